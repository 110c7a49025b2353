import type { Kysely, Selectable, Transaction } from 'kysely';
import type {
  ColumnMapping,
  ImportSourceKind,
  MenuImportDraft,
  UnrecognisedLine,
} from '../../domain/menu-import/import-result';
import type { ImportJob, ImportReadBy } from '../../domain/menu-import/import-schemas';
import { parseJsonColumn, toIso } from '../db/portable';
import type { Database, MenuImportTable } from '../db/schema';

type Db = Kysely<Database>;
type Row = Selectable<MenuImportTable>;

/** What reading a source gave: stored on the job when it is ready. */
export type ImportOutcome = {
  draft: MenuImportDraft;
  unrecognised: UnrecognisedLine[];
  pages?: number;
  sourceText?: string;
  rows?: string[][];
  mapping?: ColumnMapping;
  structuredBy: 'ai' | 'parser';
  /** Which reader made the draft (issue 42). */
  readBy: ImportReadBy;
  /**
   * Set when the source was read but no dish was recognised (issue 42 §4): the job fails with
   * this French message and keeps the text, which the owner may correct and read again.
   */
  failure?: string;
};

/** A claimed job, with what the worker needs to read it. */
export type ClaimedImport = {
  id: string;
  ownerId: string;
  kind: ImportSourceKind;
  filename: string | null;
  sourceText: string | null;
  /** Times it was claimed (a job that keeps crashing the process is failed). */
  attempts: number;
};

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
const nowIso = () => new Date().toISOString();
const leaseEnd = (leaseMs: number) => new Date(Date.now() + leaseMs).toISOString();

export function toImportJob(row: Row): ImportJob {
  const pick = <T>(value: unknown) => (value == null ? undefined : (parseJsonColumn(value) as T));
  const isSpreadsheet = row.source_kind === 'csv' || row.source_kind === 'xlsx';
  const isRead = row.status === 'ready' || row.status === 'failed';
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    draft: pick<MenuImportDraft>(row.draft) ?? null,
    unrecognised: pick<UnrecognisedLine[]>(row.unrecognised) ?? [],
    source: {
      kind: row.source_kind as ImportSourceKind,
      ...(row.pages != null && { pages: row.pages }),
      ...(row.source_text != null && row.status === 'ready' && { text: row.source_text }),
      ...(row.filename != null && { filename: row.filename }),
    },
    ...(row.structured_by && { structuredBy: row.structured_by as 'ai' | 'parser' }),
    ...(row.read_by && { readBy: row.read_by as ImportReadBy }),
    ...(isRead && row.source_text != null && { text: row.source_text }),
    ...(isSpreadsheet && row.rows != null && { rows: pick<string[][]>(row.rows) }),
    ...(isSpreadsheet && row.mapping != null && { mapping: pick<ColumnMapping>(row.mapping) }),
    ...(row.error != null && { error: row.error }),
    createdAt: toIso(row.created_at),
  };
}

/** The jobs' storage. Owner-scoped reads filter by owner (ARCHITECTURE.md §3.4). */
export const importRepository = {
  /** In the caller's transaction (`events.transaction`): the job and its file together. */
  async insert(
    trx: Transaction<Database>,
    job: {
      id: string;
      ownerId: string;
      kind: ImportSourceKind;
      filename?: string;
      sourceText?: string;
      bytes?: Buffer;
    },
  ): Promise<void> {
    const at = nowIso();
    await trx
      .insertInto('menu_import')
      .values({
        id: job.id,
        owner_id: job.ownerId,
        status: 'queued',
        progress: 0,
        source_kind: job.kind,
        filename: job.filename ?? null,
        pages: null,
        source_text: job.sourceText ?? null,
        draft: null,
        unrecognised: null,
        rows: null,
        mapping: null,
        structured_by: null,
        read_by: null,
        error: null,
        locked_by: null,
        locked_until: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    if (job.bytes) {
      await trx
        .insertInto('menu_import_file')
        .values({ import_id: job.id, bytes: job.bytes })
        .execute();
    }
  },

  async findByOwner(db: Db, ownerId: string, id: string): Promise<Row | undefined> {
    return db
      .selectFrom('menu_import')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .where('id', '=', id)
      .executeTakeFirst();
  },

  /**
   * Takes the oldest waiting job for `workerId`: queued, or left "reading" by a worker whose
   * lease ran out (a crashed instance). The conditional UPDATE decides between instances that
   * race for the same row: exactly one of them changes it.
   */
  async claimNext(db: Db, workerId: string, leaseMs: number): Promise<ClaimedImport | null> {
    const at = nowIso();
    const candidates = await db
      .selectFrom('menu_import')
      .select('id')
      .where((eb) =>
        eb.or([
          eb('status', '=', 'queued'),
          eb.and([eb('status', '=', 'reading'), eb('locked_until', '<', at)]),
        ]),
      )
      .orderBy('created_at', 'asc')
      .limit(5)
      .execute();
    for (const { id } of candidates) {
      const result = await db
        .updateTable('menu_import')
        .set((eb) => ({
          status: 'reading',
          locked_by: workerId,
          locked_until: leaseEnd(leaseMs),
          attempts: eb('attempts', '+', 1),
          updated_at: at,
        }))
        .where('id', '=', id)
        .where((eb) =>
          eb.or([
            eb('status', '=', 'queued'),
            eb.and([eb('status', '=', 'reading'), eb('locked_until', '<', at)]),
          ]),
        )
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) continue;
      const row = await db
        .selectFrom('menu_import')
        .select(['id', 'owner_id', 'source_kind', 'filename', 'source_text', 'attempts'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return {
        id: row.id,
        ownerId: row.owner_id,
        kind: row.source_kind as ImportSourceKind,
        filename: row.filename,
        sourceText: row.source_text,
        attempts: row.attempts,
      };
    }
    return null;
  },

  /** Progress (0–100) and a longer lease, while this worker holds the job. */
  async setProgress(db: Db, id: string, workerId: string, progress: number, leaseMs: number) {
    await db
      .updateTable('menu_import')
      .set({ progress, locked_until: leaseEnd(leaseMs), updated_at: nowIso() })
      .where('id', '=', id)
      .where('locked_by', '=', workerId)
      .where('status', '=', 'reading')
      .execute();
  },

  /** A queued job's place: 1 + the jobs queued before it (every owner's: one shared queue). */
  async queuePosition(db: Db, row: Pick<Row, 'id' | 'created_at'>): Promise<number> {
    const createdAt = toIso(row.created_at);
    const ahead = await db
      .selectFrom('menu_import')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('status', '=', 'queued')
      .where((eb) =>
        eb.or([
          eb('created_at', '<', createdAt),
          eb.and([eb('created_at', '=', createdAt), eb('id', '<', row.id)]),
        ]),
      )
      .executeTakeFirstOrThrow();
    return Number(ahead.count) + 1;
  },

  async readFile(db: Db, id: string): Promise<Buffer | null> {
    const row = await db
      .selectFrom('menu_import_file')
      .select('bytes')
      .where('import_id', '=', id)
      .executeTakeFirst();
    return row ? Buffer.from(row.bytes) : null;
  },

  /**
   * The job's result; the file is no longer needed. An outcome with a `failure` (read, but no
   * dish recognised) fails the job and keeps what was read.
   */
  async finish(
    trx: Transaction<Database>,
    id: string,
    workerId: string,
    outcome: ImportOutcome,
  ): Promise<void> {
    const result = await trx
      .updateTable('menu_import')
      .set({
        status: outcome.failure ? 'failed' : 'ready',
        progress: 100,
        error: outcome.failure ?? null,
        draft: outcome.failure ? null : json(outcome.draft),
        unrecognised: json(outcome.unrecognised),
        pages: outcome.pages ?? null,
        source_text: outcome.sourceText ?? null,
        rows: json(outcome.rows),
        mapping: json(outcome.mapping),
        structured_by: outcome.structuredBy,
        read_by: outcome.readBy,
        locked_by: null,
        locked_until: null,
        updated_at: nowIso(),
      })
      .where('id', '=', id)
      .where('locked_by', '=', workerId)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) {
      await trx.deleteFrom('menu_import_file').where('import_id', '=', id).execute();
    }
  },

  async fail(
    trx: Transaction<Database>,
    id: string,
    workerId: string,
    error: string,
  ): Promise<void> {
    await trx
      .updateTable('menu_import')
      .set({ status: 'failed', error, locked_by: null, locked_until: null, updated_at: nowIso() })
      .where('id', '=', id)
      .where('locked_by', '=', workerId)
      .execute();
    await trx.deleteFrom('menu_import_file').where('import_id', '=', id).execute();
  },

  /** A stopping worker gives its jobs back: the next instance to start reads them again. */
  async release(db: Db, workerId: string): Promise<void> {
    await db
      .updateTable('menu_import')
      .set({ status: 'queued', progress: 0, locked_by: null, locked_until: null })
      .where('locked_by', '=', workerId)
      .where('status', '=', 'reading')
      .execute();
  },

  /** The owner's new column choice and what it gives. */
  async saveMapping(
    db: Db,
    input: {
      ownerId: string;
      id: string;
      mapping: ColumnMapping;
      outcome: Pick<ImportOutcome, 'draft' | 'unrecognised'>;
    },
  ): Promise<void> {
    await db
      .updateTable('menu_import')
      .set({
        mapping: json(input.mapping),
        draft: json(input.outcome.draft),
        unrecognised: json(input.outcome.unrecognised),
        updated_at: nowIso(),
      })
      .where('owner_id', '=', input.ownerId)
      .where('id', '=', input.id)
      .execute();
  },

  /** Jobs created before `before`, with their files (cascade). */
  async purge(db: Db, before: Date): Promise<number> {
    const result = await db
      .deleteFrom('menu_import')
      .where('created_at', '<', before.toISOString())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  async remove(db: Db, ownerId: string, id: string): Promise<void> {
    await db
      .deleteFrom('menu_import')
      .where('owner_id', '=', ownerId)
      .where('id', '=', id)
      .execute();
  },
};
