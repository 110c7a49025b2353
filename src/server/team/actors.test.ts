import { describe, expect, it } from 'vitest';
import { orderFixtures } from '../orders/testing/order-fixtures';
import { testAppForThisFile } from '../testing/test-app';
import { teamFixtures } from './testing/team-fixtures';

// Issue 24 §1: order events, sold-out marks and closures record who did them, by name.
const testApp = testAppForThisFile();
const orders = orderFixtures(() => testApp);
const team = teamFixtures(() => testApp);

describe('who did it', () => {
  it('records the member or tablet on an order’s status change, an "Épuisé" mark and a closing', async () => {
    const r = await orders.restaurant({ takeAway: false });
    const karim = await team.member(r, 'service', 'Karim');
    const tablet = await team.device(r, 'kitchen', 'Tablette cuisine');

    const placed = (
      await orders.place(
        orders.orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }], { tableToken: r.tokens['4'] }),
      )
    ).json();
    await orders.move(tablet.cookie, placed.id, 'preparing');
    await orders.move(karim.cookie, placed.id, 'ready');
    const events = await testApp.testDatabase.database.db
      .selectFrom('order_event')
      .select(['to_status', 'actor', 'actor_name'])
      .where('order_id', '=', placed.id)
      .orderBy('id')
      .execute();
    expect(events).toEqual([
      { to_status: 'pending', actor: 'diner', actor_name: null },
      { to_status: 'preparing', actor: 'owner', actor_name: 'Tablette cuisine' },
      { to_status: 'ready', actor: 'owner', actor_name: 'Karim' },
    ]);

    // The board shows it: "Marquée prête par Karim, 20:41".
    const board = (
      await team.call({ method: 'GET', url: '/api/v1/orders', cookie: r.cookie })
    ).json();
    expect(board.find((order: { id: string }) => order.id === placed.id).lastAction).toMatchObject({
      what: 'ready',
      byName: 'Karim',
    });

    const marked = await team.call({
      method: 'POST',
      url: `/api/v1/menus/${r.menuId}/items/${r.soup}/sold-out`,
      cookie: tablet.cookie,
      payload: { soldOut: true },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().soldOut).toMatchObject([
      { dishId: r.soup, markedByName: 'Tablette cuisine' },
    ]);

    const tabs = (
      await team.call({ method: 'GET', url: '/api/v1/tabs', cookie: karim.cookie })
    ).json();
    const closed = await team.call({
      method: 'POST',
      url: `/api/v1/tabs/${tabs.tabs[0].id}/close`,
      cookie: karim.cookie,
      payload: { method: 'cash' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({
      status: 'closed',
      closedMethod: 'cash',
      closedByName: 'Karim',
    });
  });
});
