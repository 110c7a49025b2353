import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minutesOfTime } from '../../domain/reports/day-report-rules';
import { TEAM_MESSAGES } from '../../domain/team/roles';
import { instantOfWallClock } from '../../domain/time/zoned-time';
import { orderFixtures } from '../orders/testing/order-fixtures';
import { paymentAccountClient } from '../payments/testing/payment-account-client';
import { teamFixtures } from '../team/testing/team-fixtures';
import { type FakeStripe, startFakeStripe } from '../testing/fake-stripe';
import { connectWebhookPoster } from '../testing/fake-stripe-connect';
import { testAppForThisFile } from '../testing/test-app';

// Issue 24 §6, "Service du jour": a day seeded through the app itself at known Paris times —
// orders at lunch and dinner, a cancelled one, the kitchen's status changes, a card payment
// with a tip and a partial refund (the fake Stripe), tables closed in cash and in meal
// vouchers — and every figure checked against values computed by hand below. Runs on SQLite
// and on PostgreSQL.

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

let clock = new Date('2026-11-20T10:00:00Z');
const testApp = testAppForThisFile(() => ({ env: fake.env, now: () => clock }));
const { call, restaurant, orderOf, place, move, staff } = orderFixtures(() => testApp);
const owners = paymentAccountClient(testApp);
const post = (event: { payload: string; signature: string }) =>
  connectWebhookPoster(testApp.app)(event);

/** The app's clock at `time` (Europe/Paris) on `day` November 2026. */
const setClock = (time: string, day = 24) => {
  clock = instantOfWallClock({ year: 2026, month: 11, day }, minutesOfTime(time));
};

type Seeded = Awaited<ReturnType<typeof seedDay>>;

/**
 * Tuesday 24 November 2026, hours 12:00–14:30 and 19:00–23:00 (lunch ends at 16:45).
 * Velouté 8,50 € (Entrées), Bœuf bourguignon 19,90 € (Plats principaux).
 */
async function seedDay() {
  const r = await restaurant();
  const hours = await call({
    method: 'PUT',
    url: '/api/v1/restaurant',
    cookie: r.cookie,
    payload: {
      openingHours: [
        { days: [2], start: '12:00', end: '14:30' },
        { days: [2], start: '19:00', end: '23:00' },
      ],
    },
  });
  expect(hours.statusCode, hours.body).toBe(200);
  expect(
    (await owners.call({ method: 'POST', url: '/api/v1/payments/account/link', cookie: r.cookie }))
      .statusCode,
  ).toBe(200);
  const accountId = (await owners.storedAccountId(r.owner.id)) ?? '';
  expect(
    await post(
      fake.connect.updateAccount(accountId, {
        detailsSubmitted: true,
        chargesEnabled: true,
        payoutsEnabled: true,
        currentlyDue: [],
        disabledReason: null,
      }),
    ),
  ).toBe(200);

  const order = async (
    time: string,
    lines: ['soup' | 'beef', number][],
    table?: '4' | '7',
    day = 24,
  ) => {
    setClock(time, day);
    const placed = await place(
      orderOf(
        r.menuId,
        lines.map(([dish, quantity]) => ({ dishId: r[dish], quantity })),
        table ? { tableToken: r.tokens[table] } : {},
      ),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json().id as string;
  };
  const moveAt = async (time: string, id: string, status: string) => {
    setClock(time);
    const moved = await move(r.cookie, id, status);
    expect(moved.statusCode, moved.body).toBe(200);
  };
  const tabId = async (table: '4' | '7') => {
    const tab = await call({ method: 'GET', url: `/api/v1/public/tables/${r.tokens[table]}/tab` });
    return tab.json().id as string;
  };
  const payAll = async (time: string, table: '4' | '7', tipCents: number, day = 24) => {
    setClock(time, day);
    const created = await call({
      method: 'POST',
      url: `/api/v1/public/tabs/${await tabId(table)}/payments`,
      payload: {
        clientRequestId: randomUUID(),
        tableToken: r.tokens[table],
        tipCents,
        split: { kind: 'all' },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const sessionId = String(created.json().checkoutUrl.split('/').pop());
    expect(await post(fake.connect.completeSession(sessionId))).toBe(200);
    return created.json().paymentId as string;
  };
  const closeTab = async (time: string, table: '4' | '7', method: string) => {
    setClock(time);
    const closed = await call({
      method: 'POST',
      url: `/api/v1/tabs/${await tabId(table)}/close`,
      cookie: r.cookie,
      payload: { method },
    });
    expect(closed.statusCode, closed.body).toBe(200);
  };

  // The evening before, late: Monday's, not Tuesday's.
  await order('23:50', [['beef', 1]], undefined, 23);

  // Lunch. Preparation: A 600 s, B 900 s, C 300 s (placed → "Prêt").
  const a = await order('12:10', [['beef', 2]], '4');
  await moveAt('12:12', a, 'preparing');
  const b = await order('12:15', [['soup', 1]], '4');
  await moveAt('12:17', b, 'preparing');
  await moveAt('12:20', a, 'ready');
  await moveAt('12:30', b, 'ready');
  await moveAt('12:40', a, 'completed');
  const c = await order(
    '12:40',
    [
      ['soup', 1],
      ['beef', 1],
    ],
    '7',
  );
  await moveAt('12:41', c, 'preparing');
  await moveAt('12:45', c, 'ready');
  await order('13:00', [['soup', 2]]); // take-away, never marked ready
  const e = await order('13:05', [['beef', 1]], '7');
  await moveAt('13:06', e, 'cancelled');
  const paymentId = await payAll('14:00', '4', 300); // 48,30 € + 3,00 € tip, tab 4 closes
  setClock('14:10');
  const refund = await call({
    method: 'POST',
    url: `/api/v1/payments/${paymentId}/refund`,
    cookie: r.cookie,
    payload: { amountCents: 500, reason: 'Plat renvoyé' },
  });
  expect(refund.statusCode, refund.body).toBe(200);
  await closeTab('14:20', '7', 'cash'); // 28,40 € (the cancelled order left the tab)

  // Dinner. Preparation: F 1200 s, G 1500 s, H 360 s.
  const f = await order('19:30', [['beef', 1]], '4'); // a new tab for table 4
  await moveAt('19:35', f, 'preparing');
  await moveAt('19:50', f, 'ready');
  const g = await order(
    '20:00',
    [
      ['beef', 2],
      ['soup', 1],
    ],
    '7',
  );
  await moveAt('20:05', g, 'preparing');
  await moveAt('20:25', g, 'ready');
  await closeTab('22:00', '7', 'meal_voucher'); // 48,30 €
  const h = await order('23:30', [['soup', 1]]);
  await moveAt('23:31', h, 'preparing');
  await moveAt('23:36', h, 'ready');

  // After midnight: Wednesday's (Paris), though still the 24th in UTC.
  await payAll('00:15', '4', 0, 25); // table 4's dinner, 19,90 €
  await order('00:30', [['soup', 1]], undefined, 25);
  return r;
}

const report = (r: { cookie: string }, query: string) =>
  call({ method: 'GET', url: `/api/v1/reports/day?${query}`, cookie: r.cookie });

describe('GET /api/v1/reports/day', () => {
  let seeded: Seeded;
  beforeAll(async () => {
    seeded = await seedDay();
  }, 60_000);

  it('adds up the day by service, payment method, dish and category', async () => {
    const response = await report(seeded, 'date=2026-11-24');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const day = response.json();
    expect(day).toMatchObject({
      from: '2026-11-24',
      to: '2026-11-24',
      days: 1,
      split: { source: 'opening-hours', lunchUntil: '16:45' },
    });
    // Lunch: A+B (table 4's tab), C (table 7), D (take-away); E cancelled.
    expect(day.services.lunch).toEqual({
      orders: 4,
      covers: 3,
      tables: 2,
      takeAwayOrders: 1,
      revenueCents: 3980 + 850 + 2840 + 1700,
      averageTicketCents: 3123, // 9370 / 3
      preparation: { count: 3, medianSeconds: 600, p90Seconds: 900 },
    });
    // Dinner: F (table 4's new tab), G (table 7's new tab), H (take-away).
    expect(day.services.dinner).toEqual({
      orders: 3,
      covers: 3,
      tables: 2,
      takeAwayOrders: 1,
      revenueCents: 1990 + 4830 + 850,
      averageTicketCents: 2557, // 7670 / 3
      preparation: { count: 3, medianSeconds: 1200, p90Seconds: 1500 },
    });
    expect(day.totals).toEqual({
      orders: 7,
      covers: 6,
      tables: 4,
      takeAwayOrders: 2,
      revenueCents: 17_040,
      averageTicketCents: 2840,
      // 300, 360, 600, 900, 1200, 1500: the median between 600 and 900, p90 the 6th.
      preparation: { count: 6, medianSeconds: 750, p90Seconds: 1500 },
    });
    expect(day.cancellations).toEqual({ count: 1, amountCents: 1990 });
    expect(day.takings).toEqual({
      hasEntries: true,
      byMethod: [
        { method: 'card', count: 1, amountCents: 4830, tipCents: 300 },
        { method: 'cash', count: 1, amountCents: 2840, tipCents: 0 },
        { method: 'meal_voucher', count: 1, amountCents: 4830, tipCents: 0 },
      ],
      refunds: { count: 1, amountCents: 500, tipCents: 0 },
      netCents: 4830 + 2840 + 4830 - 500,
      tipCents: 300,
    });
    expect(day.dishes).toEqual([
      {
        dishId: seeded.beef,
        variantId: null,
        name: 'Bœuf bourguignon',
        category: 'Plats principaux',
        quantity: 6,
        revenueCents: 11_940,
      },
      {
        dishId: seeded.soup,
        variantId: null,
        name: 'Velouté de potimarron',
        category: 'Entrées',
        quantity: 6,
        revenueCents: 5100,
      },
    ]);
    expect(day.categories).toEqual([
      { name: 'Plats principaux', quantity: 6, revenueCents: 11_940 },
      { name: 'Entrées', quantity: 6, revenueCents: 5100 },
    ]);
    expect(day.byDay).toEqual([
      { date: '2026-11-24', orders: 7, covers: 6, revenueCents: 17_040, takingsCents: 12_000 },
    ]);
  });

  it('covers a range of Paris days, the small hours in the evening service', async () => {
    const response = await report(seeded, 'date=2026-11-23&to=2026-11-25');
    expect(response.statusCode, response.body).toBe(200);
    const range = response.json();
    expect(range).toMatchObject({ from: '2026-11-23', to: '2026-11-25', days: 3 });
    // Monday and Wednesday have no hours: 16:00 there, 16:45 on Tuesday.
    expect(range.split).toEqual({ source: 'opening-hours', lunchUntil: null });
    expect(range.byDay).toEqual([
      { date: '2026-11-23', orders: 1, covers: 1, revenueCents: 1990, takingsCents: 0 },
      { date: '2026-11-24', orders: 7, covers: 6, revenueCents: 17_040, takingsCents: 12_000 },
      { date: '2026-11-25', orders: 1, covers: 1, revenueCents: 850, takingsCents: 1990 },
    ]);
    expect(range.services.lunch.orders).toBe(4);
    expect(range.services.dinner.orders).toBe(5);
    expect(range.totals).toMatchObject({ orders: 9, covers: 8, revenueCents: 19_880 });
    expect(range.takings.byMethod[0]).toEqual({
      method: 'card',
      count: 2,
      amountCents: 4830 + 1990,
      tipCents: 300,
    });
    expect(range.takings.netCents).toBe(13_990);
  });

  it('exports the day as a French CSV: BOM, semicolons, decimal commas, dd/mm/yyyy', async () => {
    const response = await report(seeded, 'date=2026-11-24&format=csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="service-du-jour-2026-11-24.csv"',
    );
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    const rows = lines.map((line) => line.split(';'));
    expect(lines[0]).toBe('Du;Au;Rubrique;Libellé;Catégorie;Nombre;Montant (€)');
    expect(lines.at(-1)).toBe('');
    expect(rows.slice(1, -1).every((row) => row.length === 7)).toBe(true);
    const row = (heading: string, label: string) =>
      lines.find((line) => line.startsWith(`24/11/2026;24/11/2026;${heading};${label};`));
    expect(row('Commandes', 'Midi')).toBe('24/11/2026;24/11/2026;Commandes;Midi;;4;93,70');
    expect(row('Commandes', 'Soir')).toBe('24/11/2026;24/11/2026;Commandes;Soir;;3;76,70');
    expect(row('Commandes', 'Total')).toBe('24/11/2026;24/11/2026;Commandes;Total;;7;170,40');
    expect(row('Couverts (tables servies et commandes sans table)', 'Total')).toMatch(/;;6;$/);
    expect(row('Ticket moyen', 'Midi')).toMatch(/;;;31,23$/);
    expect(lines).toContain('24/11/2026;24/11/2026;Préparation, médiane (min);Total;;12,5;');
    expect(lines).toContain('24/11/2026;24/11/2026;Préparation, 90e centile (min);Total;;25,0;');
    expect(row('Annulations', 'Commandes annulées')).toMatch(/;;1;19,90$/);
    expect(lines).toContain(
      '24/11/2026;24/11/2026;Encaissements;Carte bancaire (en ligne);;1;48,30',
    );
    expect(lines).toContain('24/11/2026;24/11/2026;Pourboires;Carte bancaire (en ligne);;;3,00');
    expect(lines).toContain('24/11/2026;24/11/2026;Encaissements;Espèces;;1;28,40');
    expect(lines).toContain('24/11/2026;24/11/2026;Encaissements;Titre-restaurant;;1;48,30');
    expect(lines).toContain('24/11/2026;24/11/2026;Remboursements;Montant remboursé;;1;-5,00');
    expect(lines).toContain('24/11/2026;24/11/2026;Encaissements nets;Hors pourboires;;;120,00');
    expect(lines).toContain(
      '24/11/2026;24/11/2026;Plat;Bœuf bourguignon;Plats principaux;6;119,40',
    );
    expect(lines).toContain('24/11/2026;24/11/2026;Catégorie;Entrées;;6;51,00');
    expect(lines).toContain('24/11/2026;24/11/2026;Jour;Commandes;;7;170,40');

    const range = await report(seeded, 'date=2026-11-23&to=2026-11-25&format=csv');
    expect(range.headers['content-disposition']).toBe(
      'attachment; filename="service-du-jour-2026-11-23-au-2026-11-25.csv"',
    );
    expect(range.body).toContain('\r\n23/11/2026;25/11/2026;Commandes;Total;;9;198,80\r\n');
    expect(range.body).toContain('\r\n25/11/2026;25/11/2026;Jour;Encaissements nets;;;19,90\r\n');
  });

  it('is for the owner and the Gérants: a Gérant reads the same summary, Service is refused', async () => {
    clock = new Date();
    const team = teamFixtures(() => testApp);
    const manager = await team.member(seeded, 'manager');
    const read = await report(manager, 'date=2026-11-24');
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().totals).toMatchObject({ orders: 7, revenueCents: 17_040 });
    const service = await team.member(seeded, 'service', 'Inès');
    const refused = await report(service, 'date=2026-11-24&format=csv');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(TEAM_MESSAGES.forbidden);
  });

  it('shows another restaurant nothing of this one', async () => {
    const other = await restaurant();
    const response = await report(other, 'date=2026-11-24');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      split: { source: 'default', lunchUntil: '16:00' },
      totals: { orders: 0, covers: 0, revenueCents: 0, averageTicketCents: null },
      cancellations: { count: 0, amountCents: 0 },
      takings: { hasEntries: false, byMethod: [], netCents: 0 },
      dishes: [],
      categories: [],
      byDay: [{ date: '2026-11-24', orders: 0, covers: 0, revenueCents: 0, takingsCents: 0 }],
    });
  });
});

describe('preparation times with staff (issue 24 §3)', () => {
  it('start when an order to validate is accepted, not when staff change its lines', async () => {
    const r = await restaurant();
    const at = async <T>(time: string, action: () => Promise<T>) => {
      setClock(time);
      return action();
    };
    await staff.setValidation(r.cookie);
    const line = [{ dishId: r.beef, quantity: 1 }];
    const validated = (await at('12:00', () => place(orderOf(r.menuId, line)))).json().id;
    expect((await at('12:05', () => staff.accept(r.cookie, validated))).statusCode).toBe(200);
    await at('12:07', () => move(r.cookie, validated, 'preparing'));
    await at('12:15', () => move(r.cookie, validated, 'ready'));

    await staff.setValidation(r.cookie, false);
    const changed = (await at('12:20', () => place(orderOf(r.menuId, line)))).json().id;
    const lines = { lines: [{ dishId: r.beef, quantity: 2 }], reason: 'Demande du client' };
    expect((await at('12:25', () => staff.changeLines(r.cookie, changed, lines))).statusCode).toBe(
      200,
    );
    await at('12:26', () => move(r.cookie, changed, 'preparing'));
    await at('12:30', () => move(r.cookie, changed, 'ready'));

    const day = (await report(r, 'date=2026-11-24')).json();
    // 12:05 → 12:15 and 12:20 → 12:30: ten minutes each.
    expect(day.totals.preparation).toEqual({ count: 2, medianSeconds: 600, p90Seconds: 600 });
  });
});

describe('refusals', () => {
  it('asks for a session', async () => {
    const response = await call({ method: 'GET', url: '/api/v1/reports/day?date=2026-11-24' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });

  it.each([
    ['', 'date', /^Date invalide/],
    ['date=2026-02-30', 'date', /^Date invalide/],
    ['date=24/11/2026', 'date', /^Date invalide/],
    ['date=2026-11-24&to=2026-11-23', 'to', /^La fin de la période/],
    ['date=2026-11-24&to=2027-02-26', 'to', /93 jours au plus/],
    ['date=2026-11-24&to=demain', 'to', /^Date de fin invalide/],
    ['date=2026-11-24&format=xlsx', 'format', /^Format invalide/],
  ])('refuses ?%s with a French message naming %s', async (query, field, message) => {
    const r = await restaurant({ open: false });
    const response = await report(r, query);
    expect(response.statusCode, response.body).toBe(400);
    const { error } = response.json();
    expect(error).toMatchObject({ code: 'BAD_REQUEST', field });
    expect(error.message).toMatch(message);
  });

  it('takes the longest range allowed', async () => {
    const r = await restaurant({ open: false });
    const response = await report(r, 'date=2026-11-24&to=2027-02-24');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().byDay).toHaveLength(93);
  });
});
