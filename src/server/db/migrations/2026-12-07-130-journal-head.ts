import { sql } from 'kysely';
import type { AppMigration } from '../migrator';

/**
 * The journal's head (issue 41 §5, docs/fiscal-journal.md "The head"): one row per restaurant
 * holding the last entry's sequence and signature, updated in each append's transaction and
 * signed with the journal key. Deleting the last entries no longer makes a shorter chain that
 * looks whole: the head still names the entry that is gone, and the next number comes from
 * the head, not from max(sequence) + 1.
 * - Owners with entries get a head now, unsigned (a migration has no key): the server signs it
 *   at its first check or append, once the chain up to it holds.
 * - `journal_closure.last_signature`: a closure also signs the signature of the last entry it
 *   covers (null for the closures written before).
 * - The head is updated, never deleted (trigger on both databases).
 */
export const journalHeadMigration: AppMigration = {
  name: '2026-12-07-130-journal-head',
  async up(db, dialect) {
    await db.schema
      .createTable('journal_head')
      .addColumn('owner_id', 'text', (c) => c.primaryKey())
      .addColumn('sequence', 'integer', (c) => c.notNull())
      .addColumn('signature', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('head_signature', 'text')
      .execute();
    await sql`
      insert into journal_head (owner_id, sequence, signature, updated_at, head_signature)
      select e.owner_id, e.sequence, e.signature, e.recorded_at, null
      from journal_entry e
      where e.sequence = (select max(m.sequence) from journal_entry m where m.owner_id = e.owner_id)
    `.execute(db);
    await db.schema.alterTable('journal_closure').addColumn('last_signature', 'text').execute();

    if (dialect === 'postgres') {
      await sql`create trigger journal_head_no_delete before delete on journal_head
        for each row execute function journal_refuse_change()`.execute(db);
      await sql`create trigger journal_head_no_truncate before truncate on journal_head
        for each statement execute function journal_refuse_change()`.execute(db);
    } else {
      await sql`create trigger journal_head_no_delete before delete on journal_head begin
        select raise(abort, 'the payments journal is append-only: delete on journal_head refused');
        end`.execute(db);
    }
  },
};
