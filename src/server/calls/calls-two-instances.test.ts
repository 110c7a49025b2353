import { describe, expect, it } from 'vitest';
import { orderFixtures } from '../orders/testing/order-fixtures';
import { openSse } from '../testing/sse-client';
import { listeningUrl, testAppForThisFile } from '../testing/test-app';

// Issue 24, "a call placed on A rings a board on B": the board and the table's phone follow
// instance B while the call and its answer reach instance A (one database; NOTIFY on
// PostgreSQL, the event log's polling on SQLite).
const a = testAppForThisFile();
const b = testAppForThisFile(() => ({ sameDatabaseAs: a }));
const fx = orderFixtures(() => a);

describe('table calls across two instances', () => {
  it('a call placed on A rings the board on B; "J’arrive" on A reaches the phone on B', async () => {
    const r = await fx.restaurant({ takeAway: false });
    const onB = await listeningUrl(b);
    const board = await openSse(`${onB}/api/v1/orders/events`, { cookie: r.cookie });
    const phone = await openSse(`${onB}/api/v1/public/tables/${r.tokens['4']}/calls/events`);
    await phone.until((_data, event) => event.event === 'call');

    const placed = await fx.call({
      method: 'POST',
      url: `/api/v1/public/tables/${r.tokens['4']}/calls`,
      payload: { kind: 'waiter' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const rang = await board.until((_data, event) => event.event === 'call.created');
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
    await board.until((_data, event) => event.event === 'call.acknowledged');
    await phone.until((data) => (data.call as { status?: string })?.status === 'acknowledged');
    await Promise.all([board.close(), phone.close()]);
  });
});
