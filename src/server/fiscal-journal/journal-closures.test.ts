import { describe, expect, inject, it } from 'vitest';
import type { Closure } from '../../domain/journal/journal-schema';
import { createOwner } from '../testing/factories';
import { testAppForThisFile } from '../testing/test-app';
import { CLOSURE_GRACE_MS } from './journal-closures';
import { appendEntries, paymentEntry } from './testing/journal-fixtures';

/** The journal's clock: each entry is recorded at the time set here. */
let clock = new Date('2026-03-28T10:00:00Z');
const now = () => clock;
const testApp = testAppForThisFile({ now });
const second = testAppForThisFile(() => ({ sameDatabaseAs: testApp, now }));

const newOwner = () => createOwner({ auth: testApp.auth, database: testApp.testDatabase.database });
const closuresOf = (ownerId: string, kind?: Closure['kind']) =>
  testApp.journal.listClosures({ ownerId, kind });
const closeAt = (iso: string) => testApp.journal.closeFinishedPeriods({ at: new Date(iso) });

/** Appends `entry` as if it were recorded at `iso`. */
async function recordAt(iso: string, entry: ReturnType<typeof paymentEntry>) {
  clock = new Date(iso);
  return (await appendEntries(testApp, [{ ...entry, occurredAt: iso }]))[0];
}

describe('closures (clôtures) per Europe/Paris day, month and year', () => {
  it('closes each finished Paris day with totals per VAT rate, method and kind, then the month and the year', async () => {
    const owner = await newOwner();
    const other = await newOwner();
    // 23:30 in Paris on 28 March (UTC+1), then 00:30 on the 29th: two days.
    await recordAt(
      '2026-03-28T22:30:00Z',
      paymentEntry(owner.id, { amountCents: 2_400, wineCents: 1_800, tipCents: 300 }),
    );
    await recordAt('2026-03-28T22:40:00Z', {
      ...paymentEntry(owner.id, { amountCents: 1_500 }),
      kind: 'tab_closure',
      method: 'cash',
    });
    await recordAt('2026-03-28T22:50:00Z', paymentEntry(other.id, { amountCents: 9_900 }));
    await recordAt('2026-03-28T23:30:00Z', {
      ...paymentEntry(owner.id, { amountCents: -1_000 }),
      kind: 'refund',
    });

    // 29 March is the 23-hour day of the spring change; it ends at 22:00 UTC.
    await closeAt('2026-03-29T21:00:00Z');
    expect((await closuresOf(owner.id)).map((c) => c.period)).toEqual(['2026-03-28']);
    await closeAt(new Date(Date.parse('2026-03-29T22:00:00Z') + CLOSURE_GRACE_MS).toISOString());
    const days = await closuresOf(owner.id, 'day');
    expect(
      days.map((c) => [c.period, c.sequence, c.firstSequence, c.lastSequence, c.entryCount]),
    ).toEqual([
      ['2026-03-29', 2, 3, 3, 1],
      ['2026-03-28', 1, 1, 2, 2],
    ]);
    const [march29, march28] = days as [Closure, Closure];
    expect(march28).toMatchObject({
      totalCents: 5_700,
      tipCents: 300,
      grandTotalCents: 5_700,
      byRate: [
        { rateBp: 1000, totalCents: 3_900, vatCents: 218 + 136 },
        { rateBp: 2000, totalCents: 1_800, vatCents: 300 },
      ],
      byMethod: [
        { method: 'card', amountCents: 4_200, tipCents: 300, count: 1 },
        { method: 'cash', amountCents: 1_500, tipCents: 0, count: 1 },
      ],
      byKind: [
        { kind: 'payment', amountCents: 4_200, count: 1 },
        { kind: 'tab_closure', amountCents: 1_500, count: 1 },
      ],
    });
    expect(march29).toMatchObject({
      totalCents: -1_000,
      grandTotalCents: 4_700,
      previousSignature: march28.signature,
    });
    expect(await closuresOf(owner.id, 'month')).toEqual([]);

    // April 1st, 00:05 in Paris (UTC+2): March is over.
    await recordAt('2026-04-01T08:00:00Z', paymentEntry(owner.id, { amountCents: 1_000 }));
    await closeAt('2026-03-31T22:05:00Z');
    const [march] = await closuresOf(owner.id, 'month');
    expect(march).toMatchObject({
      period: '2026-03',
      sequence: 1,
      firstSequence: 1,
      lastSequence: 3,
      entryCount: 3,
      totalCents: 4_700,
      grandTotalCents: 4_700,
      byMethod: [
        { method: 'card', amountCents: 3_200, tipCents: 300, count: 2 },
        { method: 'cash', amountCents: 1_500, tipCents: 0, count: 1 },
      ],
    });

    await closeAt('2027-01-01T00:00:00Z');
    const [april] = await closuresOf(owner.id, 'month');
    expect(april).toMatchObject({
      period: '2026-04',
      firstSequence: 4,
      totalCents: 1_000,
      grandTotalCents: 5_700,
    });
    const [year] = await closuresOf(owner.id, 'year');
    expect(year).toMatchObject({
      period: '2026',
      firstSequence: 1,
      lastSequence: 4,
      totalCents: 5_700,
      grandTotalCents: 5_700,
    });
    // The other restaurant's entry is in its own closures only.
    expect((await closuresOf(other.id)).map((c) => [c.kind, c.totalCents])).toEqual([
      ['year', 9_900],
      ['month', 9_900],
      ['day', 9_900],
    ]);
    // Newest first: by the end of the period, and for one end the year, the month, the day.
    expect((await closuresOf(owner.id)).map((c) => c.period)).toEqual([
      '2026',
      '2026-04',
      '2026-04-01',
      '2026-03',
      '2026-03-29',
      '2026-03-28',
    ]);
  });

  it('closes nothing twice, and counts an entry written into a closed day in the next closure', async () => {
    const owner = await newOwner();
    await recordAt('2026-05-04T10:00:00Z', paymentEntry(owner.id, { amountCents: 1_000 }));
    await closeAt('2026-05-06T00:00:00Z');
    await closeAt('2026-05-06T00:10:00Z');
    expect((await closuresOf(owner.id, 'day')).map((c) => c.period)).toEqual(['2026-05-04']);
    // A late clock (another instance's) writes into 4 May after it was closed.
    await recordAt('2026-05-04T12:00:00Z', paymentEntry(owner.id, { amountCents: 500 }));
    await recordAt('2026-05-06T09:00:00Z', paymentEntry(owner.id, { amountCents: 700 }));
    await closeAt('2026-05-08T00:00:00Z');
    const days = await closuresOf(owner.id, 'day');
    expect(days.map((c) => [c.period, c.firstSequence, c.lastSequence, c.totalCents])).toEqual([
      ['2026-05-06', 3, 3, 700],
      ['2026-05-05', 2, 2, 500],
      ['2026-05-04', 1, 1, 1_000],
    ]);
  });

  // SQLite serves one instance (its writes wait on a file lock that blocks the process): there
  // the two instances close one after the other.
  it('writes each closure once when two instances close at the same time', async () => {
    const owners = [await newOwner(), await newOwner(), await newOwner()];
    for (const owner of owners) {
      await recordAt('2026-06-10T10:00:00Z', paymentEntry(owner.id));
      await recordAt('2026-06-11T10:00:00Z', paymentEntry(owner.id));
    }
    // One account is gone: no row to lock, the unique (owner, kind, period) decides.
    const gone = owners[2]?.id as string;
    await testApp.testDatabase.database.db.deleteFrom('user').where('id', '=', gone).execute();
    const at = new Date('2026-07-01T00:00:00Z');
    const runs = [testApp, second, testApp, second].map(
      (instance) => () => instance.journal.closeFinishedPeriods({ at }),
    );
    if (inject('testDatabase').dialect === 'postgres') await Promise.all(runs.map((run) => run()));
    else for (const run of runs) await run();
    for (const owner of owners) {
      const closures = await closuresOf(owner.id);
      expect(closures.map((c) => [c.kind, c.period, c.sequence])).toEqual([
        ['month', '2026-06', 1],
        ['day', '2026-06-11', 2],
        ['day', '2026-06-10', 1],
      ]);
    }
  });
});
