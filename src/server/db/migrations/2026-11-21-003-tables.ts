import type { AppMigration } from '../migrator';

/** The owner's tables, each with its own QR code (`/u/{ownerId}?table=<name>`). */
export const tablesMigration: AppMigration = {
  name: '2026-11-21-003-tables',
  async up(db) {
    await db.schema
      .createTable('restaurant_table')
      .addColumn('owner_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('restaurant_table_pk', ['owner_id', 'position'])
      .execute();
  },
};
