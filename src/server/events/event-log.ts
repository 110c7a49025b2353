import type { Kysely } from 'kysely';
import { prepareEventAppend, signalAtCommit } from '../db/change-signal';
import type { Dialect } from '../db/database';
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
    dialect: Dialect,
    event: { type: string; ownerId: string; payload: unknown },
  ): Promise<number> {
    await prepareEventAppend(trx, dialect);
    const { id } = await trx
      .insertInto('app_event')
      .values({
        type: event.type,
        owner_id: event.ownerId,
        payload: JSON.stringify(event.payload),
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await signalAtCommit(trx, dialect, EVENT_CHANNEL, id);
    return id;
  },

  async readAfter(db: Kysely<Database>, afterId: number, limit: number): Promise<EventRow[]> {
    const rows = await db
      .selectFrom('app_event')
      .selectAll()
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      type: row.type,
      ownerId: row.owner_id,
      payload: parseJsonColumn(row.payload),
      createdAt: toIso(row.created_at),
    }));
  },

  async lastId(db: Kysely<Database>): Promise<number> {
    const row = await db
      .selectFrom('app_event')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    return Number(row?.id ?? 0);
  },

  async pruneBefore(db: Kysely<Database>, before: Date): Promise<void> {
    await db.deleteFrom('app_event').where('created_at', '<', before.toISOString()).execute();
  },
};
