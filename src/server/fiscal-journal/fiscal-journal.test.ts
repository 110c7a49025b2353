import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { lockOwner } from '../db/portable';
import { createOwner, signIn } from '../testing/factories';
import { createClient } from '../testing/http-client';
import { TEST_JOURNAL_KEY, testAppForThisFile } from '../testing/test-app';
import { chainStart, createEntryWalker } from './journal-checks';
import { createSigner } from './journal-signing';
import { appendEntries, paymentEntry } from './testing/journal-fixtures';

const testApp = testAppForThisFile();
const db = () => testApp.testDatabase.database.db;
const newOwner = () => createOwner({ auth: testApp.auth, database: testApp.testDatabase.database });
const entriesOf = (ownerId: string) =>
  db()
    .selectFrom('journal_entry')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .orderBy('sequence')
    .execute();

/** Null when the owner's chain holds from its first entry. */
async function chainProblem(ownerId: string) {
  const walker = createEntryWalker(
    createSigner(Buffer.from(TEST_JOURNAL_KEY, 'hex')),
    chainStart(ownerId),
  );
  for (const row of await entriesOf(ownerId)) {
    const problem = walker.check(row);
    if (problem) return problem;
  }
  return null;
}

describe('append (the API payments call inside their transaction)', () => {
  it('numbers each owner’s entries 1, 2, 3… and chains their signatures', async () => {
    const [owner, other] = [await newOwner(), await newOwner()];
    const results = await appendEntries(testApp, [
      paymentEntry(owner.id, { amountCents: 2_400, wineCents: 1_800, tipCents: 300 }),
      paymentEntry(other.id),
      { ...paymentEntry(owner.id, { amountCents: -1_000 }), kind: 'refund' },
    ]);
    expect(results.map((result) => result.sequence)).toEqual([1, 1, 2]);
    const rows = await entriesOf(owner.id);
    expect(rows.map((row) => row.sequence)).toEqual([1, 2]);
    expect(rows[1]?.previous_signature).toBe(rows[0]?.signature);
    expect(rows[0]?.signature).toBe(results[0]?.signature);
    expect(rows[0]?.signature).toMatch(/^[0-9a-f]{64}$/);
    // Canonical JSON: sorted keys, the VAT lines by rate, no personal data.
    const reference = JSON.parse(rows[0]?.payload ?? '{}').reference;
    expect(rows[0]?.payload).toBe(
      `{"amountCents":4200,"method":"card","reference":"${reference}","tabId":"tab_1","table":"4","tipCents":300,"vat":[{"rateBp":1000,"totalCents":2400,"vatCents":218},{"rateBp":2000,"totalCents":1800,"vatCents":300}]}`,
    );
    expect(await chainProblem(owner.id)).toBeNull();
    expect(await chainProblem(other.id)).toBeNull();
  });

  it('gives 10 parallel appends for one owner the sequences 1 to 10, chained', async () => {
    const owner = await newOwner();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        testApp.events.transaction(async (trx) => {
          await lockOwner(trx, testApp.testDatabase.database.dialect, owner.id);
          return testApp.fiscalJournal.append(trx, paymentEntry(owner.id));
        }),
      ),
    );
    expect(results.map((result) => result.sequence).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect(await chainProblem(owner.id)).toBeNull();
  });

  it('is rolled back with the transaction that recorded it', async () => {
    const owner = await newOwner();
    await expect(
      testApp.events.transaction(async (trx) => {
        await testApp.fiscalJournal.append(trx, paymentEntry(owner.id));
        throw new Error('the payment failed');
      }),
    ).rejects.toThrow('the payment failed');
    expect(await entriesOf(owner.id)).toEqual([]);
    const [result] = await appendEntries(testApp, [paymentEntry(owner.id)]);
    expect(result?.sequence).toBe(1);
  });

  it('refuses an entry whose VAT does not add up, a wrong sign, a missing method or an e-mail', async () => {
    const owner = await newOwner();
    const append = (entry: ReturnType<typeof paymentEntry>) =>
      testApp.events.transaction((trx) => testApp.fiscalJournal.append(trx, entry));
    const payment = paymentEntry(owner.id);
    await expect(append({ ...payment, amountCents: payment.amountCents + 1 })).rejects.toThrow(
      /add up/,
    );
    await expect(append({ ...payment, kind: 'refund' })).rejects.toThrow(/refund negative/);
    await expect(append({ ...payment, method: null })).rejects.toThrow(/method/);
    await expect(append({ ...payment, reference: 'marie@example.fr' })).rejects.toThrow(
      /personal data/,
    );
    expect(await entriesOf(owner.id)).toEqual([]);
  });

  it('keeps the entries when the account is deleted (no foreign key, 6 years)', async () => {
    const owner = await newOwner();
    await appendEntries(testApp, [paymentEntry(owner.id), paymentEntry(owner.id)]);
    const client = createClient(testApp, {
      headers: { cookie: await signIn(testApp.auth, owner) },
    });
    const deleted = await client.post('/api/auth/delete-user', { password: owner.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const user = await db()
      .selectFrom('user')
      .select('id')
      .where('id', '=', owner.id)
      .executeTakeFirst();
    expect(user).toBeUndefined();
    expect((await entriesOf(owner.id)).map((row) => row.sequence)).toEqual([1, 2]);
    expect(await chainProblem(owner.id)).toBeNull();
  });
});

describe('the database refuses changes (append-only triggers)', () => {
  it('refuses UPDATE and DELETE of entries and closures through the app’s own connection', async () => {
    const owner = await newOwner();
    await appendEntries(testApp, [paymentEntry(owner.id)]);
    await testApp.journal.closeFinishedPeriods({ at: new Date(Date.now() + 3 * 86_400_000) });
    const closures = await db()
      .selectFrom('journal_closure')
      .selectAll()
      .where('owner_id', '=', owner.id)
      .execute();
    expect(closures.length).toBeGreaterThan(0);
    for (const table of ['journal_entry', 'journal_closure'] as const) {
      await expect(
        db()
          .updateTable(table)
          .set({ signature: 'f'.repeat(64) })
          .where('owner_id', '=', owner.id)
          .execute(),
      ).rejects.toThrow(/append-only/);
      await expect(
        db().deleteFrom(table).where('owner_id', '=', owner.id).execute(),
      ).rejects.toThrow(/append-only/);
      await expect(db().deleteFrom(table).execute()).rejects.toThrow(/append-only/);
    }
    expect(await entriesOf(owner.id)).toHaveLength(1);
    expect(await chainProblem(owner.id)).toBeNull();
  });

  it.runIf(inject('testDatabase').dialect === 'postgres')(
    'refuses TRUNCATE on PostgreSQL',
    async () => {
      for (const table of ['journal_entry', 'journal_closure']) {
        await expect(sql`truncate ${sql.table(table)}`.execute(db())).rejects.toThrow(
          /append-only/,
        );
      }
    },
  );
});
