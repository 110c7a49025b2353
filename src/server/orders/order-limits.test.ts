import { describe, expect, it } from 'vitest';
import { testAppForThisFile } from '../testing/test-app';
import { orderFixtures } from './testing/order-fixtures';

// Issue 21 §2: a cap per restaurant on top of the per-address and per-table limits, counted
// in the database, and a Retry-After that says the real wait. The clock is the test's.
// Runs on SQLite and on PostgreSQL.
let clock = Date.parse('2026-12-01T19:00:00.000Z');
const testApp = testAppForThisFile({
  env: { ORDERS_PER_RESTAURANT_PER_MINUTE: '12' },
  now: () => new Date(clock),
});
const { restaurant, orderOf, place } = orderFixtures(() => testApp);
const seconds = (count: number) => {
  clock += count * 1000;
};

describe('order limits', () => {
  it('caps a restaurant at its orders per minute, all tables together, and says when to retry', async () => {
    const tables = Array.from({ length: 14 }, (_, index) => String(index + 1));
    const r = await restaurant({ tables, takeAway: false });
    const fromTable = (table: string) =>
      place(orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }], { tableToken: r.tokens[table] }));
    // 12 tables order, one every 4 s: 12 orders within 44 s.
    for (const table of tables.slice(0, 12)) {
      expect((await fromTable(table)).statusCode).toBe(201);
      seconds(4);
    }
    // 48 s after the first order: the 13th table waits until the first leaves the minute.
    const refused = await fromTable('13');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('12');
    expect(refused.json().error).toMatchObject({
      message: 'Trop de commandes en peu de temps. Patientez un instant, puis réessayez.',
      retryAfter: 12,
    });
    seconds(11);
    expect((await fromTable('13')).statusCode).toBe(429);
    seconds(1);
    expect((await fromTable('13')).statusCode).toBe(201);
    // The next one waits for the second order of the minute (placed 4 s after the first).
    const next = await fromTable('14');
    expect(next.headers['retry-after']).toBe('4');
  });

  it('tells a flooding table the real wait: ten minutes after its first order', async () => {
    clock += 3_600_000;
    const r = await restaurant({ takeAway: false });
    const fromFour = () =>
      place(orderOf(r.menuId, [{ dishId: r.soup, quantity: 1 }], { tableToken: r.tokens['4'] }));
    for (let i = 0; i < 10; i++) {
      expect((await fromFour()).statusCode).toBe(201);
      seconds(30);
    }
    // Five minutes after the table's first order: five more to wait, not "60".
    const refused = await fromFour();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('300');
    seconds(300);
    expect((await fromFour()).statusCode).toBe(201);
  });
});
