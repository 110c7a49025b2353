import type { Kysely } from 'kysely';
import { parseJsonColumn, toIso } from '../db/portable';
import type { Database } from '../db/schema';

export const EVENT_CHANNEL = 'ardoise_events';

export type EventRow = {
  id: number;
  type: string;
  ownerId: string;
  payload: unknown;
  createdAt: string;
};

/** The `app_event` table: written inside the change's transaction, read by every instance. */
export const eventLog = {
  async append(
    trx: Kysely<Database>,
    event: { type: string; ownerId: string; payload: unknown },
  ): Promise<number> {
    const row = {
      type: event.type,
      owner_id: event.ownerId,
      payload: JSON.stringify(event.payload),
      created_at: new Date().toISOString(),
    };
    // Its place in the log (`seq`) is drawn at commit (migration 2026-12-05-100-event-order).
    const { id } = await trx
      .insertInto('app_event')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  },

  /** The rows after `afterSeq`, in the order their transactions committed. */
  async readAfter(db: Kysely<Database>, afterSeq: number, limit: number): Promise<EventRow[]> {
    const rows = await db
      .selectFrom('app_event')
      .selectAll()
      .where('seq', '>', afterSeq)
      .orderBy('seq')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: Number(row.seq),
      type: row.type,
      ownerId: row.owner_id,
      payload: parseJsonColumn(row.payload),
      createdAt: toIso(row.created_at),
    }));
  },

  async lastId(db: Kysely<Database>): Promise<number> {
    const row = await db
      .selectFrom('app_event')
      .select((eb) => eb.fn.max('seq').as('seq'))
      .executeTakeFirst();
    return Number(row?.seq ?? 0);
  },

  async pruneBefore(db: Kysely<Database>, before: Date): Promise<void> {
    await db.deleteFrom('app_event').where('created_at', '<', before.toISOString()).execute();
  },
};
