import { describe, expect, it } from 'vitest';
import { orderFixtures } from '../orders/testing/order-fixtures';
import { openSse, type SseEvent } from '../testing/sse-client';
import { type TestApp, testAppForThisFile } from '../testing/test-app';

// Issue 24, "a call placed on A rings a board on B": the board and the table's phone follow
// instance B while the call and its answer reach instance A (one database; NOTIFY on
// PostgreSQL, the event log's polling on SQLite).
const a = testAppForThisFile();
const b = testAppForThisFile(() => ({ sameDatabaseAs: a }));
const fx = orderFixtures(() => a);

async function urlOf(instance: TestApp) {
  const address = instance.app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  return instance.app.listen({ port: 0, host: '127.0.0.1' });
}

/** The next event of `stream` that satisfies `check` (earlier ones are skipped). */
async function until(
  stream: { next(): Promise<SseEvent | null> },
  check: (event: SseEvent) => boolean,
) {
  for (;;) {
    const event = await stream.next();
    if (!event) throw new Error('stream ended');
    if (check(event)) return { event, data: JSON.parse(event.data) };
  }
}

describe('table calls across two instances', () => {
  it('a call placed on A rings the board on B; "J’arrive" on A reaches the phone on B', async () => {
    const r = await fx.restaurant({ takeAway: false });
    const onB = await urlOf(b);
    const board = await openSse(`${onB}/api/v1/orders/events`, { cookie: r.cookie });
    const phone = await openSse(`${onB}/api/v1/public/tables/${r.tokens['4']}/calls/events`);
    await until(phone, (event) => event.event === 'call');

    const placed = await fx.call({
      method: 'POST',
      url: `/api/v1/public/tables/${r.tokens['4']}/calls`,
      payload: { kind: 'waiter' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const rang = await until(board, (event) => event.event === 'call.created');
    expect(rang.data).toMatchObject({ id: placed.json().id, table: '4', kind: 'waiter' });
    // B's list agrees (a board that reconnects reads it).
    const listed = await fx.call({ method: 'GET', url: '/api/v1/calls', cookie: r.cookie }, b);
    expect(listed.json().calls).toHaveLength(1);

    const answered = await fx.call({
      method: 'POST',
      url: `/api/v1/calls/${placed.json().id}/acknowledge`,
      cookie: r.cookie,
    });
    expect(answered.statusCode).toBe(200);
    await until(board, (event) => event.event === 'call.acknowledged');
    await until(phone, (event) => JSON.parse(event.data).call?.status === 'acknowledged');
    await Promise.all([board.close(), phone.close()]);
  });
});
