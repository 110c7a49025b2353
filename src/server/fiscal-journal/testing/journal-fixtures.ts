import { type Kysely, sql } from 'kysely';
import type { JournalEntryInput } from '../../../domain/journal/journal-schema';
import type { AppDatabase } from '../../db/database';
import { lockOwner } from '../../db/portable';
import type { Database } from '../../db/schema';
import type { TestApp } from '../../testing/test-app';

/** Shared by the journal's tests: entries as payments will append them, and an attacker. */

let counter = 0;

/** A card payment of `amountCents` at 10 % VAT (and 20 % when `wineCents` is given). */
export function paymentEntry(
  ownerId: string,
  overrides: Partial<JournalEntryInput> & { wineCents?: number } = {},
): JournalEntryInput {
  const { wineCents = 0, ...rest } = overrides;
  const foodCents = overrides.amountCents ?? 2_400;
  const vat = [{ rateBp: 1000, totalCents: foodCents, vatCents: Math.round(foodCents / 11) }];
  if (wineCents)
    vat.push({ rateBp: 2000, totalCents: wineCents, vatCents: Math.round(wineCents / 6) });
  counter += 1;
  return {
    ownerId,
    kind: 'payment',
    occurredAt: new Date().toISOString(),
    tipCents: 0,
    method: 'card',
    reference: `pay_${counter}`,
    tabId: 'tab_1',
    table: '4',
    vat,
    ...rest,
    amountCents: foodCents + wineCents,
  };
}

/** Appends each entry in its own transaction holding the owner's lock, as payments will. */
export async function appendEntries(testApp: TestApp, entries: readonly JournalEntryInput[]) {
  const results = [];
  for (const entry of entries) {
    results.push(
      await testApp.events.transaction(async (trx) => {
        await lockOwner(trx, testApp.testDatabase.database.dialect, entry.ownerId);
        return testApp.fiscalJournal.append(trx, entry);
      }),
    );
  }
  return results;
}

/**
 * Runs `work` as someone with the database file or a superuser would: the append-only
 * triggers switched off (PostgreSQL) or dropped (SQLite), then put back.
 */
export async function asAttacker<T>(
  database: AppDatabase,
  work: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  const { db, dialect } = database;
  const tables = ['journal_entry', 'journal_closure', 'journal_head'];
  if (dialect === 'postgres') {
    for (const table of tables)
      await sql`alter table ${sql.table(table)} disable trigger user`.execute(db);
    try {
      return await work(db);
    } finally {
      for (const table of tables)
        await sql`alter table ${sql.table(table)} enable trigger user`.execute(db);
    }
  }
  const { rows } = await sql<{ name: string; sql: string }>`
    select name, sql from sqlite_master where type = 'trigger' and tbl_name like 'journal_%'`.execute(
    db,
  );
  for (const trigger of rows) await sql`drop trigger ${sql.id(trigger.name)}`.execute(db);
  try {
    return await work(db);
  } finally {
    for (const trigger of rows) await sql.raw(trigger.sql).execute(db);
  }
}
