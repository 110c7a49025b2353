import type { ExpressionBuilder, Kysely } from 'kysely';
import { toIso } from '../db/portable';
import type { Database } from '../db/schema';
import {
  sourceHash,
  type TranslationRow,
  translationRows,
} from '../owner-state/stored-translations';

export { sourceHash, type TranslationRow };

type Db = Kysely<Database>;

export type JobRow = {
  menuId: string;
  lang: string;
  ownerId: string;
  generation: number;
  attempts: number;
  failure: string | null;
};

const now = () => new Date().toISOString();

export type JobCounts = { due: number; running: number; delayed: number; failed: number };

/** A job that may run at `at`: due, not stopped by a failure, its lease (if any) expired. */
const isDueAndFree = (eb: ExpressionBuilder<Database, 'translation_job'>, at: string) =>
  eb.and([
    eb('run_after', '<=', at),
    eb('failure', 'is', null),
    eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]),
  ]);

/** Lets another worker take the job (the row stays when it was requested again meanwhile). */
const releaseLease = (db: Db, job: { menuId: string; lang: string }, workerId: string) =>
  db
    .updateTable('translation_job')
    .set({ locked_by: null, locked_until: null })
    .where('menu_id', '=', job.menuId)
    .where('lang', '=', job.lang)
    .where('locked_by', '=', workerId)
    .execute();

/** Storage of translations, jobs and usage. Owner scoping is done by the callers' menu reads. */
export const translationRepository = {
  ...translationRows,

  async upsert(
    db: Db,
    input: { menuId: string; ownerId: string; lang: string; rows: TranslationRow[] },
  ): Promise<void> {
    for (const row of input.rows) {
      const values = {
        text: row.text,
        origin: row.origin,
        provider: row.provider,
        source_hash: row.sourceHash,
        updated_at: now(),
      };
      await db
        .insertInto('menu_translation')
        .values({
          menu_id: input.menuId,
          owner_id: input.ownerId,
          lang: input.lang,
          key: row.key,
          ...values,
        })
        .onConflict((conflict) => conflict.columns(['menu_id', 'lang', 'key']).doUpdateSet(values))
        .execute();
    }
  },

  /** A machine result never replaces an owner's correction written meanwhile. */
  async isOwnerRow(db: Db, menuId: string, lang: string, key: string): Promise<boolean> {
    const row = await db
      .selectFrom('menu_translation')
      .select('origin')
      .where('menu_id', '=', menuId)
      .where('lang', '=', lang)
      .where('key', '=', key)
      .executeTakeFirst();
    return row?.origin === 'owner';
  },

  async remove(db: Db, menuId: string, lang: string, keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await db
      .deleteFrom('menu_translation')
      .where('menu_id', '=', menuId)
      .where('lang', '=', lang)
      .where('key', 'in', keys)
      .execute();
  },

  /** Asks for a run (again): the newest request wins, attempts start over. */
  async requestJob(db: Db, input: { menuId: string; ownerId: string; lang: string }) {
    await db
      .insertInto('translation_job')
      .values({
        menu_id: input.menuId,
        owner_id: input.ownerId,
        lang: input.lang,
        generation: 1,
        attempts: 0,
        run_after: now(),
        locked_by: null,
        locked_until: null,
        failure: null,
      })
      .onConflict((conflict) =>
        conflict.columns(['menu_id', 'lang']).doUpdateSet((eb) => ({
          generation: eb('translation_job.generation', '+', 1),
          attempts: 0,
          run_after: now(),
          failure: null,
        })),
      )
      .execute();
  },

  /** Jobs due now and not leased by a live worker, oldest first. */
  async listDue(db: Db, limit: number): Promise<{ menuId: string; lang: string }[]> {
    const at = now();
    const rows = await db
      .selectFrom('translation_job')
      .select(['menu_id', 'lang'])
      .where((eb) => isDueAndFree(eb, at))
      .orderBy('run_after', 'asc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ menuId: row.menu_id, lang: row.lang }));
  },

  /**
   * Takes the lease if nobody holds it: a conditional UPDATE, atomic on both engines, so two
   * instances racing for one job see exactly one winner.
   */
  async claim(
    db: Db,
    job: { menuId: string; lang: string },
    workerId: string,
    leaseMs: number,
  ): Promise<JobRow | null> {
    const at = now();
    const result = await db
      .updateTable('translation_job')
      .set({ locked_by: workerId, locked_until: new Date(Date.now() + leaseMs).toISOString() })
      .where('menu_id', '=', job.menuId)
      .where('lang', '=', job.lang)
      .where((eb) => isDueAndFree(eb, at))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return null;
    const row = await db
      .selectFrom('translation_job')
      .selectAll()
      .where('menu_id', '=', job.menuId)
      .where('lang', '=', job.lang)
      .where('locked_by', '=', workerId)
      .executeTakeFirst();
    return row
      ? {
          menuId: row.menu_id,
          lang: row.lang,
          ownerId: row.owner_id,
          generation: row.generation,
          attempts: row.attempts,
          failure: row.failure,
        }
      : null;
  },

  /** Done: removed, unless it was requested again while it ran (then it runs again). */
  async finish(db: Db, job: JobRow, workerId: string): Promise<void> {
    await db
      .deleteFrom('translation_job')
      .where('menu_id', '=', job.menuId)
      .where('lang', '=', job.lang)
      .where('generation', '=', job.generation)
      .execute();
    await releaseLease(db, job, workerId);
  },

  /** Try again after `delayMs`, or stop with a message for the editor (`failure`). */
  async postpone(
    db: Db,
    job: JobRow,
    input: { delayMs: number; failure: string | null; workerId: string },
  ): Promise<void> {
    await db
      .updateTable('translation_job')
      .set({
        attempts: job.attempts + 1,
        run_after: new Date(Date.now() + input.delayMs).toISOString(),
        locked_by: null,
        locked_until: null,
        failure: input.failure,
      })
      .where('menu_id', '=', job.menuId)
      .where('lang', '=', job.lang)
      .where('generation', '=', job.generation)
      .where('locked_by', '=', input.workerId)
      .execute();
    // Requested again meanwhile: just release it, it runs again at once.
    await releaseLease(db, job, input.workerId);
  },

  /**
   * The queue's jobs by state, in this database (every instance's): `due` waits for a worker,
   * `running` is leased, `delayed` waits for its retry, `failed` stopped with a message.
   */
  async countJobs(db: Db): Promise<JobCounts> {
    const at = now();
    const row = await db
      .selectFrom('translation_job')
      .select((eb) => {
        const isLive = eb.and([eb('failure', 'is', null), eb('locked_until', '>=', at)]);
        const isDelayed = eb.and([
          eb('failure', 'is', null),
          eb('run_after', '>', at),
          eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]),
        ]);
        const when = (condition: typeof isLive) => eb.case().when(condition).then(eb.lit(1)).end();
        return [
          eb.fn.countAll().as('total'),
          eb.fn.count(when(eb('failure', 'is not', null))).as('failed'),
          eb.fn.count(when(isLive)).as('running'),
          eb.fn.count(when(isDelayed)).as('delayed'),
        ];
      })
      .executeTakeFirstOrThrow();
    const [total, failed, running, delayed] = [row.total, row.failed, row.running, row.delayed].map(
      Number,
    ) as [number, number, number, number];
    return { due: total - failed - running - delayed, running, delayed, failed };
  },

  async findJob(db: Db, menuId: string, lang: string) {
    const row = await db
      .selectFrom('translation_job')
      .select(['failure', 'run_after', 'attempts'])
      .where('menu_id', '=', menuId)
      .where('lang', '=', lang)
      .executeTakeFirst();
    return row
      ? { failure: row.failure, runAfter: toIso(row.run_after), attempts: row.attempts }
      : null;
  },

  async usedCharacters(db: Db, ownerId: string, month: string): Promise<number> {
    const row = await db
      .selectFrom('translation_usage')
      .select('characters')
      .where('owner_id', '=', ownerId)
      .where('month', '=', month)
      .executeTakeFirst();
    return row?.characters ?? 0;
  },

  async addCharacters(db: Db, ownerId: string, month: string, characters: number) {
    await db
      .insertInto('translation_usage')
      .values({ owner_id: ownerId, month, characters })
      .onConflict((conflict) =>
        conflict.columns(['owner_id', 'month']).doUpdateSet((eb) => ({
          characters: eb('translation_usage.characters', '+', characters),
        })),
      )
      .execute();
  },
};
