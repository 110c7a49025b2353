import { sql } from 'kysely';
import type { AppMigration } from '../migrator';

/**
 * The payments journal (issue 23 §6, docs/fiscal-journal.md): `journal_entry` (payments,
 * refunds, tab closures, cancelled paid lines) and `journal_closure` (daily, monthly, yearly
 * closures), each signed and chained. Append-only:
 * - no foreign key to `user`: the journal outlives the account and every purge (6 years);
 * - times and payloads are text, so the bytes that were signed are the bytes kept;
 * - PostgreSQL refuses UPDATE, DELETE and TRUNCATE with a trigger; SQLite refuses UPDATE and
 *   DELETE with triggers (anyone with the file can drop them: the signatures still tell).
 */
export const fiscalJournalMigration: AppMigration = {
  name: '2026-12-01-130-fiscal-journal',
  async up(db, dialect) {
    await db.schema
      .createTable('journal_entry')
      .addColumn('owner_id', 'text', (c) => c.notNull())
      .addColumn('sequence', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('occurred_at', 'text', (c) => c.notNull())
      .addColumn('recorded_at', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('previous_signature', 'text', (c) => c.notNull())
      .addColumn('signature', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('journal_entry_pk', ['owner_id', 'sequence'])
      .execute();
    await db.schema
      .createIndex('journal_entry_recorded_idx')
      .on('journal_entry')
      .columns(['recorded_at', 'owner_id'])
      .execute();

    await db.schema
      .createTable('journal_closure')
      .addColumn('owner_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('period', 'text', (c) => c.notNull())
      .addColumn('sequence', 'integer', (c) => c.notNull())
      .addColumn('first_sequence', 'integer', (c) => c.notNull())
      .addColumn('last_sequence', 'integer', (c) => c.notNull())
      .addColumn('entry_count', 'integer', (c) => c.notNull())
      .addColumn('totals', 'text', (c) => c.notNull())
      .addColumn('closed_at', 'text', (c) => c.notNull())
      .addColumn('previous_signature', 'text', (c) => c.notNull())
      .addColumn('signature', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('journal_closure_pk', ['owner_id', 'kind', 'sequence'])
      // Two instances closing the same period: the second insert fails, nothing is doubled.
      .addUniqueConstraint('journal_closure_period_unique', ['owner_id', 'kind', 'period'])
      .execute();
    await db.schema
      .createIndex('journal_closure_period_idx')
      .on('journal_closure')
      .columns(['kind', 'period'])
      .execute();

    if (dialect === 'postgres') {
      await sql`
        create function journal_refuse_change() returns trigger language plpgsql as $$
        begin
          raise exception 'the payments journal is append-only: % on % refused', tg_op, tg_table_name;
        end
        $$`.execute(db);
    }
    for (const table of ['journal_entry', 'journal_closure']) {
      const name = sql.id(`${table}_append_only`);
      if (dialect === 'postgres') {
        await sql`create trigger ${name} before update or delete on ${sql.table(table)}
          for each row execute function journal_refuse_change()`.execute(db);
        await sql`create trigger ${sql.id(`${table}_no_truncate`)} before truncate
          on ${sql.table(table)} for each statement execute function journal_refuse_change()`.execute(
          db,
        );
      } else {
        for (const operation of ['update', 'delete']) {
          await sql`create trigger ${sql.id(`${table}_no_${operation}`)} before ${sql.raw(operation)}
            on ${sql.table(table)} begin
            select raise(abort, ${sql.lit(`the payments journal is append-only: ${operation} on ${table} refused`)});
            end`.execute(db);
        }
      }
    }
  },
};
