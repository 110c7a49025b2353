import { describe, expect, it } from 'vitest';
import { CALL_STRINGS } from '../../domain/i18n/diner/call-strings';
import { orderFixtures } from '../orders/testing/order-fixtures';
import { openSse } from '../testing/sse-client';
import { testAppForThisFile } from '../testing/test-app';

// Issue 24 §4: table calls. A table's phones call a waiter or ask for the bill with the table's
// code; the board lists the open calls and answers them ("J'arrive"); both ends follow live.
// The clock is the test's. Runs on SQLite and on PostgreSQL.
let clock = Date.parse('2026-12-02T19:00:00.000Z');
const testApp = testAppForThisFile({ listen: true, now: () => new Date(clock) });
const { call, restaurant } = orderFixtures(() => testApp);
const minutes = (count: number) => {
  clock += count * 60_000;
};

const placeCall = (token: string | undefined, kind: string, lang?: string) =>
  call({
    method: 'POST',
    url: `/api/v1/public/tables/${token}/calls${lang ? `?lang=${lang}` : ''}`,
    payload: { kind },
  });
const openCalls = (cookie: string) => call({ method: 'GET', url: '/api/v1/calls', cookie });
const acknowledge = (cookie: string, id: string) =>
  call({ method: 'POST', url: `/api/v1/calls/${id}/acknowledge`, cookie });

describe('table calls', () => {
  it('one open call per table: a second tap answers it; another table calls on its own', async () => {
    const r = await restaurant({ takeAway: false });
    const first = await placeCall(r.tokens['4'], 'waiter');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['cache-control']).toBe('no-store');
    const placed = first.json();
    expect(placed).toEqual({
      id: expect.any(String),
      kind: 'waiter',
      status: 'open',
      createdAt: new Date(clock).toISOString(),
      acknowledgedAt: null,
    });
    // A double tap, a second phone, or "Demander l'addition" meanwhile: the same call.
    const again = await placeCall(r.tokens['4'], 'bill');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(placed);
    const seven = await placeCall(r.tokens['7'], 'bill');
    expect(seven.statusCode).toBe(201);

    const list = await openCalls(r.cookie);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().calls).toEqual([
      {
        ...placed,
        table: '4',
        expiresAt: new Date(clock + 15 * 60_000).toISOString(),
        acknowledgedBy: null,
      },
      expect.objectContaining({ id: seven.json().id, table: '7', kind: 'bill' }),
    ]);
    const rows = await testApp.testDatabase.database.db
      .selectFrom('table_call')
      .select(['table_name', 'status'])
      .where('owner_id', '=', r.owner.id)
      .execute();
    expect(rows).toHaveLength(2);
  });

  it('"J’arrive" closes the call, records who and when, once; the table may call again', async () => {
    const r = await restaurant({ takeAway: false });
    const placed = (await placeCall(r.tokens['4'], 'bill')).json();
    minutes(2);
    const answered = await acknowledge(r.cookie, placed.id);
    expect(answered.statusCode, answered.body).toBe(200);
    const at = new Date(clock).toISOString();
    expect(answered.json()).toMatchObject({
      id: placed.id,
      table: '4',
      kind: 'bill',
      status: 'acknowledged',
      acknowledgedAt: at,
      acknowledgedBy: { id: r.owner.id, name: 'Propriétaire' },
    });
    const stored = await testApp.testDatabase.database.db
      .selectFrom('table_call')
      .selectAll()
      .where('id', '=', placed.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      status: 'acknowledged',
      acknowledged_by_id: r.owner.id,
      acknowledged_by_name: 'Propriétaire',
    });
    expect(new Date(stored.acknowledged_at ?? '').toISOString()).toBe(at);
    expect((await openCalls(r.cookie)).json().calls).toEqual([]);

    // Two staff tapping together: the second is told who answered first.
    minutes(1);
    const twice = await acknowledge(r.cookie, placed.id);
    expect(twice.statusCode).toBe(200);
    expect(twice.json().acknowledgedAt).toBe(at);

    const next = await placeCall(r.tokens['4'], 'waiter');
    expect(next.statusCode).toBe(201);
    expect(next.json().id).not.toBe(placed.id);
  });

  it('another owner’s call answers 404; unknown and malformed input are refused clearly', async () => {
    const r = await restaurant({ takeAway: false });
    const other = await restaurant({ takeAway: false });
    const placed = (await placeCall(r.tokens['4'], 'waiter')).json();

    const stranger = await acknowledge(other.cookie, placed.id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.message).toBe('Appel introuvable.');
    expect((await openCalls(other.cookie)).json().calls).toEqual([]);
    expect((await acknowledge(r.cookie, 'no-such-call')).statusCode).toBe(404);

    const unknownTable = await placeCall('AAAAAAAAAAAAAAAA', 'waiter');
    expect(unknownTable.statusCode).toBe(404);
    expect((await placeCall('short', 'waiter')).statusCode).toBe(400);
    const badKind = await placeCall(r.tokens['4'], 'dessert');
    expect(badKind.statusCode).toBe(422);
    expect(badKind.json().error.message).toContain('waiter');
    // The board's routes need a session.
    expect((await call({ method: 'GET', url: '/api/v1/calls' })).statusCode).toBe(401);
  });

  it('a free restaurant takes no calls', async () => {
    const r = await restaurant({ plan: 'free' });
    const refused = await placeCall(r.tokens['4'], 'waiter');
    expect(refused.statusCode).toBe(403);
    const stream = await call({
      method: 'GET',
      url: `/api/v1/public/tables/${r.tokens['4']}/calls/events`,
    });
    expect(stream.statusCode).toBe(403);
  });

  it('limits a table, then the restaurant, and says when to retry in the diner’s language', async () => {
    minutes(60);
    const tables = Array.from({ length: 22 }, (_, index) => String(index + 1));
    const r = await restaurant({ takeAway: false, tables });
    // Table 1 calls five times in ten minutes, each answered.
    for (let i = 0; i < 5; i++) {
      const placed = await placeCall(r.tokens['1'], 'waiter');
      expect(placed.statusCode, placed.body).toBe(201);
      expect((await acknowledge(r.cookie, placed.json().id)).statusCode).toBe(200);
      minutes(1);
    }
    const refused = await placeCall(r.tokens['1'], 'waiter', 'en');
    expect(refused.statusCode).toBe(429);
    // Five minutes after its first call: five more to wait.
    expect(refused.headers['retry-after']).toBe('300');
    expect(refused.json().error.message).toBe(CALL_STRINGS.en.tooMany);
    minutes(5);
    expect((await placeCall(r.tokens['1'], 'waiter')).statusCode).toBe(201);

    // Twenty tables in a minute, the whole restaurant: the 21st waits.
    minutes(1);
    for (const table of tables.slice(1, 21)) {
      const placed = await placeCall(r.tokens[table], 'bill');
      expect(placed.statusCode, placed.body).toBe(201);
    }
    const crowded = await placeCall(r.tokens['22'], 'bill', 'zh');
    expect(crowded.statusCode).toBe(429);
    expect(crowded.json().error.message).toBe(CALL_STRINGS.zh.tooMany);
    expect(Number(crowded.headers['retry-after'])).toBe(60);
    // A tap at a table whose call is open is not a new call: never refused.
    expect((await placeCall(r.tokens['2'], 'waiter', 'it')).statusCode).toBe(200);
    minutes(1);
    expect((await placeCall(r.tokens['22'], 'bill')).statusCode).toBe(201);
  });

  it('a call left unanswered 15 minutes closes by itself; the table may call again', async () => {
    minutes(60);
    const r = await restaurant({ takeAway: false });
    const old = (await placeCall(r.tokens['4'], 'waiter')).json();
    minutes(15);
    // Closed on reading even before the sweeper passes.
    expect((await openCalls(r.cookie)).json().calls).toEqual([]);
    const late = await acknowledge(r.cookie, old.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toContain('15 minutes');
    const fresh = await placeCall(r.tokens['4'], 'waiter');
    expect(fresh.statusCode).toBe(201);
    const statuses = await testApp.testDatabase.database.db
      .selectFrom('table_call')
      .select(['id', 'status'])
      .where('owner_id', '=', r.owner.id)
      .orderBy('created_at')
      .execute();
    expect(statuses).toEqual([
      { id: old.id, status: 'expired' },
      { id: fresh.json().id, status: 'open' },
    ]);

    // The sweeper closes the other, once.
    minutes(15);
    expect(await testApp.expireOverdueCalls()).toBeGreaterThanOrEqual(1);
    expect(await testApp.expireOverdueCalls()).toBe(0);
  });

  it('the board’s stream rings with call.created and call.acknowledged; the table’s phones see the answer', async () => {
    minutes(60);
    const r = await restaurant({ takeAway: false });
    const base = testApp.baseUrl;
    const board = await openSse(`${base}/api/v1/orders/events`, { cookie: r.cookie });
    expect(board.response.status).toBe(200);
    const phone = await openSse(`${base}/api/v1/public/tables/${r.tokens['4']}/calls/events`);
    expect(phone.response.status).toBe(200);
    expect(phone.response.headers.get('content-type')).toContain('text/event-stream');
    const initial = await phone.next();
    expect(initial).toMatchObject({ event: 'call' });
    expect(JSON.parse(initial?.data ?? '')).toEqual({ call: null });

    const placed = (await placeCall(r.tokens['4'], 'waiter')).json();
    const created = await board.until((_data, event) => event.event === 'call.created');
    // No id: the stream's ids are the orders' replay positions.
    expect(created.event.id).toBeUndefined();
    expect(created.data).toMatchObject({ id: placed.id, table: '4', kind: 'waiter' });
    await phone.until((data) => (data.call as { status?: string })?.status === 'open');

    // Another table of another restaurant rings nobody here.
    const other = await restaurant({ takeAway: false });
    await placeCall(other.tokens['4'], 'bill');

    await acknowledge(r.cookie, placed.id);
    const answered = await board.until((_data, event) => event.event === 'call.acknowledged');
    expect(answered.data).toMatchObject({
      id: placed.id,
      status: 'acknowledged',
      acknowledgedBy: { id: r.owner.id },
    });
    const seen = await phone.until(
      (data) => (data.call as { status?: string })?.status === 'acknowledged',
    );
    expect(seen.data.call).toEqual({
      id: placed.id,
      kind: 'waiter',
      status: 'acknowledged',
      createdAt: placed.createdAt,
      acknowledgedAt: new Date(clock).toISOString(),
    });
    // The phone never learns who answered.
    expect(JSON.stringify(seen.data)).not.toContain(r.owner.id);

    // Unanswered, then swept: the board drops it, the phone says so. A minute later: a table's
    // phones show its latest call, and two calls of one table made in the same millisecond
    // (only the test's clock allows it) would leave "latest" to the database's whim.
    minutes(1);
    const next = (await placeCall(r.tokens['4'], 'bill')).json();
    await board.until((data, event) => event.event === 'call.created' && data.id === next.id);
    minutes(15);
    await testApp.expireOverdueCalls();
    const expired = await board.until((_data, event) => event.event === 'call.expired');
    expect(expired.data).toMatchObject({ id: next.id, status: 'expired' });
    await phone.until((data) => (data.call as { status?: string })?.status === 'expired');
    await Promise.all([board.close(), phone.close()]);

    // A phone that connects later is told of the closed call for five minutes, then of none.
    const tableCall = async () => {
      const later = await openSse(`${base}/api/v1/public/tables/${r.tokens['4']}/calls/events`);
      const first = await later.next();
      await later.close();
      return JSON.parse(first?.data ?? '').call;
    };
    minutes(4);
    expect(await tableCall()).toMatchObject({ id: next.id, status: 'expired' });
    minutes(1);
    expect(await tableCall()).toBeNull();
  });
});
