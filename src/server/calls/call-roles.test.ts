import { describe, expect, it } from 'vitest';
import { TEAM_MESSAGES } from '../../domain/team/roles';
import { teamFixtures } from '../team/testing/team-fixtures';
import { openSse } from '../testing/sse-client';
import { testAppForThisFile } from '../testing/test-app';

// Issue 24 §4 with §1–2: table calls reach the boards of those who may answer them
// ('calls.manage': owner, Gérant, Service — members and tablets), never a kitchen's board; the
// answer records who gave it. Runs on SQLite and on PostgreSQL.
const testApp = testAppForThisFile({ listen: true });
const { call, owner, member, device } = teamFixtures(() => testApp);

describe('table calls and the team', () => {
  it('ring Service boards, not Cuisine ones; "J’arrive" by a member records their name', async () => {
    const restaurant = await owner();
    const tables = await call({
      method: 'PUT',
      url: '/api/v1/tables',
      cookie: restaurant.cookie,
      payload: { names: ['7'] },
    });
    const token = tables.json().tables[0].token as string;
    const karim = await member(restaurant, 'service', 'Karim');
    const cook = await member(restaurant, 'kitchen', 'Lucie');
    const tablet = await device(restaurant, 'service', 'Tablette salle');
    const boardOf = (cookie: string) =>
      openSse(`${testApp.baseUrl}/api/v1/orders/events`, { cookie });
    const [service, kitchen, serviceTablet] = await Promise.all([
      boardOf(karim.cookie),
      boardOf(cook.cookie),
      boardOf(tablet.cookie),
    ]);
    for (const board of [service, kitchen, serviceTablet]) expect(board.response.status).toBe(200);

    const placed = await call({
      method: 'POST',
      url: `/api/v1/public/tables/${token}/calls`,
      payload: { kind: 'bill' },
    });
    expect(placed.statusCode).toBe(201);
    const id = placed.json().id as string;
    for (const board of [service, serviceTablet]) {
      const rang = await board.until((_data, event) => event.event === 'call.created');
      expect(rang.data).toMatchObject({ id, table: '7', kind: 'bill' });
    }

    // Cuisine may neither list nor answer calls.
    const listed = await call({ method: 'GET', url: '/api/v1/calls', cookie: cook.cookie });
    expect(listed.statusCode).toBe(403);
    expect(listed.json().error.message).toBe(TEAM_MESSAGES.forbidden);
    const refused = await call({
      method: 'POST',
      url: `/api/v1/calls/${id}/acknowledge`,
      cookie: cook.cookie,
    });
    expect(refused.statusCode).toBe(403);

    const answered = await call({
      method: 'POST',
      url: `/api/v1/calls/${id}/acknowledge`,
      cookie: karim.cookie,
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const me = await call({ method: 'GET', url: '/api/v1/me', cookie: karim.cookie });
    const byKarim = { id: me.json().actor.id, name: 'Karim' };
    expect(answered.json().acknowledgedBy).toEqual(byKarim);
    const heard = await serviceTablet.until((_data, event) => event.event === 'call.acknowledged');
    expect(heard.data.acknowledgedBy).toEqual(byKarim);

    // The kitchen's board hears the next order, and heard no call before it.
    const kitchenEvents: (string | undefined)[] = [];
    const dishId = crypto.randomUUID();
    const ordering = await call({
      method: 'PUT',
      url: '/api/v1/ordering',
      cookie: restaurant.cookie,
      payload: { open: true },
    });
    expect(ordering.statusCode).toBe(200);
    const menu = await call({
      method: 'POST',
      url: '/api/v1/menus',
      cookie: restaurant.cookie,
      payload: {
        name: 'Carte',
        categories: [
          {
            id: 'plats',
            name: 'Plats',
            items: [{ id: dishId, name: 'Omelette', price: '9', allergens: [] }],
          },
        ],
      },
    });
    expect(menu.statusCode, menu.body).toBe(201);
    const order = await call({
      method: 'POST',
      url: '/api/v1/public/orders',
      payload: {
        menuId: menu.json().id,
        tableToken: token,
        clientRequestId: crypto.randomUUID(),
        lines: [{ dishId, quantity: 1 }],
      },
    });
    expect(order.statusCode, order.body).toBe(201);
    await kitchen.until((_data, event) => {
      kitchenEvents.push(event.event);
      return event.event === 'order';
    });
    expect(kitchenEvents).toEqual(['order']);
    await Promise.all([service.close(), kitchen.close(), serviceTablet.close()]);
  });
});
