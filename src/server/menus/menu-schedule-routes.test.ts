import { describe, expect, it } from 'vitest';
import { SCHEDULE_MESSAGES } from '../../domain/menu/menu-schedule';
import { PLAN_MESSAGES } from '../../domain/plans/plans';
import { WEEKLY_SLOT_MESSAGES } from '../../domain/time/weekly-slots';
import { orderFixtures } from '../orders/testing/order-fixtures';
import { createMenu } from '../testing/factories';
import { sampleMenu } from '../testing/menu-fixtures';
import { testAppForThisFile } from '../testing/test-app';

/**
 * The owner API of menu schedules (issue 15 §7), on SQLite and PostgreSQL: reading and setting
 * a menu's hours (Premium), what the dashboard is told about the QR code, and the rules around
 * them (another owner's menu, the free plan, the active switch, the editor's version).
 */
// Monday 2026-11-23, 12:00 in Paris.
const clock = new Date('2026-11-23T11:00:00Z');
const testApp = testAppForThisFile({ now: () => clock });
const fx = orderFixtures(() => testApp);

const LUNCH = { days: [5, 1, 2, 3, 4, 1], start: '11:30', end: '15:00' };
const scheduleUrl = (menuId: string) => `/api/v1/menus/${menuId}/schedule`;

async function premiumWithTwoMenus() {
  const r = await fx.restaurant({ document: sampleMenu({ name: 'La Carte' }), open: false });
  const deps = { database: testApp.testDatabase.database, events: testApp.events };
  const lunch = await createMenu(deps, r.owner.id, sampleMenu({ name: 'Menu du midi' }));
  return { ...r, carteId: r.menuId, lunchId: lunch.id };
}

const put = (cookie: string, menuId: string, payload: unknown) =>
  fx.call({ method: 'PUT', url: scheduleUrl(menuId), cookie, payload: payload as object });
const get = (cookie: string, url: string) => fx.call({ method: 'GET', url, cookie });

describe('GET|PUT /api/v1/menus/{id}/schedule', () => {
  it('sets, reads and removes a schedule without touching the menu version', async () => {
    const r = await premiumWithTwoMenus();
    const before = (await get(r.cookie, `/api/v1/menus/${r.lunchId}`)).json();
    expect((await get(r.cookie, scheduleUrl(r.lunchId))).json()).toEqual({
      menuId: r.lunchId,
      slots: [],
    });

    const set = await put(r.cookie, r.lunchId, { slots: [LUNCH] });
    expect(set.statusCode, set.body).toBe(200);
    const normalised = { days: [1, 2, 3, 4, 5], start: '11:30', end: '15:00' };
    expect(set.json()).toEqual({ menuId: r.lunchId, slots: [normalised] });
    expect((await get(r.cookie, scheduleUrl(r.lunchId))).json().slots).toEqual([normalised]);

    const after = (await get(r.cookie, `/api/v1/menus/${r.lunchId}`)).json();
    expect(after.version).toBe(before.version);
    expect(after.schedule).toEqual([normalised]);
    const list = (await get(r.cookie, '/api/v1/menus')).json();
    expect(list.map((menu: { schedule: unknown }) => menu.schedule)).toEqual([[], [normalised]]);

    const removed = await put(r.cookie, r.lunchId, { slots: [] });
    expect(removed.json()).toEqual({ menuId: r.lunchId, slots: [] });
    expect((await get(r.cookie, scheduleUrl(r.lunchId))).json().slots).toEqual([]);
  });

  it('answers invalid hours with 422 and the French message of the field', async () => {
    const r = await premiumWithTwoMenus();
    const cases = [
      [
        { days: [1], start: '25:00', end: '15:00' },
        'slots.0.start',
        WEEKLY_SLOT_MESSAGES.timeInvalid,
      ],
      [
        { days: [], start: '11:30', end: '15:00' },
        'slots.0.days',
        WEEKLY_SLOT_MESSAGES.daysRequired,
      ],
      [
        { days: [8], start: '11:30', end: '15:00' },
        'slots.0.days.0',
        WEEKLY_SLOT_MESSAGES.dayInvalid,
      ],
      [
        { days: [1], start: '11:30', end: '11:30' },
        'slots.0.end',
        WEEKLY_SLOT_MESSAGES.sameStartEnd,
      ],
    ] as const;
    for (const [slot, field, message] of cases) {
      const response = await put(r.cookie, r.lunchId, { slots: [slot] });
      expect(response.statusCode, JSON.stringify(slot)).toBe(422);
      expect(response.json().error).toMatchObject({ field, message });
    }
    const tooMany = await put(r.cookie, r.lunchId, { slots: Array(15).fill(LUNCH) });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().error.message).toBe(SCHEDULE_MESSAGES.tooManySlots);
    const missing = await put(r.cookie, r.lunchId, {});
    expect(missing.statusCode).toBe(422);
    expect((await get(r.cookie, scheduleUrl(r.lunchId))).json().slots).toEqual([]);
  });

  it('another owner’s menu answers 404; signed out answers 401', async () => {
    const mine = await premiumWithTwoMenus();
    const theirs = await premiumWithTwoMenus();
    expect((await put(mine.cookie, theirs.lunchId, { slots: [LUNCH] })).statusCode).toBe(404);
    expect((await get(mine.cookie, scheduleUrl(theirs.lunchId))).statusCode).toBe(404);
    expect((await get(theirs.cookie, scheduleUrl(theirs.lunchId))).json().slots).toEqual([]);
    const anonymous = await fx.call({ method: 'GET', url: scheduleUrl(mine.lunchId) });
    expect(anonymous.statusCode).toBe(401);
  });

  it('free plan: setting hours is refused with 403, reading them is allowed', async () => {
    const r = await fx.restaurant({ plan: 'free', open: false });
    const refused = await put(r.cookie, r.menuId, { slots: [LUNCH] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(PLAN_MESSAGES.premiumRequiredForSchedules);
    expect((await get(r.cookie, scheduleUrl(r.menuId))).json()).toEqual({
      menuId: r.menuId,
      slots: [],
    });
  });

  it('a scheduled menu is not the active one: scheduling it switches it off, activating it is refused', async () => {
    const r = await premiumWithTwoMenus();
    expect((await put(r.cookie, r.carteId, { slots: [LUNCH] })).statusCode).toBe(200);
    const list = (await get(r.cookie, '/api/v1/menus')).json();
    expect(list.map((menu: { isActive: boolean }) => menu.isActive)).toEqual([false, false]);
    const activate = await fx.call({
      method: 'POST',
      url: `/api/v1/menus/${r.carteId}/activate`,
      cookie: r.cookie,
    });
    expect(activate.statusCode).toBe(409);
    expect(activate.json().error.message).toBe(SCHEDULE_MESSAGES.scheduledMenuActivation);
    const other = await fx.call({
      method: 'POST',
      url: `/api/v1/menus/${r.lunchId}/activate`,
      cookie: r.cookie,
    });
    expect(other.statusCode).toBe(200);
  });

  it('a duplicated menu starts without hours', async () => {
    const r = await premiumWithTwoMenus();
    await put(r.cookie, r.lunchId, { slots: [LUNCH] });
    const copy = await fx.call({
      method: 'POST',
      url: `/api/v1/menus/${r.lunchId}/duplicate`,
      cookie: r.cookie,
    });
    expect(copy.statusCode).toBe(201);
    expect(copy.json().schedule).toEqual([]);
  });
});

describe('GET /api/v1/menus/served', () => {
  it('says which menu the QR code serves now, until when, and the next one', async () => {
    const r = await premiumWithTwoMenus();
    const before = await get(r.cookie, '/api/v1/menus/served');
    expect(before.json()).toEqual({
      menuId: r.carteId,
      until: null,
      nextMenuId: null,
      appliesSchedules: true,
    });
    expect(before.headers['cache-control']).toBe('no-store');

    await put(r.cookie, r.lunchId, { slots: [LUNCH] });
    expect((await get(r.cookie, '/api/v1/menus/served')).json()).toEqual({
      menuId: r.lunchId,
      until: '2026-11-23T14:00:00.000Z', // 15:00 in Paris
      nextMenuId: r.carteId,
      appliesSchedules: true,
    });
  });

  it('free plan: the spec rule, schedules not applied', async () => {
    const r = await fx.restaurant({ plan: 'free', open: false });
    expect((await get(r.cookie, '/api/v1/menus/served')).json()).toEqual({
      menuId: r.menuId,
      until: null,
      nextMenuId: null,
      appliesSchedules: false,
    });
  });
});

describe('OpenAPI', () => {
  it('describes the schedule routes', async () => {
    const spec = (await fx.call({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/v1/menus/served', '/api/v1/menus/{id}/schedule']),
    );
    expect(Object.keys(spec.paths['/api/v1/menus/{id}/schedule'])).toEqual(
      expect.arrayContaining(['get', 'put']),
    );
  });
});
