import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '../../domain/orders/order-messages';
import type { WeeklySlot } from '../../domain/time/weekly-slots';
import { instantOfWallClock } from '../../domain/time/zoned-time';
import { orderFixtures } from '../orders/testing/order-fixtures';
import { changePlan } from '../plans/plan-service';
import { createMenu } from '../testing/factories';
import { sampleMenu } from '../testing/menu-fixtures';
import { type TestApp, testAppForThisFile } from '../testing/test-app';

/**
 * Menu schedules on the diner pages (issue 15 §7), on SQLite and PostgreSQL: the QR code's
 * address (/u/{ownerId}) and the readable one (/{slug}) switch menus by themselves at the
 * schedule's edges — the app's clock moves, no event is written in between — through Fastify
 * and the warm path in front of it.
 */
let clock = new Date('2026-11-23T08:00:00Z');
const testApp = testAppForThisFile({ listen: true, now: () => clock });
const fx = orderFixtures(() => testApp as TestApp);

/** Moves the app's clock to a wall-clock time in Paris ("2026-11-23", "11:30:00"). */
function setParis(date: string, time: string) {
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes, seconds] = time.split(':').map(Number);
  const minute = instantOfWallClock(
    { year: Number(year), month: Number(month), day: Number(day) },
    Number(hours) * 60 + Number(minutes),
  );
  clock = new Date(minute.getTime() + Number(seconds ?? 0) * 1000);
}

/** The menu name a page shows (its h1), over a real socket. */
async function servedAt(path: string): Promise<{ status: number; name: string | undefined }> {
  const response = await fetch(`${testApp.baseUrl}${path}`);
  const html = await response.text();
  return { status: response.status, name: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] };
}

const LUNCH: WeeklySlot = { days: [1, 2, 3, 4, 5], start: '11:30', end: '15:00' };
const EVENING: WeeklySlot = { days: [1, 2, 3, 4, 5, 6, 7], start: '18:00', end: '23:00' };

/** A Premium restaurant: "La Carte" (active), then menus with the given schedules. */
async function restaurant(schedules: Record<string, WeeklySlot[]>) {
  const r = await fx.restaurant({ document: sampleMenu({ name: 'La Carte' }), open: false });
  const deps = { database: testApp.testDatabase.database, events: testApp.events };
  const ids: Record<string, string> = {};
  for (const [name, slots] of Object.entries(schedules)) {
    const menu = await createMenu(deps, r.owner.id, sampleMenu({ name }));
    ids[name] = menu.id;
    const response = await fx.call({
      method: 'PUT',
      url: `/api/v1/menus/${menu.id}/schedule`,
      cookie: r.cookie,
      payload: { slots },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  // Machine translations of the new menus announce themselves (menu.changed): let them land
  // first, so that nothing but the clock moves the pages below.
  await testApp.translationQueue.idle();
  const slug = (
    await fx.call({ method: 'GET', url: '/api/v1/restaurant', cookie: r.cookie })
  ).json().slug as string;
  return { ...r, ids, slug, qr: `/u/${r.owner.id}` };
}

describe('the QR code switches menus at the schedule edges', () => {
  it('weekday lunch: "Menu du midi" from 11:30:00 to 14:59:59, the Carte before and after', async () => {
    setParis('2026-11-23', '11:29:59'); // a Monday
    const r = await restaurant({ 'Menu du midi': [LUNCH], 'Carte du soir': [EVENING] });
    const events = await countEvents(r.owner.id);
    expect(await servedAt(r.qr)).toEqual({ status: 200, name: 'La Carte' });
    expect((await servedAt(`/${r.slug}`)).name).toBe('La Carte');
    // Warm: the second request comes from the fast path, still right.
    expect((await servedAt(r.qr)).name).toBe('La Carte');

    setParis('2026-11-23', '11:30:00');
    expect((await servedAt(r.qr)).name).toBe('Menu du midi');
    expect((await servedAt(`/${r.slug}`)).name).toBe('Menu du midi');
    expect((await servedAt(`/r/${r.ids['Menu du midi']}`)).status).toBe(200);
    expect((await servedAt(`/r/${r.ids['Carte du soir']}`)).status).toBe(404);

    setParis('2026-11-23', '14:59:59');
    expect((await servedAt(r.qr)).name).toBe('Menu du midi');

    setParis('2026-11-23', '15:00:00');
    expect((await servedAt(r.qr)).name).toBe('La Carte');
    expect((await servedAt(`/${r.slug}`)).name).toBe('La Carte');
    expect((await servedAt(`/r/${r.ids['Menu du midi']}`)).status).toBe(404);

    setParis('2026-11-23', '18:00:00');
    expect((await servedAt(r.qr)).name).toBe('Carte du soir');
    expect((await servedAt(`/r/${r.ids['Carte du soir']}`)).status).toBe(200);
    setParis('2026-11-23', '23:00:00');
    expect((await servedAt(r.qr)).name).toBe('La Carte');
    // The pages switched by the clock alone.
    expect(await countEvents(r.owner.id)).toBe(events);
  });

  it('at the weekend the weekday lunch menu stays off, the evening one still serves', async () => {
    setParis('2026-11-28', '12:00:00'); // a Saturday
    const r = await restaurant({ 'Menu du midi': [LUNCH], 'Carte du soir': [EVENING] });
    expect((await servedAt(r.qr)).name).toBe('La Carte');
    setParis('2026-11-29', '19:00:00'); // Sunday evening
    expect((await servedAt(r.qr)).name).toBe('Carte du soir');
    setParis('2026-11-30', '12:00:00'); // Monday lunch
    expect((await servedAt(r.qr)).name).toBe('Menu du midi');
  });

  it('a slot across midnight serves until its end the next morning', async () => {
    setParis('2026-11-27', '21:59:59'); // Friday
    const r = await restaurant({ 'Carte de nuit': [{ days: [5], start: '22:00', end: '02:00' }] });
    expect((await servedAt(r.qr)).name).toBe('La Carte');
    setParis('2026-11-27', '22:00:00');
    expect((await servedAt(r.qr)).name).toBe('Carte de nuit');
    setParis('2026-11-28', '01:59:59'); // Saturday, still Friday's slot
    expect((await servedAt(r.qr)).name).toBe('Carte de nuit');
    setParis('2026-11-28', '02:00:00');
    expect((await servedAt(r.qr)).name).toBe('La Carte');
    setParis('2026-11-28', '23:00:00'); // Saturday night: not a Friday
    expect((await servedAt(r.qr)).name).toBe('La Carte');
  });

  it('on the spring DST day, a slot starting in the skipped hour starts at 03:00', async () => {
    // 2026-03-29: 02:00 is 03:00 in Paris.
    setParis('2026-03-29', '01:59:59');
    const r = await restaurant({ Brunch: [{ days: [7], start: '02:30', end: '12:00' }] });
    expect((await servedAt(r.qr)).name).toBe('La Carte');
    clock = new Date('2026-03-29T01:00:00Z'); // 03:00 CEST, one second after 01:59:59 CET
    expect((await servedAt(r.qr)).name).toBe('Brunch');
    clock = new Date('2026-03-29T09:59:59Z'); // 11:59:59 CEST
    expect((await servedAt(r.qr)).name).toBe('Brunch');
    clock = new Date('2026-03-29T10:00:00Z'); // 12:00 CEST
    expect((await servedAt(r.qr)).name).toBe('La Carte');
  });

  it('on the autumn DST day, a slot across the repeated hour lasts its wall-clock hours', async () => {
    // 2026-10-25: 03:00 CEST is 02:00 CET; 02:00–03:00 happens twice in Paris.
    clock = new Date('2026-10-24T23:59:59Z'); // 01:59:59 CEST, Sunday
    const r = await restaurant({ 'Carte de nuit': [{ days: [6], start: '22:00', end: '04:00' }] });
    expect((await servedAt(r.qr)).name).toBe('Carte de nuit'); // Saturday's slot
    clock = new Date('2026-10-25T01:30:00Z'); // 02:30 CET, the second time
    expect((await servedAt(r.qr)).name).toBe('Carte de nuit');
    clock = new Date('2026-10-25T02:59:59Z'); // 03:59:59 CET
    expect((await servedAt(r.qr)).name).toBe('Carte de nuit');
    clock = new Date('2026-10-25T03:00:00Z'); // 04:00 CET: the slot has ended
    expect((await servedAt(r.qr)).name).toBe('La Carte');
  });

  it('a schedule change reaches the pages at once (menu.changed), without a clock move', async () => {
    setParis('2026-11-24', '12:00:00');
    const r = await restaurant({ 'Menu du midi': [] });
    expect((await servedAt(r.qr)).name).toBe('La Carte');
    const set = await fx.call({
      method: 'PUT',
      url: `/api/v1/menus/${r.ids['Menu du midi']}/schedule`,
      cookie: r.cookie,
      payload: { slots: [LUNCH] },
    });
    expect(set.statusCode).toBe(200);
    expect((await servedAt(r.qr)).name).toBe('Menu du midi');
  });

  it('free plan: schedules are kept but not applied', async () => {
    setParis('2026-11-24', '12:00:00');
    const r = await restaurant({ 'Menu du midi': [LUNCH] });
    const deps = { database: testApp.testDatabase.database, events: testApp.events };
    await changePlan(deps, { ownerId: r.owner.id, plan: 'free' });
    expect((await servedAt(r.qr)).name).toBe('La Carte');
    expect((await servedAt(`/r/${r.ids['Menu du midi']}`)).status).toBe(404);
  });
});

/** This owner's events (the event log may be shared with other test files on PostgreSQL). */
async function countEvents(ownerId: string): Promise<number> {
  const row = await testApp.testDatabase.database.db
    .selectFrom('app_event')
    .where('owner_id', '=', ownerId)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('orders follow the schedule', () => {
  it('a scheduled menu takes orders inside its hours only', async () => {
    setParis('2026-11-24', '12:00:00'); // Tuesday lunch
    const r = await restaurant({ 'Menu du midi': [LUNCH] });
    const opened = await fx.call({
      method: 'PUT',
      url: '/api/v1/ordering',
      cookie: r.cookie,
      payload: { open: true, takeAway: true },
    });
    expect(opened.statusCode).toBe(200);
    const menuId = String(r.ids['Menu du midi']);
    const loaded = await fx.call({
      method: 'GET',
      url: `/api/v1/menus/${menuId}`,
      cookie: r.cookie,
    });
    const dishId = loaded.json().document.categories[0].items[0].id as string;
    const lines = [{ dishId, quantity: 1 }];
    const accepted = await fx.place(fx.orderOf(menuId, lines));
    expect(accepted.statusCode, accepted.body).toBe(201);

    setParis('2026-11-24', '15:00:00');
    const refused = await fx.place(fx.orderOf(menuId, lines));
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe(ORDER_MESSAGES.menuUnavailable);
  });
});
