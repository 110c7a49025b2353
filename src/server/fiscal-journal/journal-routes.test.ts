import { describe, expect, it } from 'vitest';
import { JournalArchiveSchema } from '../../domain/journal/journal-schema';
import { createOwner, signIn } from '../testing/factories';
import { TEST_JOURNAL_KEY, testAppForThisFile } from '../testing/test-app';
import { createSigner } from './journal-signing';
import { verifyArchive } from './journal-verify';
import { appendEntries, paymentEntry } from './testing/journal-fixtures';

let clock = new Date('2026-10-14T10:00:00Z');
const testApp = testAppForThisFile({ now: () => clock });
const signer = createSigner(Buffer.from(TEST_JOURNAL_KEY, 'hex'));

async function restaurant() {
  const owner = await createOwner({ auth: testApp.auth, database: testApp.testDatabase.database });
  const cookie = await signIn(testApp.auth, owner);
  const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: { cookie } });
  return { owner, get };
}

/** Two entries on 14 October, one on the 15th, the days and October closed. */
async function restaurantWithJournal() {
  const r = await restaurant();
  for (const [iso, cents] of [
    ['2026-10-14T10:00:00Z', 2_000],
    ['2026-10-14T19:00:00Z', 3_000],
    ['2026-10-15T12:00:00Z', 4_000],
  ] as const) {
    clock = new Date(iso);
    await appendEntries(testApp, [
      paymentEntry(r.owner.id, { amountCents: cents, occurredAt: iso }),
    ]);
  }
  await testApp.journal.closeFinishedPeriods({ at: new Date('2026-11-01T00:00:00Z') });
  return r;
}

describe('GET /api/v1/journal/closures', () => {
  it('lists my closures, newest first, of one kind when asked', async () => {
    const { get } = await restaurantWithJournal();
    const all = await get('/api/v1/journal/closures');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers['cache-control']).toBe('no-store');
    expect(all.json().map((c: { period: string }) => c.period)).toEqual([
      '2026-10',
      '2026-10-15',
      '2026-10-14',
    ]);
    const days = (await get('/api/v1/journal/closures?kind=day')).json();
    expect(
      days.map((c: { period: string; totalCents: number }) => [c.period, c.totalCents]),
    ).toEqual([
      ['2026-10-15', 4_000],
      ['2026-10-14', 5_000],
    ]);
    expect((await get('/api/v1/journal/closures?kind=month&year=2025')).json()).toEqual([]);
    expect((await get('/api/v1/journal/closures?kind=week')).statusCode).toBe(400);
  });

  it('shows nothing of another restaurant, and asks for a session', async () => {
    await restaurantWithJournal();
    const other = await restaurant();
    const list = await other.get('/api/v1/journal/closures');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([]);
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/v1/journal/closures' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/v1/journal/archives/{period}', () => {
  it('downloads a signed day archive: its entries, its closure, the chain around them', async () => {
    const { owner, get } = await restaurantWithJournal();
    const response = await get('/api/v1/journal/archives/2026-10-14');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="journal-2026-10-14.json"',
    );
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const archive = JournalArchiveSchema.parse(response.json());
    expect(archive).toMatchObject({ ownerId: owner.id, period: '2026-10-14', periodKind: 'day' });
    expect(archive.entries.map((entry) => [entry.sequence, entry.payload.amountCents])).toEqual([
      [1, 2_000],
      [2, 3_000],
    ]);
    expect(archive.chain).toMatchObject({ firstSequence: 1, lastSequence: 2 });
    expect(archive.chain.lastSignature).toBe(archive.entries[1]?.signature);
    expect(archive.closures.map((c) => [c.kind, c.period])).toEqual([['day', '2026-10-14']]);
    expect(verifyArchive(response.body, signer).problem).toBeNull();
  });

  it('archives a month with its closure and its days, a year, and a period not closed yet', async () => {
    const { get } = await restaurantWithJournal();
    const month = (await get('/api/v1/journal/archives/2026-10')).json();
    expect(month.entries).toHaveLength(3);
    expect(month.closures.map((c: { period: string }) => c.period)).toEqual([
      '2026-10',
      '2026-10-14',
      '2026-10-15',
    ]);
    const year = await get('/api/v1/journal/archives/2026');
    expect(year.statusCode).toBe(200);
    expect(year.json().entries).toHaveLength(3);
    expect(verifyArchive(year.body, signer).problem).toBeNull();
    // November is not over: its archive holds what was recorded so far, no closure.
    const r = await restaurant();
    clock = new Date('2026-11-03T09:00:00Z');
    await appendEntries(testApp, [paymentEntry(r.owner.id)]);
    const open = (await r.get('/api/v1/journal/archives/2026-11')).json();
    expect(open.entries).toHaveLength(1);
    expect(open.closures).toEqual([]);
  });

  it('answers 404 in French for a period without entries, and for another restaurant’s', async () => {
    const { get } = await restaurantWithJournal();
    const empty = await get('/api/v1/journal/archives/2026-10-16');
    expect(empty.statusCode).toBe(404);
    expect(empty.json().error.message).toBe(
      'Aucune opération n’est enregistrée au journal pour le 16 octobre 2026.',
    );
    expect((await get('/api/v1/journal/archives/2025')).json().error.message).toBe(
      'Aucune opération n’est enregistrée au journal pour l’année 2025.',
    );
    const other = await restaurant();
    expect((await other.get('/api/v1/journal/archives/2026-10')).statusCode).toBe(404);
  });

  it.each(['2026-13', '2026-02-30', '2026-1', 'hier', '26-10-14', '2026-10-14T00', '1999'])(
    'answers 422 for the malformed period %s',
    async (period) => {
      const { get } = await restaurant();
      const response = await get(`/api/v1/journal/archives/${period}`);
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', field: 'period' });
      expect(response.json().error.message).toMatch(/^Période invalide/);
    },
  );
});
