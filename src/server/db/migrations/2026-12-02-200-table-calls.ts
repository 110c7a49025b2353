import { sql } from 'kysely';
import type { AppMigration } from '../migrator';

/**
 * Issue 24 §4: table calls ("Appeler un serveur", "Demander l'addition"). One open call per
 * table at a time (a partial unique index); who answered "J'arrive" and when are kept (the
 * name copied at the time, like order events). An unanswered call is closed as `expired`
 * after 15 minutes (docs/table-calls.md).
 */
export const tableCallsMigration: AppMigration = {
  name: '2026-12-02-200-table-calls',
  async up(db, dialect) {
    const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
    await db.schema
      .createTable('table_call')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('owner_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('table_name', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('waiter', 'bill')`))
      .addColumn('status', 'text', (c) =>
        c.notNull().check(sql`status in ('open', 'acknowledged', 'expired')`),
      )
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('acknowledged_at', timestamp)
      .addColumn('acknowledged_by_id', 'text')
      .addColumn('acknowledged_by_name', 'text')
      .addColumn('closed_at', timestamp)
      .execute();
    await db.schema
      .createIndex('table_call_open_uq')
      .on('table_call')
      .columns(['owner_id', 'table_name'])
      .unique()
      .where(sql.ref('status'), '=', 'open')
      .execute();
    // The limits count a table's and a restaurant's recent calls; the diner reads its table's last.
    await db.schema
      .createIndex('table_call_owner_idx')
      .on('table_call')
      .columns(['owner_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('table_call_table_idx')
      .on('table_call')
      .columns(['owner_id', 'table_name', 'created_at'])
      .execute();
    // The sweeper finds open calls past their time across restaurants.
    await db.schema
      .createIndex('table_call_status_idx')
      .on('table_call')
      .columns(['status', 'created_at'])
      .execute();
  },
};
