import { describe, expect, it } from 'vitest';
import { openSse } from '../testing/sse-client';
import { testAppForThisFile } from '../testing/test-app';
import { orderFixtures } from './testing/order-fixtures';

const testApp = testAppForThisFile({ listen: true });

const { restaurant, orderOf, place, move } = orderFixtures(() => testApp);

const parse = (event: { data: string } | null) => JSON.parse(String(event?.data));

describe('live orders (Server-Sent Events)', () => {
  it("streams the owner's new orders and status changes, uncompressed and unbuffered", async () => {
    const r = await restaurant();
    const other = await restaurant();
    const stream = await openSse(`${testApp.baseUrl}/api/v1/orders/events`, {
      cookie: r.cookie,
      'accept-encoding': 'br, gzip',
    });
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('content-encoding')).toBeNull();
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.response.headers.get('cache-control')).toBe('no-store');

    await place(orderOf(other.menuId, [{ dishId: other.beef, quantity: 1 }]));
    const placed = (await place(orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }]))).json();
    const first = await stream.next();
    expect(first?.event).toBe('order');
    expect(parse(first)).toMatchObject({ id: placed.id, status: 'pending', fromStatus: null });
    expect(first?.id).toBe(String(parse(first).eventId));

    await move(r.cookie, placed.id, 'preparing');
    expect(parse(await stream.next())).toMatchObject({
      id: placed.id,
      status: 'preparing',
      fromStatus: 'pending',
    });
    await stream.close();
  });

  it('replays what a reconnecting board missed (Last-Event-ID)', async () => {
    const r = await restaurant();
    const stream = await openSse(`${testApp.baseUrl}/api/v1/orders/events`, { cookie: r.cookie });
    const placed = (await place(orderOf(r.menuId, [{ dishId: r.soup, quantity: 2 }]))).json();
    const seen = await stream.next();
    await stream.close();

    await move(r.cookie, placed.id, 'preparing');
    await move(r.cookie, placed.id, 'ready');
    const again = await openSse(`${testApp.baseUrl}/api/v1/orders/events`, {
      cookie: r.cookie,
      'last-event-id': String(seen?.id),
    });
    expect(parse(await again.next()).status).toBe('preparing');
    expect(parse(await again.next()).status).toBe('ready');
    await again.close();
  });

  it("follows one diner's order with its token, and nothing else", async () => {
    const r = await restaurant();
    const mine = (await place(orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }]))).json();
    const theirs = (await place(orderOf(r.menuId, [{ dishId: r.soup, quantity: 1 }]))).json();
    const url = `${testApp.baseUrl}/api/v1/public/orders/${mine.id}/events?token=${mine.statusToken}`;
    const stream = await openSse(url);
    expect(parse(await stream.next())).toMatchObject({ id: mine.id, status: 'pending' });
    await move(r.cookie, theirs.id, 'preparing');
    await move(r.cookie, mine.id, 'preparing');
    expect(parse(await stream.next())).toMatchObject({ id: mine.id, status: 'preparing' });
    await stream.close();

    const forged = await fetch(`${testApp.baseUrl}/api/v1/public/orders/${mine.id}/events?token=x`);
    expect(forged.status).toBe(404);
    expect((await forged.json()).error.code).toBe('NOT_FOUND');
    expect((await fetch(`${testApp.baseUrl}/api/v1/orders/events`)).status).toBe(401);
  });

  describe('another instance, shut down during the test', () => {
    const instance = testAppForThisFile(() => ({ sameDatabaseAs: testApp, listen: true }));

    it('ends open streams at once when the server shuts down', async () => {
      const r = await restaurant();
      const stream = await openSse(`${instance.baseUrl}/api/v1/orders/events`, {
        cookie: r.cookie,
      });
      expect(stream.response.status).toBe(200);
      const startedAt = Date.now();
      await instance.close();
      await stream.ended;
      expect(Date.now() - startedAt).toBeLessThan(2000);
    });
  });
});
