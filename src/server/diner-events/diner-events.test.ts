import { afterAll, describe, expect, it } from 'vitest';
import { DINER_EVENTS_MESSAGES } from '../../domain/diner-events/diner-events-messages';
import { HTTP_MESSAGES } from '../../domain/errors/errors';
import { orderFixtures } from '../orders/testing/order-fixtures';
import { openSse } from '../testing/sse-client';
import { listeningUrl, testAppForThisFile } from '../testing/test-app';

// Issue 41 §4: a diner page follows everything (its menu's "Épuisé" marks, its orders'
// statuses, the table's tab and call) over ONE stream, resumable with Last-Event-ID.
const LIMITS = { perAddress: 3 };
const a = testAppForThisFile({ env: { TRUST_PROXY: 'true' }, streamLimits: LIMITS, listen: true });
const b = testAppForThisFile(() => ({ sameDatabaseAs: a }));
const fx = orderFixtures(() => a);

type Stream = Awaited<ReturnType<typeof openSse>>;
const opened: Stream[] = [];
afterAll(async () => {
  await Promise.all(opened.map((stream) => stream.close()));
});

let addresses = 0;
/** Each page from its own client address unless told (the per-address cap is low here). */
async function open(url: string, headers: Record<string, string> = {}) {
  const stream = await openSse(url, {
    'x-forwarded-for': `203.0.113.${(++addresses % 250) + 1}`,
    ...headers,
  });
  opened.push(stream);
  return stream;
}

type Placed = { id: string; statusToken: string };
const ordersParam = (orders: readonly (Placed & { since?: number })[]) =>
  orders.map((order) => `${order.id}.${order.statusToken}${order.since ? `.${order.since}` : ''}`);

function tablePage(
  r: { menuId: string; tokens: Record<string, string> },
  orders: readonly (Placed & { since?: number })[] = [],
  base = a.baseUrl,
) {
  const query = new URLSearchParams({ menu: r.menuId, lang: 'fr' });
  if (orders.length > 0) query.set('orders', ordersParam(orders).join(','));
  return `${base}/api/v1/public/tables/${r.tokens['4']}/events?${query}`;
}

/** A table code of the right shape that no table has. */
const unknownToken = (token = '') => `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;

const statusOf = (event: { data: string } | null) =>
  (JSON.parse(String(event?.data)) as { status: string }).status;

/** Reads events until `count` of the named kind came; returns them all, in order. */
async function collect(stream: Stream, count: number, kinds: readonly string[]) {
  const seen: { id?: string; event?: string; data: Record<string, unknown> }[] = [];
  while (seen.filter((event) => kinds.includes(String(event.event))).length < count) {
    const event = await stream.next();
    if (!event) throw new Error('stream ended');
    seen.push({ ...event, data: JSON.parse(event.data) });
  }
  return seen.filter((event) => kinds.includes(String(event.event)));
}

describe("a diner page's one stream", () => {
  it('carries the marks, the tab, the call and the orders’ statuses of a table’s page', async () => {
    const r = await fx.restaurant({ takeAway: false });
    const placed: Placed = (
      await fx.place(
        fx.orderOf(r.menuId, [{ dishId: r.beef, quantity: 2 }], { tableToken: r.tokens['4'] }),
      )
    ).json();
    const page = await open(tablePage(r, [placed]));
    expect(page.response.status).toBe(200);
    expect(page.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    // On connect: the whole state of each part, and the order's history.
    const first = await collect(page, 4, ['availability', 'tab', 'call', 'order']);
    const byKind = Object.fromEntries(first.map((event) => [event.event, event]));
    expect(byKind.availability?.data).toEqual({ soldOut: [] });
    expect(byKind.tab?.data).toMatchObject({ status: 'open', table: '4' });
    expect(byKind.call?.data).toEqual({ call: null });
    expect(byKind.order?.data).toMatchObject({ id: placed.id, status: 'pending' });
    expect(byKind.order?.id).toBe(String(byKind.order?.data.eventId));
    // Only order events carry an id (the replay position); whole states need none.
    expect(first.filter((event) => event.id !== undefined).map((event) => event.event)).toEqual([
      'order',
    ]);

    const marked = await fx.call({
      method: 'POST',
      url: `/api/v1/menus/${r.menuId}/items/${r.beef}/sold-out`,
      cookie: r.cookie,
      payload: { soldOut: true },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    await page.until(
      (data, event) => event.event === 'availability' && String(data.soldOut) === r.beef,
    );

    const called = await fx.call({
      method: 'POST',
      url: `/api/v1/public/tables/${r.tokens['4']}/calls`,
      payload: { kind: 'bill' },
    });
    expect(called.statusCode, called.body).toBe(201);
    await page.until(
      (data, event) => event.event === 'call' && (data.call as { kind?: string })?.kind === 'bill',
    );

    await fx.move(r.cookie, placed.id, 'preparing');
    const moved = await page.until((_data, event) => event.event === 'order');
    expect(moved.data).toMatchObject({ id: placed.id, status: 'preparing' });
    // Another table's order changes this table's tab? No: the tab is read again, but this
    // page's orders stream never carries it.
    const other: Placed = (
      await fx.place(
        fx.orderOf(r.menuId, [{ dishId: r.soup, quantity: 1 }], { tableToken: r.tokens['7'] }),
      )
    ).json();
    await fx.move(r.cookie, other.id, 'preparing');
    await fx.move(r.cookie, placed.id, 'ready');
    const next = await page.until((_data, event) => event.event === 'order');
    expect(next.data).toMatchObject({ id: placed.id, status: 'ready' });
  });

  it('resumes with Last-Event-ID without loss or repeats, and takes a new order in', async () => {
    const r = await fx.restaurant({ takeAway: false });
    const table = { tableToken: r.tokens['4'] };
    const first: Placed = (
      await fx.place(fx.orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }], table))
    ).json();
    const page = await open(tablePage(r, [first]));
    const [pending] = await collect(page, 1, ['order']);
    await page.close();

    // Missed while away: the page's EventSource reconnects with the same URL and Last-Event-ID.
    await fx.move(r.cookie, first.id, 'preparing');
    await fx.move(r.cookie, first.id, 'ready');
    const resumed = await open(tablePage(r, [first]), { 'last-event-id': String(pending?.id) });
    const replayed = await collect(resumed, 2, ['order']);
    expect(replayed.map((event) => event.data.status)).toEqual(['preparing', 'ready']);
    const lastId = Number(replayed[1]?.id);

    // A second order from this page: placed, then moved on (and the first one completed)
    // before the page reconnects with it added. Its history is replayed from its start, the
    // first order's from the id the page has of it.
    const second: Placed = (
      await fx.place(fx.orderOf(r.menuId, [{ dishId: r.soup, quantity: 1 }], table))
    ).json();
    await fx.move(r.cookie, second.id, 'preparing');
    await fx.move(r.cookie, first.id, 'completed');
    const completed = await resumed.until((_data, event) => event.event === 'order');
    expect(completed.data).toMatchObject({ id: first.id, status: 'completed' });
    await resumed.close();

    const both = await open(
      tablePage(r, [{ ...first, since: Number(completed.event.id) }, { ...second }]),
    );
    const caught = await collect(both, 2, ['order']);
    expect(caught.map((event) => [event.data.id, event.data.status])).toEqual([
      [second.id, 'pending'],
      [second.id, 'preparing'],
    ]);
    expect(Number(caught[0]?.id)).toBeLessThan(Number(completed.event.id));
    expect(Number(caught[0]?.id)).toBeGreaterThan(lastId);
    // And live from there, nothing twice.
    await fx.move(r.cookie, second.id, 'ready');
    const live = await both.until((_data, event) => event.event === 'order');
    expect(live.data).toMatchObject({ id: second.id, status: 'ready' });
    await fx.move(r.cookie, second.id, 'completed');
    const done = await both.until((_data, event) => event.event === 'order');
    expect(statusOf(done.event)).toBe('completed');
  });

  it('a page without a table follows its menu’s marks and its orders', async () => {
    const r = await fx.restaurant();
    const placed: Placed = (
      await fx.place(fx.orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }]))
    ).json();
    const query = new URLSearchParams({ orders: ordersParam([placed]).join(',') });
    const page = await open(`${a.baseUrl}/api/v1/public/menus/${r.menuId}/events?${query}`);
    const events = await collect(page, 2, ['availability', 'order']);
    expect(events.map((event) => event.event).sort()).toEqual(['availability', 'order']);
    await fx.move(r.cookie, placed.id, 'preparing');
    const moved = await page.until((_data, event) => event.event === 'order');
    expect(moved.data).toMatchObject({ id: placed.id, status: 'preparing' });
  });

  it('says which orders it cannot follow, and refuses what is not a page', async () => {
    const r = await fx.restaurant({ takeAway: false });
    const other = await fx.restaurant({ takeAway: false });
    const mine: Placed = (
      await fx.place(
        fx.orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }], { tableToken: r.tokens['4'] }),
      )
    ).json();
    const theirs: Placed = (
      await fx.place(
        fx.orderOf(other.menuId, [{ dishId: other.beef, quantity: 1 }], {
          tableToken: other.tokens['4'],
        }),
      )
    ).json();
    const forged = { id: mine.id.replace(/.$/, (c) => (c === '0' ? '1' : '0')), statusToken: 'x' };
    const page = await open(tablePage(r, [mine, theirs, forged]));
    const gone = await collect(page, 2, ['order-gone']);
    expect(gone.map((event) => event.data.id)).toEqual([theirs.id, forged.id]);
    const [order] = await collect(page, 1, ['order']);
    expect(order?.data).toMatchObject({ id: mine.id });

    const refusals = [
      [`${tablePage(r)}&orders=a.b.c.d`, 400, DINER_EVENTS_MESSAGES.ordersInvalid],
      [
        tablePage(
          r,
          Array.from({ length: 11 }, (_, i) => ({ id: `o${i}`, statusToken: 't' })),
        ),
        400,
        DINER_EVENTS_MESSAGES.tooManyOrders,
      ],
      [tablePage({ ...r, tokens: { '4': unknownToken(r.tokens['4']) } }), 404, null],
      [tablePage(r).replace(r.menuId, other.menuId), 404, null],
      [`${a.baseUrl}/api/v1/public/menus/nope/events`, 404, null],
    ] as const;
    for (const [url, status, message] of refusals) {
      const response = await fetch(url);
      const body = await response.json();
      expect(response.status, `${url} ${JSON.stringify(body)}`).toBe(status);
      if (message) expect(body.error.message).toBe(message);
    }
  });

  it('counts once against the per-address cap, whatever it follows', async () => {
    const r = await fx.restaurant({ takeAway: false });
    const table = { tableToken: r.tokens['4'] };
    const orders: Placed[] = [];
    for (const dishId of [r.beef, r.soup, r.beef]) {
      const placed = await fx.place(fx.orderOf(r.menuId, [{ dishId, quantity: 1 }], table));
      expect(placed.statusCode, placed.body).toBe(201);
      orders.push(placed.json());
    }
    // Three pages, each following three orders, the marks, the tab and the call: 3 streams.
    const address = { 'x-forwarded-for': '192.0.2.41' };
    for (let page = 0; page < LIMITS.perAddress; page += 1) {
      const stream = await open(tablePage(r, orders), address);
      expect(stream.response.status).toBe(200);
      await collect(stream, 3, ['order']);
    }
    const refused = await fetch(tablePage(r, orders), { headers: address });
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toBe(HTTP_MESSAGES.tooManyStreams);
  });

  it('on instance B follows what happens on instance A', async () => {
    const r = await fx.restaurant({ takeAway: false });
    const placed: Placed = (
      await fx.place(
        fx.orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }], { tableToken: r.tokens['4'] }),
      )
    ).json();
    const onB = await listeningUrl(b);
    const page = await open(tablePage(r, [placed], onB));
    await collect(page, 4, ['availability', 'tab', 'call', 'order']);

    await fx.move(r.cookie, placed.id, 'preparing');
    const moved = await page.until((_data, event) => event.event === 'order');
    expect(moved.data).toMatchObject({ id: placed.id, status: 'preparing' });
    await fx.call({
      method: 'POST',
      url: `/api/v1/menus/${r.menuId}/items/${r.soup}/sold-out`,
      cookie: r.cookie,
      payload: { soldOut: true },
    });
    await page.until(
      (data, event) => event.event === 'availability' && String(data.soldOut) === r.soup,
    );
    await fx.call({
      method: 'POST',
      url: `/api/v1/public/tables/${r.tokens['4']}/calls`,
      payload: { kind: 'waiter' },
    });
    await page.until(
      (data, event) =>
        event.event === 'call' && (data.call as { kind?: string })?.kind === 'waiter',
    );
    await fx.move(r.cookie, placed.id, 'ready');
    const ready = await page.until((_data, event) => event.event === 'order');
    expect(ready.data).toMatchObject({ id: placed.id, status: 'ready' });
  });
});
