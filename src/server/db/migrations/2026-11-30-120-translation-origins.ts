import type { AppMigration } from '../migrator';

/**
 * Translations looked up in our dictionaries were stored with origin `machine` (and provider
 * `dictionary`), though no machine wrote them: every reader had to tell them apart by their
 * provider. They now say what they are, origin `dictionary` (docs/translations.md,
 * src/domain/i18n/translation-precedence.ts). Same statement on SQLite and PostgreSQL.
 */
export const translationOriginsMigration: AppMigration = {
  name: '2026-11-30-120-translation-origins',
  async up(db) {
    await db
      .updateTable('menu_translation')
      .set({ origin: 'dictionary' })
      .where('origin', '=', 'machine')
      .where('provider', '=', 'dictionary')
      .execute();
  },
};
