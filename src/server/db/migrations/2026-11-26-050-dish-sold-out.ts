import type { AppMigration } from '../migrator';

/**
 * "Épuisé" marks (issue 15 §3, docs/availability.md): kept beside the menu document so that a
 * one-tap change from a phone never bumps the menu's version (the open editor's If-Match).
 * One row per sold-out dish; `until` null means "until further notice", else the instant it
 * comes back (the next daily reset). Rows whose `until` has passed are simply not read.
 */
export const dishSoldOutMigration: AppMigration = {
  name: '2026-11-26-050-dish-sold-out',
  async up(db, dialect) {
    const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
    await db.schema
      .createTable('dish_sold_out')
      .addColumn('menu_id', 'text', (c) => c.notNull().references('menu.id').onDelete('cascade'))
      .addColumn('dish_id', 'text', (c) => c.notNull())
      .addColumn('owner_id', 'text', (c) => c.notNull())
      .addColumn('until', timestamp)
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('dish_sold_out_pk', ['menu_id', 'dish_id'])
      .execute();
    await db.schema
      .createIndex('dish_sold_out_owner_idx')
      .on('dish_sold_out')
      .column('owner_id')
      .execute();
  },
};
