import type { AppMigration } from '../migrator';

/**
 * The transactional event log (docs/decisions/004-event-log.md): a service writes its change
 * and an `app_event` row in one transaction; every instance reads the rows after the last id
 * it has seen (woken by NOTIFY on PostgreSQL). Rows are pruned after a few days.
 */
export const eventLogMigration: AppMigration = {
  name: '2026-11-23-010-event-log',
  async up(db, dialect) {
    const isPostgres = dialect === 'postgres';
    await db.schema
      .createTable('app_event')
      .addColumn('id', isPostgres ? 'serial' : 'integer', (c) =>
        isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('owner_id', 'text', (c) => c.notNull())
      .addColumn('payload', isPostgres ? 'jsonb' : 'text', (c) => c.notNull())
      .addColumn('created_at', isPostgres ? 'timestamptz' : 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('app_event_created_idx')
      .on('app_event')
      .column('created_at')
      .execute();
  },
};
