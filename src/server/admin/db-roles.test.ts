import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../db/database';
import { lockOwner } from '../db/portable';
import { createFiscalJournal } from '../fiscal-journal/fiscal-journal';
import { paymentEntry } from '../fiscal-journal/testing/journal-fixtures';
import { createOwner } from '../testing/factories';
import { TEST_JOURNAL_KEY, testAppForThisFile } from '../testing/test-app';
import { grantRuntimeRole } from './db-roles';

/**
 * `npm run db:roles` (issue 41 §5): the app's runtime role appends to and reads the journal,
 * and can neither delete from it nor disable its triggers. PostgreSQL only: SQLite has no roles.
 */
const isPostgres = inject('testDatabase').dialect === 'postgres';

describe.runIf(isPostgres)('the PostgreSQL runtime role', () => {
  const testApp = testAppForThisFile();
  const role = `ardoise_runtime_${randomBytes(4).toString('hex')}`;
  let runtime: ReturnType<typeof createDatabase> | undefined;

  afterAll(async () => {
    await runtime?.destroy();
    const { db } = testApp.testDatabase.database;
    await sql`drop owned by ${sql.id(role)}`.execute(db);
    await sql`drop role if exists ${sql.id(role)}`.execute(db);
  });

  it('inserts and reads the journal, but cannot delete from it nor disable its triggers', async () => {
    const { database } = testApp.testDatabase;
    const owner = await createOwner({ auth: testApp.auth, database });
    expect(await grantRuntimeRole(database.db, { role })).toContain(`role ${role} created`);
    // Run twice: idempotent.
    await grantRuntimeRole(database.db, { role });

    const url = new URL(
      testApp.testDatabase.settings.dialect === 'postgres' ? testApp.testDatabase.settings.url : '',
    );
    url.username = role;
    url.password = '';
    runtime = createDatabase({ dialect: 'postgres', url: url.toString() });
    const db = runtime.db;

    // The app's own append, as the runtime role: entry, head, owner lock.
    const journal = createFiscalJournal({
      key: Buffer.from(TEST_JOURNAL_KEY, 'hex'),
      dialect: 'postgres',
    });
    const written = await db.transaction().execute(async (trx) => {
      await lockOwner(trx, 'postgres', owner.id);
      return journal.append(trx, paymentEntry(owner.id));
    });
    expect(written.sequence).toBe(1);
    const rows = await db
      .selectFrom('journal_entry')
      .select('sequence')
      .where('owner_id', '=', owner.id)
      .execute();
    expect(rows).toEqual([{ sequence: 1 }]);

    await expect(
      db.deleteFrom('journal_entry').where('owner_id', '=', owner.id).execute(),
    ).rejects.toThrow(/permission denied/);
    await expect(sql`truncate journal_entry`.execute(db)).rejects.toThrow(/permission denied/);
    await expect(db.updateTable('journal_entry').set({ kind: 'refund' }).execute()).rejects.toThrow(
      /permission denied/,
    );
    await expect(
      db.deleteFrom('journal_head').where('owner_id', '=', owner.id).execute(),
    ).rejects.toThrow(/permission denied/);
    for (const statement of [
      'alter table journal_entry disable trigger user',
      'alter table journal_entry disable trigger all',
      'alter table journal_closure disable trigger journal_closure_append_only',
      'drop trigger journal_entry_append_only on journal_entry',
    ]) {
      await expect(sql.raw(statement).execute(db), statement).rejects.toThrow(
        /must be owner|permission denied/,
      );
    }
    await expect(
      sql`alter table journal_head owner to ${sql.id(role)}`.execute(db),
    ).rejects.toThrow(/must be owner/);
    // The rest of the app still works as that role: an ordinary table takes writes.
    await db.updateTable('user').set({ name: 'Chez Runtime' }).where('id', '=', owner.id).execute();
  });
});
