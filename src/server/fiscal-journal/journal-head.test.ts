import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { JournalStatusSchema } from '../../domain/journal/journal-schema';
import { createOwner, signIn } from '../testing/factories';
import { recordingLogger } from '../testing/recording-logger';
import { type TestApp, testAppForThisFile } from '../testing/test-app';
import { createJournalIntegrity } from './journal-integrity';
import { appendEntries, asAttacker, paymentEntry } from './testing/journal-fixtures';
import { runJournalVerify } from './verify-command';

/**
 * Issue 41 §5, "the journal's last page": an insider with the database (triggers off) deletes
 * or edits entries, the last one included. Each is found, shown and recorded; payments go on.
 */
const testApp = testAppForThisFile();
const db = () => testApp.testDatabase.database;
const files = mkdtempSync(path.join(tmpdir(), 'ardoise-journal-head-'));
afterAll(() => rmSync(files, { recursive: true, force: true }));

async function verify(app: TestApp, args: string[] = []) {
  const lines: string[] = [];
  const code = await runJournalVerify(args, { config: app.config, print: (l) => lines.push(l) });
  return { code, lines };
}

const parisToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());

async function restaurantWithFiveEntries() {
  const owner = await createOwner({ auth: testApp.auth, database: db() });
  const cookie = await signIn(testApp.auth, owner);
  const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: { cookie } });
  const written = await appendEntries(
    testApp,
    [1_100, 2_200, 3_300, 4_400, 5_500].map((amountCents) =>
      paymentEntry(owner.id, { amountCents }),
    ),
  );
  return { owner, get, written };
}

const deleteEntry = (ownerId: string, sequence: number) =>
  asAttacker(db(), (raw) =>
    raw
      .deleteFrom('journal_entry')
      .where('owner_id', '=', ownerId)
      .where('sequence', '=', sequence)
      .execute(),
  );

const entriesOf = (ownerId: string) =>
  db()
    .db.selectFrom('journal_entry')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .orderBy('sequence')
    .execute();

const metricValue = async () => {
  const response = await testApp.app.inject({ method: 'GET', url: '/metrics' });
  expect(response.statusCode).toBe(200);
  return /^ardoise_journal_intact (\d)$/m.exec(response.body)?.[1];
};

describe('the last entry deleted, the trigger off', () => {
  it('is found: verify fails naming it, the status and the metric say so, the report and the archive are unverified', async () => {
    const { owner, get } = await restaurantWithFiveEntries();
    const before = JournalStatusSchema.parse((await get('/api/v1/journal/status')).json());
    expect(before).toMatchObject({ intact: true, entries: 5, problem: null });
    await testApp.journal.checkAllJournals();
    expect(await metricValue()).toBe('1');

    await deleteEntry(owner.id, 5);
    const { code, lines } = await verify(testApp);
    expect(code).toBe(1);
    expect(lines).toContain(
      `owner ${owner.id}: entry 5 missing (the head records entries up to 5)`,
    );

    // The scheduled check (run here as the job runs it) finds it and records it once.
    expect(await testApp.journal.checkAllJournals()).toBeGreaterThanOrEqual(1);
    const status = JournalStatusSchema.parse((await get('/api/v1/journal/status')).json());
    expect(status.intact).toBe(false);
    expect(status.problem).toMatch(/^L’opération n° 5 du journal des paiements a été supprimée/);
    expect(await metricValue()).toBe('0');
    const rows = await entriesOf(owner.id);
    expect(rows.map((row) => [row.sequence, row.kind])).toEqual([
      [1, 'payment'],
      [2, 'payment'],
      [3, 'payment'],
      [4, 'payment'],
      [6, 'chain_break'],
    ]);
    // The break is signed on top of the deleted entry's signature: the chain's true end.
    expect(JSON.parse(rows[4]?.payload ?? '{}').reference).toBe(
      'entry 5 missing (the head records entries up to 5)',
    );

    const report = await get(`/api/v1/reports/day?date=${parisToday()}`);
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().journal).toEqual({ verified: false, problem: status.problem });
    const csv = await get(`/api/v1/reports/day?date=${parisToday()}&format=csv`);
    expect(csv.body).toContain('Journal des paiements');

    const archive = await get(`/api/v1/journal/archives/${parisToday()}`);
    expect(archive.statusCode, archive.body).toBe(200);
    expect(archive.json().integrity).toMatchObject({
      verified: false,
      head: { sequence: 6 },
    });
    const file = path.join(files, 'archive.json');
    writeFileSync(file, archive.body);
    const checked = await verify(testApp, [file]);
    expect(checked.code).toBe(1);
    expect(checked.lines[0]).toMatch(/made from a journal that did not hold/);
  });

  it('is found by the next payment, which does not reuse the number and is signed on top of the recorded break', async () => {
    const { owner, get, written } = await restaurantWithFiveEntries();
    await deleteEntry(owner.id, 5);
    const [next] = await appendEntries(testApp, [paymentEntry(owner.id, { amountCents: 900 })]);
    expect(next?.sequence).toBe(7);
    const rows = await entriesOf(owner.id);
    const [brk, payment] = rows.slice(-2);
    expect(brk).toMatchObject({ sequence: 6, kind: 'chain_break' });
    expect(brk?.previous_signature).toBe(written[4]?.signature);
    expect(payment).toMatchObject({ sequence: 7, kind: 'payment' });
    expect(payment?.previous_signature).toBe(brk?.signature);
    const status = (await get('/api/v1/journal/status')).json();
    expect(status.intact).toBe(false);
    // Deleting again cannot roll the counter back: the head keeps it.
    await deleteEntry(owner.id, 7);
    const [after] = await appendEntries(testApp, [paymentEntry(owner.id, { amountCents: 100 })]);
    expect(after?.sequence).toBe(9);
    const { code, lines } = await verify(testApp);
    expect(code).toBe(1);
    expect(lines).toContain(`owner ${owner.id}: entry 5 missing`);
  });

  it('deleting the head record too is found', async () => {
    const { owner } = await restaurantWithFiveEntries();
    await deleteEntry(owner.id, 5);
    await asAttacker(db(), (raw) =>
      raw.deleteFrom('journal_head').where('owner_id', '=', owner.id).execute(),
    );
    const { code, lines } = await verify(testApp);
    expect(code).toBe(1);
    expect(lines).toContain(`owner ${owner.id}: the head record is missing (entries up to 4)`);
  });

  it('a head rewritten without the key is found', async () => {
    const { owner } = await restaurantWithFiveEntries();
    const fourth = (await entriesOf(owner.id))[3];
    await deleteEntry(owner.id, 5);
    await asAttacker(db(), (raw) =>
      raw
        .updateTable('journal_head')
        .set({ sequence: 4, signature: fourth?.signature ?? '' })
        .where('owner_id', '=', owner.id)
        .execute(),
    );
    const { lines } = await verify(testApp);
    expect(lines).toContain(`owner ${owner.id}: the head record: signature does not match`);
  });
});

describe('closures', () => {
  it('sign the signature of the last entry they cover', async () => {
    const { owner, written } = await restaurantWithFiveEntries();
    await testApp.journal.closeFinishedPeriods({ at: new Date(Date.now() + 3 * 86_400_000) });
    const day = await db()
      .db.selectFrom('journal_closure')
      .selectAll()
      .where('owner_id', '=', owner.id)
      .where('kind', '=', 'day')
      .executeTakeFirstOrThrow();
    expect(day.last_sequence).toBe(5);
    expect(day.last_signature).toBe(written[4]?.signature);
    expect((await verify(testApp)).lines.some((line) => line.includes(owner.id))).toBe(false);
  });
});

describe('an entry edited in place', () => {
  it('is recorded as a break before the report, and the next payment is signed on top of it', async () => {
    const { owner, get } = await restaurantWithFiveEntries();
    await asAttacker(db(), (raw) =>
      raw
        .updateTable('journal_entry')
        .set({ payload: sql`replace(payload, '"amountCents":3300', '"amountCents":330')` })
        .where('owner_id', '=', owner.id)
        .where('sequence', '=', 3)
        .execute(),
    );
    const report = await get(`/api/v1/reports/day?date=${parisToday()}`);
    expect(report.json().journal.verified).toBe(false);
    const [next] = await appendEntries(testApp, [paymentEntry(owner.id)]);
    const rows = await entriesOf(owner.id);
    expect(rows.map((row) => row.kind).slice(-2)).toEqual(['chain_break', 'payment']);
    expect(JSON.parse(rows.at(-2)?.payload ?? '{}').reference).toBe(
      'entry 3: signature does not match',
    );
    expect(next?.sequence).toBe(7);
    expect(rows.at(-1)?.previous_signature).toBe(rows.at(-2)?.signature);
    // Checking again records nothing more.
    await testApp.journal.checkAllJournals();
    expect(await entriesOf(owner.id)).toHaveLength(7);
  });

  it('the last entry edited in place is recorded by the next append itself', async () => {
    const { owner } = await restaurantWithFiveEntries();
    await asAttacker(db(), (raw) =>
      raw
        .updateTable('journal_entry')
        .set({ payload: sql`replace(payload, '"amountCents":5500', '"amountCents":550')` })
        .where('owner_id', '=', owner.id)
        .where('sequence', '=', 5)
        .execute(),
    );
    await appendEntries(testApp, [paymentEntry(owner.id)]);
    const rows = await entriesOf(owner.id);
    expect(rows.slice(-2).map((row) => [row.sequence, row.kind])).toEqual([
      [6, 'chain_break'],
      [7, 'payment'],
    ]);
    expect(JSON.parse(rows.at(-2)?.payload ?? '{}').reference).toBe(
      'entry 5: signature does not match',
    );
  });
});

describe('the integrity watch', () => {
  it('logs an error for a break it records, once', async () => {
    const { owner } = await restaurantWithFiveEntries();
    const { log, lines } = recordingLogger();
    const integrity = createJournalIntegrity({
      journal: testApp.fiscalJournal,
      database: db(),
      events: testApp.events,
      log,
      now: () => new Date(),
    });
    expect(await integrity.checkOwner(owner.id)).toMatchObject({ intact: true, entries: 5 });
    await deleteEntry(owner.id, 5);
    expect(await integrity.checkOwner(owner.id)).toMatchObject({ intact: false });
    expect(lines).toEqual([
      'the payments journal does not hold: entry 5 missing (the head records entries up to 5) (recorded as a break)',
    ]);
    await integrity.checkOwner(owner.id);
    expect(lines).toHaveLength(1);
  });

  it('checks from where its last clean check stopped, and in full at the daily pass', async () => {
    const { owner, get } = await restaurantWithFiveEntries();
    expect((await get('/api/v1/journal/status')).json().intact).toBe(true);
    await appendEntries(testApp, [paymentEntry(owner.id, { amountCents: 700 })]);
    // An entry already checked, edited: the next check from the check point does not re-read
    // it, the full pass does (documented in docs/fiscal-journal.md).
    await asAttacker(db(), (raw) =>
      raw
        .updateTable('journal_entry')
        .set({ payload: sql`replace(payload, '"amountCents":2200', '"amountCents":220')` })
        .where('owner_id', '=', owner.id)
        .where('sequence', '=', 2)
        .execute(),
    );
    await testApp.journal.checkAllJournals();
    const status = (await get('/api/v1/journal/status')).json();
    expect(status).toMatchObject({ intact: false, entries: 7 });
    expect(status.problem).toMatch(/^L’opération n° 2 /);
  });

  it('answers the status to a signed-in owner only', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/journal/status' });
    expect(response.statusCode).toBe(401);
  });
});
