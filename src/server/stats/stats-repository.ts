import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** One increment of a flush: several instances' increments of the same row add up. */
export type CountRow = {
  ownerId: string;
  /** The hour's start, UTC, ISO. */
  hour: string;
  menuId: string;
  kind: string;
  key: string;
  count: number;
};

/** What the stats read: a count with the hour (or, once rolled up, the Paris day) it fell in. */
export type StoredCount = {
  hour: string | null;
  day: string | null;
  menuId: string;
  kind: string;
  key: string;
  count: number;
};

type CountColumns = { menu_id: string; kind: string; key: string; count: number };
const toStored = (
  row: CountColumns,
  period: { hour: string; day: null } | { hour: null; day: string },
): StoredCount => ({
  ...period,
  menuId: row.menu_id,
  kind: row.kind,
  key: row.key,
  // PostgreSQL's sums may come back as strings.
  count: Number(row.count),
});

/** Rows per statement (6 parameters each, far below both engines' limits). */
const CHUNK = 400;

export const statsRepository = {
  /** Adds the counts (`count = count + excluded.count`, atomic on both engines). */
  async addCounts(db: Db, rows: readonly CountRow[]): Promise<void> {
    for (let start = 0; start < rows.length; start += CHUNK) {
      const values = rows.slice(start, start + CHUNK).map((row) => ({
        owner_id: row.ownerId,
        hour: row.hour,
        menu_id: row.menuId,
        kind: row.kind,
        key: row.key,
        count: row.count,
      }));
      await db
        .insertInto('audience_hour')
        .values(values)
        .onConflict((conflict) =>
          conflict
            .columns(['owner_id', 'hour', 'menu_id', 'kind', 'key'])
            .doUpdateSet({ count: sql`audience_hour.count + excluded.count` }),
        )
        .execute();
    }
  },

  async ownerExists(db: Db, ownerId: string): Promise<boolean> {
    const row = await db
      .selectFrom('user')
      .select('id')
      .where('id', '=', ownerId)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** An owner's counts of [fromHour, toHour) and of the rolled-up days [fromDay, toDay]. */
  async listCounts(
    db: Db,
    query: {
      ownerId: string;
      fromHour: string;
      toHour: string;
      fromDay: string;
      toDay: string;
      menuId?: string;
    },
  ): Promise<StoredCount[]> {
    let hours = db
      .selectFrom('audience_hour')
      .select(['hour', 'menu_id', 'kind', 'key', 'count'])
      .where('owner_id', '=', query.ownerId)
      .where('hour', '>=', query.fromHour)
      .where('hour', '<', query.toHour);
    let days = db
      .selectFrom('audience_day')
      .select(['day', 'menu_id', 'kind', 'key', 'count'])
      .where('owner_id', '=', query.ownerId)
      .where('day', '>=', query.fromDay)
      .where('day', '<=', query.toDay);
    if (query.menuId) {
      hours = hours.where('menu_id', '=', query.menuId);
      days = days.where('menu_id', '=', query.menuId);
    }
    const [hourRows, dayRows] = await Promise.all([hours.execute(), days.execute()]);
    return [
      ...hourRows.map((row) => toStored(row, { hour: row.hour, day: null })),
      ...dayRows.map((row) => toStored(row, { hour: null, day: row.day })),
    ];
  },

  /** The oldest stored hour, or null. */
  async oldestHour(db: Db): Promise<string | null> {
    const row = await db
      .selectFrom('audience_hour')
      .select('hour')
      .orderBy('hour', 'asc')
      .limit(1)
      .executeTakeFirst();
    return row?.hour ?? null;
  },

  /**
   * Takes the hours before `beforeHour` out of `audience_hour` and adds them to their Paris
   * days. Call in a transaction: the rows a transaction deleted are the ones it adds, so two
   * instances rolling up at once never count an hour twice.
   */
  async rollUp(trx: Db, beforeHour: string, dayOf: (hour: string) => string): Promise<number> {
    {
      const taken = await trx
        .deleteFrom('audience_hour')
        .where('hour', '<', beforeHour)
        .returning(['owner_id', 'hour', 'menu_id', 'kind', 'key', 'count'])
        .execute();
      const sums = new Map<
        string,
        { owner_id: string; day: string; menu_id: string; kind: string; key: string; count: number }
      >();
      for (const row of taken) {
        const day = dayOf(row.hour);
        const id = JSON.stringify([row.owner_id, day, row.menu_id, row.kind, row.key]);
        const sum = sums.get(id);
        if (sum) sum.count += Number(row.count);
        else
          sums.set(id, {
            owner_id: row.owner_id,
            day,
            menu_id: row.menu_id,
            kind: row.kind,
            key: row.key,
            count: Number(row.count),
          });
      }
      const values = [...sums.values()];
      for (let start = 0; start < values.length; start += CHUNK) {
        await trx
          .insertInto('audience_day')
          .values(values.slice(start, start + CHUNK))
          .onConflict((conflict) =>
            conflict
              .columns(['owner_id', 'day', 'menu_id', 'kind', 'key'])
              .doUpdateSet({ count: sql`audience_day.count + excluded.count` }),
          )
          .execute();
      }
      return taken.length;
    }
  },
};
