import type { AppMigration } from '../migrator';

/**
 * Issue 42 §4, §5: which reader made an import's draft (`ai`, `ocr`, `pdf-text`, `text`,
 * `spreadsheet`), shown in the preview ("Lu par l'IA" / "Lu sur ce serveur"). The text that was
 * read already has its column (`source_text`); it is now kept on a failed job too.
 */
export const menuImportReadByMigration: AppMigration = {
  name: '2026-12-07-170-menu-import-read-by',
  async up(db) {
    await db.schema.alterTable('menu_import').addColumn('read_by', 'text').execute();
  },
};
