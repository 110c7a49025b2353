import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

export type Throttle = {
  /** True when `key` has reached the limit in the current window. */
  isBlocked(key: string): Promise<boolean>;
  /** Counts one event for `key`. */
  hit(key: string): Promise<void>;
  reset(key: string): Promise<void>;
};

/**
 * Fixed-window counters kept in the database, so limits hold across restarts and instances.
 * One upsert per hit: atomic on both engines.
 */
export function createThrottle(
  db: Kysely<Database>,
  options: { limit: number; windowMs: number; now?: () => number },
): Throttle {
  const now = options.now ?? Date.now;
  return {
    async isBlocked(key) {
      const row = await db
        .selectFrom('throttle')
        .select(['count', 'window_started_at'])
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row) return false;
      const isCurrentWindow = now() - Number(row.window_started_at) < options.windowMs;
      return isCurrentWindow && row.count >= options.limit;
    },
    async hit(key) {
      const at = now();
      const windowStart = at - options.windowMs;
      await db
        .insertInto('throttle')
        .values({ key, count: 1, window_started_at: at })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            count: sql`case when throttle.window_started_at <= ${windowStart} then 1 else throttle.count + 1 end`,
            window_started_at: sql`case when throttle.window_started_at <= ${windowStart} then ${at} else throttle.window_started_at end`,
          }),
        )
        .execute();
    },
    async reset(key) {
      await db.deleteFrom('throttle').where('key', '=', key).execute();
    },
  };
}
