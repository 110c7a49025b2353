import type { AppMigration } from '../migrator';

/**
 * Promotions (issue 15 §4, docs/promotions.md): one row per promotion of a menu, beside the
 * menu document so that creating or pausing one never bumps the menu's version (the open
 * editor's If-Match). `rule` is the validated promotion (kind, value, target, weekly slots) as
 * JSON; `is_enabled` is kept apart so that pausing is a plain update.
 */
export const promotionsMigration: AppMigration = {
  name: '2026-11-28-080-promotions',
  async up(db, dialect) {
    const isPostgres = dialect === 'postgres';
    const timestamp = isPostgres ? 'timestamptz' : 'text';
    await db.schema
      .createTable('promotion')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('menu_id', 'text', (c) => c.notNull().references('menu.id').onDelete('cascade'))
      .addColumn('owner_id', 'text', (c) => c.notNull())
      .addColumn('rule', isPostgres ? 'jsonb' : 'text', (c) => c.notNull())
      .addColumn('is_enabled', isPostgres ? 'boolean' : 'integer', (c) => c.notNull())
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('promotion_owner_menu_idx')
      .on('promotion')
      .columns(['owner_id', 'menu_id'])
      .execute();
    await db.schema.createIndex('promotion_menu_idx').on('promotion').column('menu_id').execute();
  },
};
