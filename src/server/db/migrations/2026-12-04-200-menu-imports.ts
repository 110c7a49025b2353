import type { AppMigration } from '../migrator';

/**
 * Issue 25 §3: "Importer une carte" jobs (docs/menu-import.md). A job survives a reload and
 * a restart: its status, progress and result live here; a worker holds a job by a lease
 * (`locked_by`, `locked_until`) so one instance reads it, and another takes it over when the
 * lease runs out. The uploaded file waits in `menu_import_file` (in the database, so every
 * instance can read it) and is deleted once read; jobs are purged after 24 h.
 */
export const menuImportsMigration: AppMigration = {
  name: '2026-12-04-200-menu-imports',
  async up(db, dialect) {
    const isPostgres = dialect === 'postgres';
    const timestamp = isPostgres ? 'timestamptz' : 'text';
    const json = isPostgres ? 'jsonb' : 'text';
    await db.schema
      .createTable('menu_import')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('owner_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('progress', 'integer', (c) => c.notNull())
      .addColumn('source_kind', 'text', (c) => c.notNull())
      .addColumn('filename', 'text')
      .addColumn('pages', 'integer')
      .addColumn('source_text', 'text')
      .addColumn('draft', json)
      .addColumn('unrecognised', json)
      .addColumn('rows', json)
      .addColumn('mapping', json)
      .addColumn('structured_by', 'text')
      .addColumn('error', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locked_by', 'text')
      .addColumn('locked_until', timestamp)
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('menu_import_owner_idx')
      .on('menu_import')
      .columns(['owner_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('menu_import_status_idx')
      .on('menu_import')
      .columns(['status', 'created_at'])
      .execute();
    await db.schema
      .createTable('menu_import_file')
      .addColumn('import_id', 'text', (c) =>
        c.primaryKey().references('menu_import.id').onDelete('cascade'),
      )
      .addColumn('bytes', isPostgres ? 'bytea' : 'blob', (c) => c.notNull())
      .execute();
  },
};
