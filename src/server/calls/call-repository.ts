import type { Kysely, Selectable } from 'kysely';
import type { CallKind, CallStatus } from '../../domain/calls/call-rules';
import { toIso } from '../db/portable';
import type { Database, TableCallTable } from '../db/schema';

type Db = Kysely<Database>;

export type CallRecord = {
  id: string;
  ownerId: string;
  table: string;
  kind: CallKind;
  status: CallStatus;
  createdAt: string;
  acknowledgedAt: string | null;
  acknowledgedBy: { id: string; name: string } | null;
  closedAt: string | null;
};

const toRecord = (row: Selectable<TableCallTable>): CallRecord => ({
  id: row.id,
  ownerId: row.owner_id,
  table: row.table_name,
  kind: row.kind,
  status: row.status,
  createdAt: toIso(row.created_at),
  acknowledgedAt: row.acknowledged_at ? toIso(row.acknowledged_at) : null,
  acknowledgedBy:
    row.acknowledged_by_id !== null
      ? { id: row.acknowledged_by_id, name: row.acknowledged_by_name ?? '' }
      : null,
  closedAt: row.closed_at ? toIso(row.closed_at) : null,
});

/** Table calls. Owner-scoped reads filter by owner (ARCHITECTURE.md §3.4). */
export const callRepository = {
  async insert(db: Db, record: CallRecord): Promise<void> {
    await db
      .insertInto('table_call')
      .values({
        id: record.id,
        owner_id: record.ownerId,
        table_name: record.table,
        kind: record.kind,
        status: record.status,
        created_at: record.createdAt,
        acknowledged_at: null,
        acknowledged_by_id: null,
        acknowledged_by_name: null,
        closed_at: null,
      })
      .execute();
  },

  async findByOwner(db: Db, ownerId: string, id: string): Promise<CallRecord | null> {
    const row = await db
      .selectFrom('table_call')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  },

  /** The table's open call, if any (there is one at most: a partial unique index). */
  async findOpen(db: Db, ownerId: string, table: string): Promise<CallRecord | null> {
    const row = await db
      .selectFrom('table_call')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .where('table_name', '=', table)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  },

  /** The table's latest call made after `since`. */
  async findLatest(
    db: Db,
    input: { ownerId: string; table: string; since: string },
  ): Promise<CallRecord | null> {
    const row = await db
      .selectFrom('table_call')
      .selectAll()
      .where('owner_id', '=', input.ownerId)
      .where('table_name', '=', input.table)
      .where('created_at', '>', input.since)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  },

  /** The owner's open calls made after `since` (older ones are overdue), oldest first. */
  async listOpen(db: Db, ownerId: string, since: string): Promise<CallRecord[]> {
    const rows = await db
      .selectFrom('table_call')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .where('status', '=', 'open')
      .where('created_at', '>', since)
      .orderBy('created_at', 'asc')
      .limit(200)
      .execute();
    return rows.map(toRecord);
  },

  /** "J'arrive": true when this call was open and is now acknowledged by `actor`. */
  async acknowledge(
    db: Db,
    input: { id: string; at: string; actor: { id: string; name: string } },
  ): Promise<boolean> {
    const result = await db
      .updateTable('table_call')
      .set({
        status: 'acknowledged',
        acknowledged_at: input.at,
        acknowledged_by_id: input.actor.id,
        acknowledged_by_name: input.actor.name,
        closed_at: input.at,
      })
      .where('id', '=', input.id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Closes open calls made at or before `before`; returns those this call closed. */
  async expireOpenBefore(
    db: Db,
    input: { before: string; at: string; ownerId?: string; table?: string },
  ): Promise<{ id: string; ownerId: string; table: string }[]> {
    let query = db
      .updateTable('table_call')
      .set({ status: 'expired', closed_at: input.at })
      .where('status', '=', 'open')
      .where('created_at', '<=', input.before);
    if (input.ownerId !== undefined) query = query.where('owner_id', '=', input.ownerId);
    if (input.table !== undefined) query = query.where('table_name', '=', input.table);
    const rows = await query.returning(['id', 'owner_id', 'table_name']).execute();
    return rows.map((row) => ({ id: row.id, ownerId: row.owner_id, table: row.table_name }));
  },

  /** The creation times of the owner's calls (one table's, or all) made after `since`, oldest first. */
  async listRecentTimes(
    db: Db,
    input: { ownerId: string; table?: string; since: string },
  ): Promise<string[]> {
    let query = db
      .selectFrom('table_call')
      .select('created_at')
      .where('owner_id', '=', input.ownerId)
      .where('created_at', '>', input.since);
    if (input.table !== undefined) query = query.where('table_name', '=', input.table);
    const rows = await query.orderBy('created_at', 'asc').execute();
    return rows.map((row) => toIso(row.created_at));
  },

  /** Calls made before `before` (any status): the retention job. */
  async purgeBefore(db: Db, before: string): Promise<number> {
    const result = await db
      .deleteFrom('table_call')
      .where('created_at', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};
