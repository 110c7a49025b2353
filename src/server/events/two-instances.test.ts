import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { wallClockAt } from '../../domain/time/zoned-time';
import { orderFixtures } from '../orders/testing/order-fixtures';
import { changePlan } from '../plans/plan-service';
import { sampleMenu } from '../testing/menu-fixtures';
import { openSse } from '../testing/sse-client';
import { listeningUrl, testAppForThisFile } from '../testing/test-app';

/**
 * Two app instances on one database, as deployed behind a load balancer on PostgreSQL (and,
 * on SQLite, the server beside the admin command): what one instance changes, the other
 * serves fresh, through the event log (NOTIFY on PostgreSQL, a 500 ms look on SQLite).
 */
const isPostgres = inject('testDatabase').dialect === 'postgres';
// NOTIFY answers in a few ms; the bound only has to tell it from polling (1 s before the event
// log), with room for a CI machine running other suites (259 ms seen once under such load).
const FRESH_WITHIN_MS = isPostgres ? 500 : 1000;

const a = testAppForThisFile();
const b = testAppForThisFile(() => ({ sameDatabaseAs: a }));

const fx = orderFixtures(() => a);

/** How long until `check` passes on B, polling every 5 ms (fails after 3 s). */
async function timeUntil(check: () => Promise<boolean>): Promise<number> {
  const startedAt = performance.now();
  while (!(await check())) {
    if (performance.now() - startedAt > 3000) throw new Error('never became true');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return performance.now() - startedAt;
}

const pageOnB = async (url: string) => (await b.app.inject({ method: 'GET', url })).body;

async function saveOnA(r: Awaited<ReturnType<typeof fx.restaurant>>, name: string) {
  const current = await fx.call({
    method: 'GET',
    url: `/api/v1/menus/${r.menuId}`,
    cookie: r.cookie,
  });
  const saved = await fx.call({
    method: 'PUT',
    url: `/api/v1/menus/${r.menuId}`,
    cookie: r.cookie,
    headers: { 'if-match': `"${current.json().version}"` },
    payload: sampleMenu({ name }),
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe('two instances on one database', () => {
  it(`serve a menu saved on A fresh from B within ${FRESH_WITHIN_MS} ms`, async () => {
    const r = await fx.restaurant();
    const url = `/r/${r.menuId}`;
    expect(await pageOnB(url)).toContain('<h1>Menu du midi</h1>');
    await saveOnA(r, 'Carte du soir');
    const elapsed = await timeUntil(async () =>
      (await pageOnB(url)).includes('<h1>Carte du soir</h1>'),
    );
    expect(elapsed).toBeLessThan(FRESH_WITHIN_MS);
  });

  it(`switch B's QR code address to a menu scheduled on A within ${FRESH_WITHIN_MS} ms`, async () => {
    const r = await fx.restaurant({ document: sampleMenu({ name: 'La Carte' }), open: false });
    const created = await fx.call({
      method: 'POST',
      url: '/api/v1/menus',
      cookie: r.cookie,
      payload: sampleMenu({ name: 'Menu du moment' }),
    });
    const url = `/u/${r.owner.id}`;
    expect(await pageOnB(url)).toContain('>La Carte</h1>');
    // Every day, from an hour ago to two hours ahead (Paris wall clock): it contains now.
    const { minutes } = wallClockAt(new Date());
    const at = (offset: number) => {
      const wrapped = (minutes + offset + 1440) % 1440;
      return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
    };
    const scheduled = await fx.call({
      method: 'PUT',
      url: `/api/v1/menus/${created.json().id}/schedule`,
      cookie: r.cookie,
      payload: { slots: [{ days: [1, 2, 3, 4, 5, 6, 7], start: at(-60), end: at(120) }] },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const elapsed = await timeUntil(async () =>
      (await pageOnB(url)).includes('>Menu du moment</h1>'),
    );
    expect(elapsed).toBeLessThan(FRESH_WITHIN_MS);
  });

  it('carry a plan change made on A to B', async () => {
    const r = await fx.restaurant({ plan: 'free' });
    const url = `/r/${r.menuId}?lang=en`;
    expect(await pageOnB(url)).toContain('<html lang="fr">');
    await changePlan(
      { database: a.testDatabase.database, events: a.events },
      { ownerId: r.owner.id, plan: 'premium' },
    );
    const elapsed = await timeUntil(async () => (await pageOnB(url)).includes('<html lang="en">'));
    expect(elapsed).toBeLessThan(FRESH_WITHIN_MS);
  });

  it('stream an order placed on A to a board on B, and a move on B to the diner on A', async () => {
    const r = await fx.restaurant();
    const urlOfA = await listeningUrl(a);
    const urlOfB = await listeningUrl(b);
    const board = await openSse(`${urlOfB}/api/v1/orders/events`, { cookie: r.cookie });
    const placed = (await fx.place(fx.orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }]))).json();
    expect(JSON.parse(String((await board.next())?.data))).toMatchObject({
      id: placed.id,
      status: 'pending',
    });
    const diner = await openSse(
      `${urlOfA}/api/v1/public/orders/${placed.id}/events?token=${placed.statusToken}`,
    );
    expect(JSON.parse(String((await diner.next())?.data)).status).toBe('pending');
    const moved = await fx.move(r.cookie, placed.id, 'preparing', b);
    expect(moved.statusCode).toBe(200);
    expect(JSON.parse(String((await diner.next())?.data)).status).toBe('preparing');
    expect(JSON.parse(String((await board.next())?.data)).status).toBe('preparing');
    await Promise.all([board.close(), diner.close()]);
  });

  it(`carry a dish marked "Épuisé" on A to a diner page's stream on B within ${FRESH_WITHIN_MS} ms`, async () => {
    const r = await fx.restaurant();
    const urlOfB = await listeningUrl(b);
    const diner = await openSse(`${urlOfB}/api/v1/public/menus/${r.menuId}/availability/events`);
    expect(JSON.parse(String((await diner.next())?.data))).toEqual({ soldOut: [] });
    const marked = await fx.call({
      method: 'POST',
      url: `/api/v1/menus/${r.menuId}/items/${r.beef}/sold-out`,
      cookie: r.cookie,
      payload: { soldOut: true },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    // From the answer on A (the commit), like the page tests above.
    const startedAt = performance.now();
    expect(JSON.parse(String((await diner.next())?.data))).toEqual({ soldOut: [r.beef] });
    expect(performance.now() - startedAt).toBeLessThan(FRESH_WITHIN_MS);
    expect(await pageOnB(`/r/${r.menuId}`)).toContain('<span class="sold-out">Épuisé</span>');
    await diner.close();
  });

  it.runIf(isPostgres)('lose nothing when B’s LISTEN connection is killed', async () => {
    const r = await fx.restaurant();
    const url = `/r/${r.menuId}`;
    expect(await pageOnB(url)).toContain('<h1>Menu du midi</h1>');
    const pid = b.events.listenerPid();
    expect(pid).not.toBeNull();
    await sql`select pg_terminate_backend(${pid})`.execute(a.testDatabase.database.db);
    // Changed while B is not listening: B must catch up from the table when it reconnects.
    await saveOnA(r, 'Pendant la coupure');
    // B may also read the log after a commit of its own (a translation job, issue 13) before it
    // reconnects: either way it must be up to date, and listening again.
    await timeUntil(
      async () =>
        b.events.listenerPid() !== null &&
        (await pageOnB(url)).includes('<h1>Pendant la coupure</h1>'),
    );
    const reconnected = b.events.listenerPid();
    expect(reconnected).not.toBeNull();
    expect(reconnected).not.toBe(pid);
    // And it listens again: the next change arrives as fast as before.
    await saveOnA(r, 'Après la coupure');
    const elapsed = await timeUntil(async () =>
      (await pageOnB(url)).includes('<h1>Après la coupure</h1>'),
    );
    expect(elapsed).toBeLessThan(FRESH_WITHIN_MS);
  });
});
