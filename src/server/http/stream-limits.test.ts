import { afterAll, describe, expect, it } from 'vitest';
import { HTTP_MESSAGES } from '../../domain/errors/errors';
import { orderFixtures } from '../orders/testing/order-fixtures';
import { openSse } from '../testing/sse-client';
import { testAppForThisFile } from '../testing/test-app';
import { createStreamCounter } from './stream-limits';

/**
 * Issue 21 §7: live streams per client address, per order, per menu and per owner are capped
 * (429, French, Retry-After); the kitchen board and other diners keep streaming. Real HTTP
 * connections; the client address comes from X-Forwarded-For (TRUST_PROXY).
 */
const LIMITS = { perAddress: 3, perOrder: 2, perMenu: 5, perOwner: 2, retryAfterSeconds: 30 };
const testApp = testAppForThisFile({
  env: { TRUST_PROXY: 'true' },
  streamLimits: LIMITS,
  listen: true,
});

const { restaurant, orderOf, place } = orderFixtures(() => testApp);
type Stream = Awaited<ReturnType<typeof openSse>>;
const opened: Stream[] = [];
afterAll(async () => {
  await Promise.all(opened.map((stream) => stream.close()));
});

async function stream(path: string, address: string, headers: Record<string, string> = {}) {
  const sse = await openSse(`${testApp.baseUrl}${path}`, {
    'x-forwarded-for': address,
    ...headers,
  });
  opened.push(sse);
  return sse;
}

/** A refused stream is an ordinary JSON answer: read as such. */
async function expectRefused(path: string, address: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${testApp.baseUrl}${path}`, {
    headers: { 'x-forwarded-for': address, ...headers },
  });
  expect(response.status).toBe(429);
  expect(response.headers.get('retry-after')).toBe('30');
  expect(await response.json()).toEqual({
    error: { code: 'RATE_LIMITED', message: HTTP_MESSAGES.tooManyStreams, retryAfter: 30 },
  });
}

/** Opens a stream once the server has seen earlier ones close (their slots come back then). */
async function streamWhenFree(path: string, address: string) {
  for (;;) {
    const sse = await stream(path, address);
    if (sse.response.status !== 429) return sse;
    await sse.ended;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('caps on live streams', () => {
  it('refuses a client address past its cap; other diners and the kitchen board stream on', async () => {
    const r = await restaurant();
    const menu = `/api/v1/public/menus/${r.menuId}/availability/events`;
    const mine = [];
    for (let index = 0; index < LIMITS.perAddress; index++) {
      const sse = await stream(menu, '192.0.2.10');
      expect(sse.response.status).toBe(200);
      mine.push(sse);
    }
    await expectRefused(menu, '192.0.2.10');

    const otherDiner = await stream(menu, '192.0.2.11');
    expect(otherDiner.response.status).toBe(200);
    expect((await otherDiner.next())?.event).toBe('availability');
    // The owner's board on the restaurant's Wi-Fi, the same address as the flood.
    const board = await stream('/api/v1/orders/events', '192.0.2.10', { cookie: r.cookie });
    expect(board.response.status).toBe(200);
    const placed = (await place(orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }]))).json();
    expect(JSON.parse(String((await board.next())?.data)).id).toBe(placed.id);

    await mine[0]?.close();
    const again = await streamWhenFree(menu, '192.0.2.10');
    expect(again.response.status).toBe(200);
  });

  it('caps the streams of one order and of one menu, whatever the addresses', async () => {
    const r = await restaurant();
    const placed = (await place(orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }]))).json();
    const orderPath = `/api/v1/public/orders/${placed.id}/events?token=${placed.statusToken}`;
    for (let index = 0; index < LIMITS.perOrder; index++) {
      expect((await stream(orderPath, `198.18.0.${index + 1}`)).response.status).toBe(200);
    }
    await expectRefused(orderPath, '198.18.0.99');
    const second = (await place(orderOf(r.menuId, [{ dishId: r.soup, quantity: 1 }]))).json();
    const secondPath = `/api/v1/public/orders/${second.id}/events?token=${second.statusToken}`;
    expect((await stream(secondPath, '198.18.0.99')).response.status).toBe(200);

    const menu = `/api/v1/public/menus/${r.menuId}/availability/events`;
    for (let index = 0; index < LIMITS.perMenu; index++) {
      expect((await stream(menu, `198.18.1.${index + 1}`)).response.status).toBe(200);
    }
    await expectRefused(menu, '198.18.1.99');
  });

  it("caps an owner's own streams, apart from the diners'", async () => {
    const r = await restaurant();
    for (let index = 0; index < LIMITS.perOwner; index++) {
      const board = await stream('/api/v1/orders/events', `198.18.2.${index + 1}`, {
        cookie: r.cookie,
      });
      expect(board.response.status).toBe(200);
    }
    await expectRefused('/api/v1/orders/events', '198.18.2.99', { cookie: r.cookie });
  });
});

describe('the stream counter', () => {
  it('takes a slot under every key or none, and gives them back once', () => {
    const counter = createStreamCounter();
    const slots = [
      { key: 'address:a', limit: 2 },
      { key: 'menu:m', limit: 1 },
    ];
    const release = counter.acquire(slots);
    expect(release).not.toBeNull();
    expect(counter.acquire(slots)).toBeNull();
    // The refused attempt took nothing: the address still has one slot.
    expect(counter.acquire([{ key: 'address:a', limit: 2 }])).not.toBeNull();
    release?.();
    release?.();
    expect(counter.acquire([{ key: 'menu:m', limit: 1 }])).not.toBeNull();
  });
});
