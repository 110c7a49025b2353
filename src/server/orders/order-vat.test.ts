import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { MenuDocumentInput } from '../../domain/menu/menu-schema';
import { MenuDocumentSchema } from '../../domain/menu/menu-schema';
import { testAppForThisFile } from '../testing/test-app';
import { priceLines } from './order-lines';
import { orderFixtures } from './testing/order-fixtures';

// Runs on SQLite and on PostgreSQL. Issue 23 §4: an order line keeps the VAT rate of the moment.
const testApp = testAppForThisFile();
const { call, restaurant, orderOf, place } = orderFixtures(() => testApp);

const ids = { ratatouille: randomUUID(), terrine: randomUUID(), wine: randomUUID() };

/** Food at 10 % by default, a take-away terrine at 5,5 %, wines at 20 % by their category. */
const vatMenu = (wineRate: 1000 | 2000 = 2000): MenuDocumentInput => ({
  name: 'Carte',
  categories: [
    {
      id: 'plats',
      name: 'Plats principaux',
      items: [
        { id: ids.ratatouille, name: 'Ratatouille', price: '14' },
        { id: ids.terrine, name: 'Terrine en bocal', price: '9', vatRateBp: 550 },
      ],
    },
    {
      id: 'vins',
      name: 'Vins',
      vatRateBp: wineRate,
      items: [{ id: ids.wine, name: 'Côtes-du-Rhône', price: '32' }],
    },
  ],
});

const ratesOf = (lines: { name: string; vatRateBp: number }[]) =>
  Object.fromEntries(lines.map((line) => [line.name, line.vatRateBp]));

describe('the VAT rate of order lines', () => {
  it('priceLines gives each line its dish rate, else its category default, else 10 %', () => {
    const document = MenuDocumentSchema.parse(vatMenu());
    const inputs = [ids.ratatouille, ids.terrine, ids.wine].map((dishId) => ({
      dishId,
      quantity: 1,
      note: undefined,
    }));
    const { lines } = priceLines(document, inputs, 'fr');
    expect(ratesOf(lines)).toEqual({
      Ratatouille: 1000,
      'Terrine en bocal': 550,
      'Côtes-du-Rhône': 2000,
    });
  });

  it('stores the rate of the moment: a later change of the menu leaves placed orders alone', async () => {
    const r = await restaurant({ document: vatMenu() });
    const lines = [ids.ratatouille, ids.terrine, ids.wine].map((dishId) => ({
      dishId,
      quantity: 2,
    }));
    const placed = await place(orderOf(r.menuId, lines));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(ratesOf(placed.json().lines)).toEqual({
      Ratatouille: 1000,
      'Terrine en bocal': 550,
      'Côtes-du-Rhône': 2000,
    });

    const menu = await call({ method: 'GET', url: `/api/v1/menus/${r.menuId}`, cookie: r.cookie });
    const saved = await call({
      method: 'PUT',
      url: `/api/v1/menus/${r.menuId}`,
      cookie: r.cookie,
      headers: { 'if-match': `"${menu.json().version}"` },
      payload: vatMenu(1000),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const board = await call({ method: 'GET', url: '/api/v1/orders', cookie: r.cookie });
    expect(ratesOf(board.json()[0].lines)['Côtes-du-Rhône']).toBe(2000);
    const later = await place(orderOf(r.menuId, [{ dishId: ids.wine, quantity: 1 }]));
    expect(later.json().lines[0].vatRateBp).toBe(1000);
  });

  it('reads an order stored before rates existed at 10 %', async () => {
    const r = await restaurant({ document: vatMenu() });
    const placed = await place(orderOf(r.menuId, [{ dishId: ids.wine, quantity: 1 }]));
    const { id, lines } = placed.json();
    const older = lines.map(({ vatRateBp: _new, ...line }: { vatRateBp: number }) => line);
    await testApp.testDatabase.database.db
      .updateTable('customer_order')
      .set({ lines: JSON.stringify(older) })
      .where('id', '=', id)
      .execute();
    const board = await call({ method: 'GET', url: '/api/v1/orders', cookie: r.cookie });
    expect(board.json()[0].lines[0]).toMatchObject({ name: 'Côtes-du-Rhône', vatRateBp: 1000 });
  });
});
