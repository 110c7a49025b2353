import type { AppMigration } from '../migrator';

/**
 * Former slugs are released after a grace period, and address changes are limited (issue 21
 * §7, docs/decisions/007-restaurant-slug.md):
 * - `restaurant_slug.retired_at`: when the owner left that address (null while current). The
 *   former slugs that exist now start their grace period today.
 * - `restaurant_slug_change`: one row per change of an owner's current address, counted
 *   over a rolling window.
 */
export const slugReleaseMigration: AppMigration = {
  name: '2026-11-29-110-slug-release',
  async up(db, dialect) {
    const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
    await db.schema.alterTable('restaurant_slug').addColumn('retired_at', timestamp).execute();
    await db
      .updateTable('restaurant_slug')
      .set({ retired_at: new Date().toISOString() })
      .where('is_current', '=', false)
      .execute();
    await db.schema
      .createTable('restaurant_slug_change')
      .addColumn('owner_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('changed_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('restaurant_slug_change_owner_idx')
      .on('restaurant_slug_change')
      .columns(['owner_id', 'changed_at'])
      .execute();
  },
};
