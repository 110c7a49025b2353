import type { AppMigration } from '../migrator';

/**
 * Menu translations (issue 13, docs/translations.md).
 * - `menu_translation`: one row per menu, language and French field (`key`), with the hash of
 *   the French text it was made from and its origin (`machine` or `owner`).
 * - `translation_job`: "bring this menu's translations in this language up to date"; one row
 *   per menu and language, claimed with a lease (`locked_until`) so that two instances never
 *   run the same job; survives restarts. `generation` grows at each request so that a job
 *   re-requested while it ran is run again.
 * - `translation_usage`: characters sent to a paid provider per owner and month (the cap).
 */
export const translationsMigration: AppMigration = {
  name: '2026-11-25-040-translations',
  async up(db, dialect) {
    const isPostgres = dialect === 'postgres';
    const timestamp = isPostgres ? 'timestamptz' : 'text';

    await db.schema
      .createTable('menu_translation')
      .addColumn('menu_id', 'text', (c) => c.notNull().references('menu.id').onDelete('cascade'))
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('owner_id', 'text', (c) => c.notNull())
      .addColumn('source_hash', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('origin', 'text', (c) => c.notNull())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('menu_translation_pk', ['menu_id', 'lang', 'key'])
      .execute();

    await db.schema
      .createTable('translation_job')
      .addColumn('menu_id', 'text', (c) => c.notNull().references('menu.id').onDelete('cascade'))
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('owner_id', 'text', (c) => c.notNull())
      .addColumn('generation', 'integer', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('run_after', timestamp, (c) => c.notNull())
      .addColumn('locked_by', 'text')
      .addColumn('locked_until', timestamp)
      .addColumn('failure', 'text')
      .addPrimaryKeyConstraint('translation_job_pk', ['menu_id', 'lang'])
      .execute();
    await db.schema
      .createIndex('translation_job_run_after_idx')
      .on('translation_job')
      .column('run_after')
      .execute();

    await db.schema
      .createTable('translation_usage')
      .addColumn('owner_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('month', 'text', (c) => c.notNull())
      .addColumn('characters', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('translation_usage_pk', ['owner_id', 'month'])
      .execute();
  },
};
