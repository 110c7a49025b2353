import { describe, expect, it } from 'vitest';
import { openSse, type SseEvent } from '../testing/sse-client';
import { testAppForThisFile } from '../testing/test-app';
import { orderFixtures } from './testing/order-fixtures';

// Issue 24 §3, live: staff act on instance A; the diner's pill, the board and the table's tab
// follow on instance B (one database: PostgreSQL's NOTIFY, the event log's polling on SQLite).
const a = testAppForThisFile();
const b = testAppForThisFile(() => ({ sameDatabaseAs: a, listen: true }));
const { restaurant, orderOf, place, staff } = orderFixtures(() => a);

type Data = { [key: string]: unknown };

/** The next message of `stream` that satisfies `check` (earlier ones are skipped). */
async function until(stream: { next(): Promise<SseEvent | null> }, check: (data: Data) => boolean) {
  for (;;) {
    const event = await stream.next();
    if (!event) throw new Error('stream ended');
    const data = JSON.parse(event.data) as Data;
    if (check(data)) return data;
  }
}

const pillOf = (order: { id: string; statusToken: string }) =>
  openSse(`${b.baseUrl}/api/v1/public/orders/${order.id}/events?token=${order.statusToken}`);
const tabOf = (token: string | undefined) =>
  openSse(`${b.baseUrl}/api/v1/public/tables/${token}/tab/events?lang=en`);
const linesOf = (tab: Data) => tab.lines as { name: string; quantity: number }[];

describe('staff changes, live on another instance', () => {
  it('a line change reaches the diner’s pill, the board and the table’s tab', async () => {
    const r = await restaurant({ takeAway: false });
    const order = (
      await place(
        orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }], {
          tableToken: r.tokens['4'],
          language: 'en',
        }),
      )
    ).json();
    const pill = await pillOf(order);
    const board = await openSse(`${b.baseUrl}/api/v1/orders/events`, { cookie: r.cookie });
    const tab = await tabOf(r.tokens['4']);
    await until(pill, (data) => data.fromStatus === null);
    await until(tab, (data) => linesOf(data).length === 1);

    const changed = await staff.changeLines(r.cookie, order.id, {
      lines: [
        { dishId: r.beef, quantity: 2 },
        { dishId: r.soup, quantity: 1 },
      ],
      reason: 'La table a changé d’avis',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const seen = await until(pill, (data) => data.kind === 'lines');
    expect(seen).toMatchObject({ id: order.id, status: 'pending', fromStatus: 'pending' });
    // Staff's words stay with staff.
    expect(seen).not.toHaveProperty('reason');
    expect(await until(board, (data) => data.kind === 'lines')).toMatchObject({ id: order.id });
    const updated = await until(tab, (data) => linesOf(data).length === 2);
    expect(linesOf(updated).map((line) => line.quantity)).toEqual([2, 1]);
    // The added dish in the diner's language, like the rest of their order.
    expect(linesOf(updated)[1]?.name).not.toBe('Velouté de potimarron');
    await Promise.all([pill.close(), board.close(), tab.close()]);
  });

  it('accepting and refusing reach the diner’s pill, with the reason; the tab gets the accepted one', async () => {
    const r = await restaurant({ takeAway: false });
    await staff.setValidation(r.cookie);
    const placeAt4 = async (dishId: string) =>
      (
        await place(orderOf(r.menuId, [{ dishId, quantity: 1 }], { tableToken: r.tokens['4'] }))
      ).json();
    const kept = await placeAt4(r.beef);
    const turnedDown = await placeAt4(r.soup);
    const [keptPill, refusedPill, tab] = await Promise.all([
      pillOf(kept),
      pillOf(turnedDown),
      tabOf(r.tokens['4']),
    ]);
    await until(tab, (data) => data.status === 'none');

    expect((await staff.accept(r.cookie, kept.id)).statusCode).toBe(200);
    expect(await until(keptPill, (data) => data.kind === 'accepted')).toMatchObject({
      status: 'pending',
    });
    expect((await staff.refuse(r.cookie, turnedDown.id, 'kitchen_closed')).statusCode).toBe(200);
    expect(await until(refusedPill, (data) => data.kind === 'refused')).toMatchObject({
      id: turnedDown.id,
      status: 'cancelled',
      reason: 'kitchen_closed',
    });
    const open = await until(tab, (data) => data.status === 'open');
    expect(linesOf(open)).toHaveLength(1);
    await Promise.all([keptPill.close(), refusedPill.close(), tab.close()]);
  });

  it('a staff order taken on A reaches the board on B as a new order', async () => {
    const r = await restaurant();
    const board = await openSse(`${b.baseUrl}/api/v1/orders/events`, { cookie: r.cookie });
    const taken = await staff.take(r.cookie, {
      table: '7',
      lines: [{ dishId: r.beef, quantity: 1 }],
    });
    expect(taken.statusCode, taken.body).toBe(201);
    expect(await until(board, (data) => data.id === taken.json().id)).toMatchObject({
      fromStatus: null,
      status: 'pending',
      kind: 'status',
    });
    await board.close();
  });
});
