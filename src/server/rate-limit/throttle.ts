import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

export type Throttle = {
  /** True when `key` has reached the limit in the current window. */
  isBlocked(key: string): Promise<boolean>;
  /** Counts one event for `key`. */
  hit(key: string): Promise<void>;
  /** Counts one event and says whether it is within the limit (one query). */
  consume(key: string): Promise<boolean>;
  /**
   * Like `consume`, and says when the window ends: the truthful `Retry-After` of a refusal
   * (whole seconds, at least 1).
   */
  take(key: string): Promise<{ isAllowed: boolean; retryAfterSeconds: number }>;
  reset(key: string): Promise<void>;
};

/**
 * Fixed-window counters kept in the database, so limits hold across restarts and instances.
 * One upsert per event: atomic on both engines.
 */
export function createThrottle(
  db: Kysely<Database>,
  options: { limit: number; windowMs: number; now?: () => number },
): Throttle {
  const now = options.now ?? Date.now;

  /** Counts one event; returns the count in the current window (this event included), and when
   * that window started. */
  async function upsert(key: string): Promise<{ count: number; startedAt: number; at: number }> {
    const at = now();
    const windowStart = at - options.windowMs;
    const row = await db
      .insertInto('throttle')
      .values({ key, count: 1, window_started_at: at })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          count: sql`case when throttle.window_started_at <= ${windowStart} then 1 else throttle.count + 1 end`,
          window_started_at: sql`case when throttle.window_started_at <= ${windowStart} then ${at} else throttle.window_started_at end`,
        }),
      )
      .returning(['count', 'window_started_at'])
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), startedAt: Number(row.window_started_at), at };
  }

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
      await upsert(key);
    },
    async consume(key) {
      return (await upsert(key)).count <= options.limit;
    },
    async take(key) {
      const { count, startedAt, at } = await upsert(key);
      const endsIn = startedAt + options.windowMs - at;
      return {
        isAllowed: count <= options.limit,
        retryAfterSeconds: Math.max(1, Math.ceil(endsIn / 1000)),
      };
    },
    async reset(key) {
      await db.deleteFrom('throttle').where('key', '=', key).execute();
    },
  };
}
