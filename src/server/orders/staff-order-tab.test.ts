import { describe, expect, it } from 'vitest';
import { testAppForThisFile } from '../testing/test-app';
import { orderFixtures } from './testing/order-fixtures';

// Issue 41 §6: an order a waiter takes for a table joins the tab its diners read with the
// table's code, even when that order opened the tab, and whether the waiter picked the table
// or typed it as the board labels it ("Table 4"). Runs on SQLite and on PostgreSQL.
const testApp = testAppForThisFile();
const { call, restaurant, staff } = orderFixtures(() => testApp);

const tabOf = async (token: string | undefined) => {
  const response = await call({ method: 'GET', url: `/api/v1/public/tables/${token}/tab` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('a tab opened by a staff order', () => {
  it.each(['4', 'Table 4', ' table  4 '])(
    'is the tab table 4’s diners read with its code (typed "%s")',
    async (typed) => {
      const r = await restaurant({ takeAway: false });
      const taken = await staff.take(r.cookie, {
        table: typed,
        lines: [{ dishId: r.beef, quantity: 2 }],
      });
      expect(taken.statusCode, taken.body).toBe(201);
      expect(taken.json().table).toBe('4');
      const tab = await tabOf(r.tokens['4']);
      expect(tab).toMatchObject({ status: 'open', table: '4' });
      expect(tab.lines).toEqual([
        expect.objectContaining({ name: 'Bœuf bourguignon', quantity: 2, round: 1 }),
      ]);
      expect(tab.totalCents).toBe(taken.json().totalCents);
      // The owner's board shows the same tab.
      const board = await call({ method: 'GET', url: '/api/v1/tabs', cookie: r.cookie });
      expect(board.json().tabs).toMatchObject([{ id: tab.id, table: '4' }]);
    },
  );

  it('keeps a name the restaurant does not have as typed, on no table’s tab', async () => {
    const r = await restaurant({ takeAway: false });
    const taken = await staff.take(r.cookie, {
      table: 'Table 40',
      lines: [{ dishId: r.beef, quantity: 1 }],
    });
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json().table).toBe('Table 40');
    expect(await tabOf(r.tokens['4'])).toMatchObject({ status: 'none', lines: [] });
  });
});
