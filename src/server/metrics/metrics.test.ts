import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { orderFixtures } from '../orders/testing/order-fixtures';
import { openSse } from '../testing/sse-client';
import { testAppForThisFile } from '../testing/test-app';
import { STREAM_KINDS } from './stream-kinds';
import { sampleValue, scrape } from './testing/exposition';

// Runs on SQLite and on PostgreSQL, over a real socket (event streams, the fast path).
const testApp = testAppForThisFile({ listen: true });
const { restaurant, orderOf, place, move, staff } = orderFixtures(() => testApp);

const REQUESTS = 'ardoise_http_request_duration_seconds';
const metric = async (name: string, labels: Record<string, string> = {}) =>
  sampleValue(await scrape(testApp), name, labels) ?? 0;

describe('requests', () => {
  it('are counted by route pattern and status, with latency buckets', async () => {
    const healthz = { method: 'GET', route: '/healthz', status_code: '200' };
    const before = await metric(`${REQUESTS}_count`, healthz);
    await testApp.app.inject({ method: 'GET', url: '/healthz' });
    await testApp.app.inject({ method: 'GET', url: '/healthz?probe=1' });
    const orderId = randomUUID();
    const order = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/public/orders/${orderId}?token=nope`,
    });
    expect(order.statusCode).toBe(404);
    const lost = `/no-such-page-${randomUUID()}/deeper`;
    expect((await testApp.app.inject({ method: 'GET', url: lost })).statusCode).toBe(404);

    const samples = await scrape(testApp);
    expect(sampleValue(samples, `${REQUESTS}_count`, healthz)).toBe(before + 2);
    const buckets = samples.filter(
      (sample) =>
        sample.name === `${REQUESTS}_bucket` &&
        sample.labels.route === '/healthz' &&
        sample.labels.status_code === '200',
    );
    expect(buckets.map((bucket) => bucket.labels.le)).toContain('0.005');
    expect(buckets.at(-1)?.labels.le).toBe('+Inf');
    expect(buckets.at(-1)?.value).toBe(before + 2);
    const counts = buckets.map((bucket) => bucket.value);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(sampleValue(samples, `${REQUESTS}_sum`, healthz)).toBeGreaterThan(0);

    const pattern = { route: '/api/v1/public/orders/:id', status_code: '404' };
    expect(sampleValue(samples, `${REQUESTS}_count`, pattern)).toBe(1);
    expect(sampleValue(samples, `${REQUESTS}_count`, { route: 'unmatched' })).toBeGreaterThan(0);
    const text = JSON.stringify(samples);
    expect(text).not.toContain(orderId);
    expect(text).not.toContain('no-such-page');
  });

  it("counts the diner pages answered in front of Fastify, which Fastify's hooks never see", async () => {
    const r = await restaurant();
    // A Premium menu is translated in the background, and each translation renews the page.
    await testApp.translationQueue.idle();
    const url = `${testApp.baseUrl}/r/${r.menuId}`;
    expect((await fetch(url)).status).toBe(200);
    expect((await fetch(url)).status).toBe(200);
    const hits = testApp.publicFastPath.stats().hits;
    expect(await metric('ardoise_http_fast_path_responses_total')).toBe(hits);
  });
});

describe('event streams', () => {
  it('are counted open by kind while they are, and closed streams leave the count', async () => {
    const r = await restaurant();
    const board = { kind: 'board' };
    const availability = { kind: 'availability' };
    const [boardsBefore, openedBefore, menusBefore] = [
      await metric('ardoise_event_streams_open', board),
      await metric('ardoise_event_streams_opened_total', board),
      await metric('ardoise_event_streams_open', availability),
    ];
    const stream = await openSse(`${testApp.baseUrl}/api/v1/orders/events`, { cookie: r.cookie });
    const menuStream = await openSse(
      `${testApp.baseUrl}/api/v1/public/menus/${r.menuId}/availability/events`,
    );
    expect(await metric('ardoise_event_streams_open', board)).toBe(boardsBefore + 1);
    expect(await metric('ardoise_event_streams_opened_total', board)).toBe(openedBefore + 1);
    expect(await metric('ardoise_event_streams_open', availability)).toBe(menusBefore + 1);

    await stream.close();
    await menuStream.close();
    await vi.waitFor(async () => {
      expect(await metric('ardoise_event_streams_open', board)).toBe(boardsBefore);
      expect(await metric('ardoise_event_streams_open', availability)).toBe(menusBefore);
    });
    expect(await metric('ardoise_event_streams_opened_total', board)).toBe(openedBefore + 1);
  });

  it('time what they deliver from the event log, and not what they replay', async () => {
    const r = await restaurant();
    const lag = { kind: 'board' };
    const boards = await metric('ardoise_event_streams_open', lag);
    const stream = await openSse(`${testApp.baseUrl}/api/v1/orders/events`, { cookie: r.cookie });
    const before = await metric('ardoise_event_delivery_lag_seconds_count', lag);
    const placed = (await place(orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }]))).json();
    const seen = await stream.next();
    expect(seen?.id).toBeDefined();
    expect(await metric('ardoise_event_delivery_lag_seconds_count', lag)).toBe(before + 1);
    expect(await metric('ardoise_event_delivery_lag_seconds_bucket', { ...lag, le: '+Inf' })).toBe(
      before + 1,
    );
    await stream.close();
    await vi.waitFor(async () => {
      expect(await metric('ardoise_event_streams_open', lag)).toBe(boards);
    });

    // Missed while no board was open, replayed on reconnection: not a delivery.
    expect((await move(r.cookie, placed.id, 'preparing')).statusCode).toBe(200);
    const again = await openSse(`${testApp.baseUrl}/api/v1/orders/events`, {
      cookie: r.cookie,
      'last-event-id': String(seen?.id),
    });
    expect(JSON.parse(String((await again.next())?.data)).status).toBe('preparing');
    expect(await metric('ardoise_event_delivery_lag_seconds_count', lag)).toBe(before + 1);
    await again.close();
  });

  it('name every stream route as a kind', () => {
    for (const url of Object.keys(STREAM_KINDS)) {
      expect(testApp.app.hasRoute({ method: 'GET', url }), url).toBe(true);
    }
  });
});

describe('orders', () => {
  it('are counted placed by source, and refused by reason', async () => {
    const placed = (source: string) => metric('ardoise_orders_placed_total', { source });
    const refused = (reason: string) =>
      metric('ardoise_orders_refused_total', { source: 'diner', reason });
    const r = await restaurant();
    const [diner, byStaff, closed, prices, missing] = [
      await placed('diner'),
      await placed('staff'),
      await refused('ORDERING_CLOSED'),
      await refused('PRICES_CHANGED'),
      await refused('NOT_FOUND'),
    ];

    const body = orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }]);
    expect((await place(body)).statusCode).toBe(201);
    expect((await place(body)).statusCode).toBe(200);
    const taken = await staff.take(r.cookie, {
      table: '4',
      lines: [{ dishId: r.soup, quantity: 1 }],
    });
    expect(taken.statusCode, taken.body).toBe(201);
    const shut = await restaurant({ open: false });
    expect(
      (await place(orderOf(shut.menuId, [{ dishId: shut.beef, quantity: 1 }]))).statusCode,
    ).toBe(409);
    const changed = orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }], { expectedTotalCents: 1 });
    expect((await place(changed)).statusCode).toBe(409);
    expect((await place(orderOf(randomUUID(), [{ dishId: r.beef, quantity: 1 }]))).statusCode).toBe(
      404,
    );

    expect(await placed('diner')).toBe(diner + 1);
    expect(await placed('staff')).toBe(byStaff + 1);
    expect(await refused('ORDERING_CLOSED')).toBe(closed + 1);
    expect(await refused('PRICES_CHANGED')).toBe(prices + 1);
    expect(await refused('NOT_FOUND')).toBe(missing + 1);
  });
});

describe('queues, database pool and process', () => {
  it('are read at scrape time', async () => {
    const samples = await scrape(testApp);
    for (const state of ['active', 'waiting']) {
      expect(sampleValue(samples, 'ardoise_image_queue_photos', { state })).toBe(0);
    }
    for (const state of ['due', 'running', 'delayed', 'failed']) {
      expect(sampleValue(samples, 'ardoise_translation_jobs', { state })).toBeGreaterThanOrEqual(0);
    }
    const max = sampleValue(samples, 'ardoise_db_pool_connections', { state: 'max' });
    if (testApp.testDatabase.database.dialect === 'postgres') {
      expect(max).toBe(10);
      expect(
        sampleValue(samples, 'ardoise_db_pool_connections', { state: 'open' }),
      ).toBeGreaterThan(0);
      expect(sampleValue(samples, 'ardoise_db_pool_waiting_queries')).toBeGreaterThanOrEqual(0);
    } else {
      expect(max).toBeUndefined();
    }
    expect(sampleValue(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sampleValue(samples, 'nodejs_eventloop_lag_p99_seconds')).toBeDefined();
  });
});
