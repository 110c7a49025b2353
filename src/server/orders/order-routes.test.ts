import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../domain/orders/order-rules';
import { createThrottle } from '../rate-limit/throttle';
import { testAppForThisFile } from '../testing/test-app';
import { ORDER_RETENTION_DAYS } from './order-retention';
import { createOrderService } from './order-service';
import { createOrderTokens } from './order-token';
import { orderFixtures } from './testing/order-fixtures';

const testApp = testAppForThisFile();

const { call, restaurant, orderOf, place, move } = orderFixtures(() => testApp);

describe('placing an order (diner, no sign-in)', () => {
  it('prices every line from the stored menu, whatever the browser says', async () => {
    const r = await restaurant();
    const response = await place(
      orderOf(
        r.menuId,
        [
          { dishId: r.soup, quantity: 2, price: '0.01', unitPriceCents: 1, note: 'sans crème' },
          { dishId: r.beef, quantity: 1, name: 'Offert' },
        ],
        { tableToken: r.tokens['4'], language: 'en', totalCents: 1 },
      ),
    );
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json();
    expect(order).toMatchObject({ status: 'pending', table: '4', number: 1, language: 'en' });
    expect(order.totalCents).toBe(2 * 850 + 1990);
    expect(order.lines).toEqual([
      expect.objectContaining({
        name: 'Velouté de potimarron',
        unitPriceCents: 850,
        quantity: 2,
        note: 'sans crème',
      }),
      expect.objectContaining({ name: 'Bœuf bourguignon', unitPriceCents: 1990, quantity: 1 }),
    ]);
    expect(order.statusToken).toMatch(/^[\w-]{20,}$/);
    const second = await place(orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }]));
    expect(second.json().number).toBe(2);
    expect(second.json().table).toBeNull();
  });

  it('makes one order of the same clientRequestId sent 20 times at once', async () => {
    const r = await restaurant();
    const body = orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }], {
      tableToken: r.tokens['7'],
    });
    const responses = await Promise.all(Array.from({ length: 20 }, () => place(body)));
    const ids = new Set(responses.map((response) => response.json().id));
    expect(responses.map((response) => response.statusCode).sort()).toEqual(
      [201, ...Array(19).fill(200)].sort(),
    );
    expect(ids.size).toBe(1);
    const list = await call({ method: 'GET', url: '/api/v1/orders', cookie: r.cookie });
    expect(list.json()).toHaveLength(1);
  });

  it('refuses an inactive or unknown dish with 409 naming it', async () => {
    const r = await restaurant();
    const response = await place(
      orderOf(r.menuId, [
        { dishId: r.beef, quantity: 1 },
        { dishId: r.risotto, quantity: 1 },
      ]),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'Ces plats ne sont plus disponibles : Risotto aux cèpes.',
    );
    const list = await call({ method: 'GET', url: '/api/v1/orders', cookie: r.cookie });
    expect(list.json()).toEqual([]);
  });

  it('refuses free restaurants (403) and closed ordering (French message)', async () => {
    const free = await restaurant({ plan: 'free' });
    const refused = await place(orderOf(free.menuId, [{ dishId: free.beef, quantity: 1 }]));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Ce restaurant ne prend pas de commandes en ligne.');

    const closed = await restaurant({ open: false });
    const answer = await place(orderOf(closed.menuId, [{ dishId: closed.beef, quantity: 1 }]));
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error).toMatchObject({
      message: 'Les commandes sont fermées pour le moment.',
      reason: 'ORDERING_CLOSED',
    });
    const ordering = await call({ method: 'GET', url: '/api/v1/ordering', cookie: closed.cookie });
    expect(ordering.json()).toEqual({ open: false, takeAway: false, staffValidation: false });
  });

  it('answers 422 for 51 lines and for quantities 0 or 21', async () => {
    const r = await restaurant();
    const line = { dishId: r.beef, quantity: 1 };
    for (const lines of [
      Array.from({ length: 51 }, () => line),
      [{ ...line, quantity: 0 }],
      [{ ...line, quantity: 21 }],
    ]) {
      const response = await place(orderOf(r.menuId, lines));
      expect(response.statusCode).toBe(422);
      expect(response.json().error.message).toMatch(/lignes|quantité/);
    }
  });

  it('stops a flood from one table, not forty diners on one address', async () => {
    const tables = Array.from({ length: 20 }, (_, index) => `T${index}`);
    const r = await restaurant({ tables, takeAway: false });
    const remoteAddress = '203.0.113.40';
    const fromWifi = (table: string) =>
      call({
        method: 'POST',
        url: '/api/v1/public/orders',
        remoteAddress,
        payload: orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }], {
          tableToken: r.tokens[table],
        }),
      });
    for (let i = 0; i < 40; i++) expect((await fromWifi(`T${i % 20}`)).statusCode).toBe(201);
    for (let i = 0; i < 8; i++) expect((await fromWifi('T1')).statusCode).toBe(201);
    const flood = await fromWifi('T1');
    expect(flood.statusCode).toBe(429);
    // The table's window is 10 minutes and its first order was placed seconds ago.
    const retryAfter = Number(flood.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    expect(flood.json().error.retryAfter).toBe(retryAfter);
  });
});

describe('following an order', () => {
  it('shows the diner their order with the token only (404 otherwise)', async () => {
    const r = await restaurant();
    const order = (await place(orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }]))).json();
    const url = `/api/v1/public/orders/${order.id}`;
    expect((await call({ method: 'GET', url })).statusCode).toBe(404);
    expect((await call({ method: 'GET', url: `${url}?token=nope` })).statusCode).toBe(404);
    const seen = await call({ method: 'GET', url: `${url}?token=${order.statusToken}` });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ id: order.id, status: 'pending' });
  });

  it("answers 404 for another owner's order on every owner route", async () => {
    const r = await restaurant();
    const other = await restaurant();
    const order = (await place(orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }]))).json();
    const get = await call({
      method: 'GET',
      url: `/api/v1/orders/${order.id}`,
      cookie: other.cookie,
    });
    expect(get.statusCode).toBe(404);
    const move = await call({
      method: 'POST',
      url: `/api/v1/orders/${order.id}/status`,
      cookie: other.cookie,
      payload: { status: 'preparing' },
    });
    expect(move.statusCode).toBe(404);
    const list = await call({ method: 'GET', url: '/api/v1/orders', cookie: other.cookie });
    expect(list.json()).toEqual([]);
    expect((await call({ method: 'GET', url: '/api/v1/orders' })).statusCode).toBe(401);
  });

  it("follows the spec's transitions and refuses the others with 409", async () => {
    const r = await restaurant();
    const newOrder = async () =>
      (await place(orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }]))).json().id as string;
    const move = (id: string, status: OrderStatus) =>
      call({
        method: 'POST',
        url: `/api/v1/orders/${id}/status`,
        cookie: r.cookie,
        payload: { status },
      });

    const id = await newOrder();
    expect((await move(id, 'ready')).statusCode).toBe(409);
    for (const status of ['preparing', 'ready', 'completed'] as const) {
      const response = await move(id, status);
      expect(response.statusCode, status).toBe(200);
      expect(response.json().status).toBe(status);
    }
    const refused = await move(id, 'cancelled');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/n’est pas possible/);

    for (const from of [[], ['preparing'], ['preparing', 'ready']] as OrderStatus[][]) {
      const other = await newOrder();
      for (const status of from) await move(other, status);
      expect((await move(other, 'cancelled')).statusCode).toBe(200);
      expect((await move(other, 'preparing')).statusCode).toBe(409);
    }

    const counts = await call({ method: 'GET', url: '/api/v1/orders/counts', cookie: r.cookie });
    expect(counts.json()).toEqual({
      pending: 0,
      preparing: 0,
      ready: 0,
      completed: 1,
      cancelled: 3,
    });
    const finished = await call({
      method: 'GET',
      url: '/api/v1/orders?status=completed,cancelled',
      cookie: r.cookie,
    });
    expect(finished.json()).toHaveLength(4);
  });
});

describe('retention', () => {
  it('deletes finished orders after 90 days, never open ones, and keeps no diner data', async () => {
    const r = await restaurant();
    const ids: string[] = [];
    for (const status of ['completed', 'cancelled', 'pending', 'completed'] as const) {
      const placed = (await place(orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }]))).json();
      if (status === 'completed') {
        for (const next of ['preparing', 'ready', 'completed'])
          await move(r.cookie, placed.id, next);
      } else if (status === 'cancelled') {
        await move(r.cookie, placed.id, 'cancelled');
      }
      ids.push(placed.id);
    }
    // The first three are 91 days old; the last completed one is recent.
    const old = new Date(Date.now() - 91 * 86_400_000).toISOString();
    const { db } = testApp.testDatabase.database;
    await db
      .updateTable('customer_order')
      .set({ updated_at: old })
      .where('id', 'in', ids.slice(0, 3))
      .execute();

    const orders = createOrderService({
      database: testApp.testDatabase.database,
      tokens: createOrderTokens('another-secret-another-secret-0123'),
      perClient: createThrottle(db, { limit: 1, windowMs: 1000 }),
      events: testApp.events,
    });
    expect(await orders.purgeOldOrders({ olderThanDays: ORDER_RETENTION_DAYS })).toBe(2);
    const left = await db
      .selectFrom('customer_order')
      .select('id')
      .where('owner_id', '=', r.owner.id)
      .execute();
    expect(left.map((row) => row.id).sort()).toEqual([ids[2], ids[3]].sort());
    const columns = Object.keys(
      await db.selectFrom('customer_order').selectAll().executeTakeFirstOrThrow(),
    );
    expect(columns.filter((name) => /ip|email|phone|agent|address/i.test(name))).toEqual([]);
  });
});
