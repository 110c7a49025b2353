import { sql } from 'kysely';
import type { AppMigration } from '../migrator';

/**
 * Menus and owner plans. At most one active menu per owner is guaranteed by a partial unique
 * index, not only by code. The menu document is JSON (jsonb on PostgreSQL, text on SQLite).
 */
export const menusMigration: AppMigration = {
  name: '2026-11-21-002-menus',
  async up(db, dialect) {
    const isPostgres = dialect === 'postgres';
    const bool = isPostgres ? 'boolean' : 'integer';
    const timestamp = isPostgres ? 'timestamptz' : 'text';

    await db.schema
      .createTable('menu')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('owner_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('document', isPostgres ? 'jsonb' : 'text', (c) => c.notNull())
      .addColumn('is_active', bool, (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('menu_owner_created_idx')
      .on('menu')
      .columns(['owner_id', 'created_at'])
      .execute();
    await sql`create unique index menu_one_active_per_owner on menu (owner_id) where ${sql.raw(
      isPostgres ? 'is_active' : 'is_active = 1',
    )}`.execute(db);

    await db.schema
      .createTable('owner_plan')
      .addColumn('owner_id', 'text', (c) =>
        c.primaryKey().references('user.id').onDelete('cascade'),
      )
      .addColumn('plan', 'text', (c) => c.notNull().check(sql`plan in ('free', 'premium')`))
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      .execute();
  },
};
