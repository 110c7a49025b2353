import type { AppMigration } from '../migrator';

/**
 * Issue 25 §5 and §6. `allergen_notice`: the sentence the owner adapts for the allergen table
 * (none: the default of domain/menu/allergen-table.ts). `data_export`: the owner's one data
 * export (one row per owner, replaced by the next), its archive on disk for 24 hours behind a
 * link signed with the export's id. Both go with the account (cascade). Times are ISO text.
 */
export const dataExportMigration: AppMigration = {
  name: '2026-12-04-300-data-export',
  async up(db) {
    await db.schema
      .createTable('allergen_notice')
      .addColumn('owner_id', 'text', (c) =>
        c.primaryKey().references('user.id').onDelete('cascade'),
      )
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('data_export')
      .addColumn('owner_id', 'text', (c) =>
        c.primaryKey().references('user.id').onDelete('cascade'),
      )
      .addColumn('id', 'text', (c) => c.notNull().unique())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('file_name', 'text')
      .addColumn('bytes', 'integer')
      .addColumn('requested_at', 'text', (c) => c.notNull())
      .addColumn('ready_at', 'text')
      .addColumn('expires_at', 'text')
      .execute();
    // The purge job finds the expired archives across owners.
    await db.schema
      .createIndex('data_export_expires_at_idx')
      .on('data_export')
      .column('expires_at')
      .execute();
  },
};
