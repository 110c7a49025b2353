import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { firstFreeSlug, SLUG_RELEASE_DAYS, slugFromName } from '../../domain/restaurant/slug';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Former slugs left before this instant are released (anyone may take them). */
const releasedBefore = (now: Date) => new Date(now.getTime() - SLUG_RELEASE_DAYS * DAY_MS);

/** A slug row another owner may take over: a former slug past its grace period. */
const isReleased = (now: Date): Expression<SqlBool> =>
  sql<SqlBool>`(restaurant_slug.is_current = ${sql.lit(false)} and restaurant_slug.retired_at <= ${releasedBefore(now).toISOString()})`;

/** A restaurant's public addresses (tables restaurant_slug and restaurant_slug_change, docs/decisions/007). */
export const slugRepository = {
  /** The owner's current slug, or null (an account created before its slug was written). */
  async findCurrent(db: Db, ownerId: string): Promise<string | null> {
    const row = await db
      .selectFrom('restaurant_slug')
      .select('slug')
      .where('owner_id', '=', ownerId)
      .where('is_current', '=', true)
      .executeTakeFirst();
    return row?.slug ?? null;
  },

  /**
   * Who holds `slug`: its owner, now or during the grace period after they left it; null when
   * nobody does (never held, or released).
   */
  async findHolder(db: Db, slug: string, now: Date): Promise<string | null> {
    const row = await db
      .selectFrom('restaurant_slug')
      .select('owner_id')
      .where('slug', '=', slug)
      .where((eb) => eb.not(isReleased(now)))
      .executeTakeFirst();
    return row?.owner_id ?? null;
  },

  /** Every owner's current slug (the sitemap). */
  async listCurrent(db: Db): Promise<Map<string, string>> {
    const rows = await db
      .selectFrom('restaurant_slug')
      .select(['owner_id', 'slug'])
      .where('is_current', '=', true)
      .execute();
    return new Map(rows.map((row) => [row.owner_id, row.slug]));
  },

  /**
   * Makes `slug` the owner's current address: their former ones stay theirs (redirects) until
   * released; a slug another owner left more than SLUG_RELEASE_DAYS ago is taken over. False
   * when another owner holds it (run it in a transaction: nothing is then kept).
   */
  async setCurrent(db: Db, ownerId: string, slug: string, now: Date): Promise<boolean> {
    const at = now.toISOString();
    await db
      .updateTable('restaurant_slug')
      .set({ is_current: false, retired_at: at })
      .where('owner_id', '=', ownerId)
      .where('is_current', '=', true)
      .execute();
    const result = await db
      .insertInto('restaurant_slug')
      .values({ slug, owner_id: ownerId, is_current: true, created_at: at, retired_at: null })
      .onConflict((c) =>
        c
          .column('slug')
          .doUpdateSet({
            owner_id: ownerId,
            is_current: true,
            retired_at: null,
            // Taken over: the row starts afresh for its new owner.
            created_at: sql`case when restaurant_slug.owner_id = ${ownerId} then restaurant_slug.created_at else ${at} end`,
          })
          .where((eb) => eb.or([eb('restaurant_slug.owner_id', '=', ownerId), isReleased(now)])),
      )
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  },

  /** The owner's address changes since `since`, oldest first. */
  async listChangesSince(db: Db, ownerId: string, since: Date): Promise<Date[]> {
    const rows = await db
      .selectFrom('restaurant_slug_change')
      .select('changed_at')
      .where('owner_id', '=', ownerId)
      .where('changed_at', '>', since.toISOString())
      .orderBy('changed_at', 'asc')
      .execute();
    return rows.map((row) => new Date(row.changed_at));
  },

  /** Records one change of address; the rows older than `forgetBefore` are no longer needed. */
  async recordChange(db: Db, ownerId: string, now: Date, forgetBefore: Date): Promise<void> {
    await db
      .deleteFrom('restaurant_slug_change')
      .where('owner_id', '=', ownerId)
      .where('changed_at', '<=', forgetBefore.toISOString())
      .execute();
    await db
      .insertInto('restaurant_slug_change')
      .values({ owner_id: ownerId, changed_at: now.toISOString() })
      .execute();
  },

  /**
   * Gives an owner without a slug the first free one from their restaurant's name. Two
   * sign-ups of the same name at once: the loser of the primary key tries the next number.
   */
  async assignFromName(db: Db, ownerId: string, restaurantName: string): Promise<string> {
    const base = slugFromName(restaurantName);
    for (let attempt = 0; ; attempt += 1) {
      const existing = await this.findCurrent(db, ownerId);
      if (existing) return existing;
      const taken = await db
        .selectFrom('restaurant_slug')
        .select('slug')
        .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
        .execute();
      const takenSet = new Set(taken.map((row) => row.slug));
      const slug = firstFreeSlug(base, (candidate) => takenSet.has(candidate));
      const inserted = await db
        .insertInto('restaurant_slug')
        .values({
          slug,
          owner_id: ownerId,
          is_current: true,
          created_at: new Date().toISOString(),
          retired_at: null,
        })
        .onConflict((c) => c.doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 || attempt >= 5) {
        return (await this.findCurrent(db, ownerId)) ?? slug;
      }
    }
  },
};
