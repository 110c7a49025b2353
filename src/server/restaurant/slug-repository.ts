import type { Kysely } from 'kysely';
import { firstFreeSlug, slugFromName } from '../../domain/restaurant/slug';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** A restaurant's public addresses (table restaurant_slug, docs/decisions/007). */
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

  /** Who holds `slug`, now or formerly; null when nobody ever did. */
  async findOwnerId(db: Db, slug: string): Promise<string | null> {
    const row = await db
      .selectFrom('restaurant_slug')
      .select('owner_id')
      .where('slug', '=', slug)
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
   * Makes `slug` the owner's current address; their former ones stay theirs (redirects).
   * False when another owner holds it (run it in a transaction: nothing is then kept).
   */
  async setCurrent(db: Db, ownerId: string, slug: string, now: Date): Promise<boolean> {
    await db
      .updateTable('restaurant_slug')
      .set({ is_current: false })
      .where('owner_id', '=', ownerId)
      .where('is_current', '=', true)
      .execute();
    const result = await db
      .insertInto('restaurant_slug')
      .values({ slug, owner_id: ownerId, is_current: true, created_at: now.toISOString() })
      .onConflict((c) =>
        c
          .column('slug')
          .doUpdateSet({ is_current: true })
          .where('restaurant_slug.owner_id', '=', ownerId),
      )
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
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
        })
        .onConflict((c) => c.doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 || attempt >= 5) {
        return (await this.findCurrent(db, ownerId)) ?? slug;
      }
    }
  },
};
