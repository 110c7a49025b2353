import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFiscalJournal } from '../../fiscal-journal/fiscal-journal';
import {
  createSigner,
  entryGenesis,
  entrySigningParts,
} from '../../fiscal-journal/journal-signing';
import { verifyDatabase } from '../../fiscal-journal/journal-verify';
import { paymentEntry } from '../../fiscal-journal/testing/journal-fixtures';
import { TEST_JOURNAL_KEY } from '../../testing/test-app';
import type { TestDatabase } from '../../testing/test-database';
import { migrateToLatest } from '../migrator';
import { migrations } from '.';
import { createDatabaseBefore, insertAccount } from './upgrade-testing';

// Issue 41 §5: a journal written before the head existed gets an unsigned head at its last
// entry; it verifies, the next append signs the head and follows it. SQLite and PostgreSQL.
let testDatabase: TestDatabase;
beforeAll(async () => {
  testDatabase = await createDatabaseBefore('2026-12-07-130-journal-head');
});
afterAll(() => testDatabase.cleanup());

const key = Buffer.from(TEST_JOURNAL_KEY, 'hex');

describe('the journal head migration', () => {
  it('gives journals written before it a head at their last entry', async () => {
    const { database } = testDatabase;
    // biome-ignore lint/suspicious/noExplicitAny: the schema before this migration
    const db = database.db as any;
    await insertAccount(db, 'owner-a', new Date().toISOString());
    // Entries as the previous release wrote them: no head to move, closures without
    // last_signature (signed v1).
    const journal = createFiscalJournal({ key, dialect: database.dialect });
    const signer = createSigner(key);
    let previous = entryGenesis('owner-a');
    for (const sequence of [1, 2, 3]) {
      const row = {
        owner_id: 'owner-a',
        sequence,
        kind: 'payment' as const,
        occurred_at: '2026-12-01T12:00:00.000Z',
        recorded_at: `2026-12-01T12:0${sequence}:00.000Z`,
        payload: JSON.stringify({
          amountCents: 1000,
          method: 'card',
          reference: `pay_${sequence}`,
          tabId: null,
          table: null,
          tipCents: 0,
          vat: [{ rateBp: 1000, totalCents: 1000, vatCents: 91 }],
        }),
        previous_signature: previous,
      };
      const signature = signer.sign(entrySigningParts(row));
      await db
        .insertInto('journal_entry')
        .values({ ...row, signature })
        .execute();
      previous = signature;
    }

    const applied = await migrateToLatest(db, database.dialect, migrations);
    expect(applied).toContain('2026-12-07-130-journal-head');
    const head = await database.db
      .selectFrom('journal_head')
      .selectAll()
      .where('owner_id', '=', 'owner-a')
      .executeTakeFirstOrThrow();
    expect(head).toMatchObject({ sequence: 3, signature: previous, head_signature: null });
    expect((await verifyDatabase(database.db, signer)).problems).toEqual([]);

    const written = await database.db
      .transaction()
      .execute((trx) => journal.append(trx, paymentEntry('owner-a')));
    expect(written.sequence).toBe(4);
    const signed = await database.db
      .selectFrom('journal_head')
      .selectAll()
      .where('owner_id', '=', 'owner-a')
      .executeTakeFirstOrThrow();
    expect(signed.sequence).toBe(4);
    expect(signed.head_signature).toMatch(/^[0-9a-f]{64}$/);
    expect((await verifyDatabase(database.db, signer)).problems).toEqual([]);
  });
});
