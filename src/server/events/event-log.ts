import { type Kysely, sql } from 'kysely';
import { EVENT_LOG_LOCK } from '../db/change-signal';
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
    const row = {
      type: event.type,
      owner_id: event.ownerId,
      payload: JSON.stringify(event.payload),
      created_at: new Date().toISOString(),
    };
    if (dialect === 'postgres') return appendOnPostgres(trx, row);
    const { id } = await trx
      .insertInto('app_event')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
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

/**
 * PostgreSQL: the event log's lock, the row and its NOTIFY in one statement, one round trip.
 * The transaction-scoped advisory lock makes event ids visible in id order (a reader that has
 * seen id n never misses a smaller id committed later): the id is drawn once the lock is held,
 * and the lock is held until the commit. Every event-writing transaction of every restaurant
 * waits for it, so it is taken last (the caller's emit is its transaction's last statement) and
 * held for one round trip and the commit, not three (docs/performance.md, "A Saturday night").
 * The NOTIFY is sent at commit.
 */
async function appendOnPostgres(
  trx: Kysely<Database>,
  row: { type: string; owner_id: string; payload: string; created_at: string },
): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    with locked as (select pg_advisory_xact_lock(${EVENT_LOG_LOCK}::bigint)),
    inserted as (
      insert into app_event (type, owner_id, payload, created_at)
      select ${row.type}::text, ${row.owner_id}::text, ${row.payload}::jsonb, ${row.created_at}::timestamptz
      from locked
      returning id
    )
    select id, pg_notify(${EVENT_CHANNEL}::text, id::text) from inserted`.execute(trx);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('the event was not written');
  return Number(id);
}
