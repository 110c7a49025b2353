import { sql } from 'kysely';
import { firstFreeSlug, slugFromName } from '../../../domain/restaurant/slug';
import type { AppMigration } from '../migrator';

/**
 * Readable public addresses (issue 15 §6, docs/decisions/007-restaurant-slug.md): every slug an
 * owner ever had, one of them current. The primary key makes a slug unique across owners and
 * across time: an old slug keeps redirecting to its owner's current one and is never handed to
 * another restaurant (only the account's deletion frees it). Existing owners get theirs here,
 * in sign-up order, so the oldest restaurant keeps the plain name.
 */
export const restaurantSlugMigration: AppMigration = {
  name: '2026-11-27-060-restaurant-slug',
  async up(db, dialect) {
    const isPostgres = dialect === 'postgres';
    await db.schema
      .createTable('restaurant_slug')
      .addColumn('slug', 'text', (c) => c.primaryKey())
      .addColumn('owner_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('is_current', isPostgres ? 'boolean' : 'integer', (c) => c.notNull())
      .addColumn('created_at', isPostgres ? 'timestamptz' : 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('restaurant_slug_current_idx')
      .on('restaurant_slug')
      .column('owner_id')
      .unique()
      .where(sql.ref('is_current'), '=', sql.lit(true))
      .execute();
    await db.schema
      .createIndex('restaurant_slug_owner_idx')
      .on('restaurant_slug')
      .column('owner_id')
      .execute();

    const owners = await db
      .selectFrom('user')
      .select(['id', 'restaurantName'])
      .orderBy('createdAt', 'asc')
      .orderBy('id', 'asc')
      .execute();
    const taken = new Set<string>();
    const createdAt = new Date().toISOString();
    for (const owner of owners) {
      const slug = firstFreeSlug(slugFromName(owner.restaurantName), (s) => taken.has(s));
      taken.add(slug);
      await db
        .insertInto('restaurant_slug')
        .values({ slug, owner_id: owner.id, is_current: true, created_at: createdAt })
        .execute();
    }
  },
};
