import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { richMenu } from '../testing/menu-fixtures';
import { testAppForThisFile } from '../testing/test-app';
import { orderFixtures } from './testing/order-fixtures';

const testApp = testAppForThisFile();
const { call, restaurant, orderOf, place } = orderFixtures(() => testApp);

/** A Premium restaurant whose wine comes by the glass, the bottle or the jug. */
async function wineBar() {
  const r = await restaurant({ document: richMenu() });
  const dishes = r.document.categories.flatMap((category) => category.items);
  const wine = dishes.find((dish) => dish.variants?.length);
  const [glass, bottle] = wine?.variants ?? [];
  if (!wine || !glass || !bottle) throw new Error('the fixture has no wine');
  const plain = dishes.find((dish) => dish.name === 'Ratatouille');
  return { ...r, wine: wine.id, glass: glass.id, bottle: bottle.id, plain: String(plain?.id) };
}

describe('ordering a dish with variants', () => {
  it('prices the chosen variant from the stored menu and names it for the kitchen', async () => {
    const r = await wineBar();
    const response = await place(
      orderOf(
        r.menuId,
        [
          { dishId: r.wine, variantId: r.bottle, quantity: 1, unitPriceCents: 1 },
          { dishId: r.wine, variantId: r.glass, quantity: 2 },
          { dishId: r.plain, quantity: 1 },
        ],
        { language: 'en' },
      ),
    );
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json();
    expect(order.lines).toEqual([
      expect.objectContaining({
        dishId: r.wine,
        variantId: r.bottle,
        name: 'Côtes-du-Rhône — Bouteille 75 cl',
        dinerName: 'Côtes-du-Rhône — Bottle 75 cl',
        unitPriceCents: 3200,
      }),
      expect.objectContaining({
        variantId: r.glass,
        name: 'Côtes-du-Rhône — Verre 12 cl',
        unitPriceCents: 600,
        quantity: 2,
      }),
      expect.objectContaining({ name: 'Ratatouille', unitPriceCents: 1400 }),
    ]);
    expect(order.totalCents).toBe(3200 + 2 * 600 + 1400);
    // The board reads the same lines.
    const board = await call({ method: 'GET', url: '/api/v1/orders', cookie: r.cookie });
    expect(board.json()[0].lines[0].name).toBe('Côtes-du-Rhône — Bouteille 75 cl');
  });

  it('asks for a variant (422, French) when the dish has some and none is named', async () => {
    const r = await wineBar();
    const response = await place(orderOf(r.menuId, [{ dishId: r.wine, quantity: 1 }]));
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION',
      field: 'lines.0.variantId',
      message: 'Choisissez une variante pour « Côtes-du-Rhône » (par exemple verre ou bouteille).',
    });
  });

  it('refuses a variant the dish does not have (409) and a malformed id (422)', async () => {
    const r = await wineBar();
    const unknown = await place(
      orderOf(r.menuId, [{ dishId: r.wine, variantId: randomUUID(), quantity: 1 }]),
    );
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json().error).toMatchObject({
      reason: 'DISHES_UNAVAILABLE',
      message: 'Ces plats ne sont plus disponibles : Côtes-du-Rhône.',
    });
    const onPlainDish = await place(
      orderOf(r.menuId, [{ dishId: r.plain, variantId: r.glass, quantity: 1 }]),
    );
    expect(onPlainDish.statusCode).toBe(409);
    const malformed = await place(
      orderOf(r.menuId, [{ dishId: r.wine, variantId: 'verre', quantity: 1 }]),
    );
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().error.message).toBe('Identifiant de variante invalide.');
    const list = await call({ method: 'GET', url: '/api/v1/orders', cookie: r.cookie });
    expect(list.json()).toEqual([]);
  });

  it('still shows and takes orders from a menu saved when a variant said `label`', async () => {
    const r = await wineBar();
    // As stored before the contract's `name`: `label`, and the owner's `{en: {label}}`.
    const legacy = structuredClone(r.document);
    const wine = legacy.categories[1]?.items[0];
    if (wine?.id !== r.wine || !wine.variants) throw new Error('the fixture moved its wine');
    wine.variants = wine.variants.map(({ name, ...variant }) => ({
      ...variant,
      label: name,
      ...(variant.id === r.bottle && { translations: { en: { label: 'Big bottle' } } }),
    })) as unknown as typeof wine.variants;
    const { db } = testApp.testDatabase.database;
    await db
      .updateTable('menu')
      .set({ document: JSON.stringify(legacy) })
      .where('id', '=', r.menuId)
      .execute();

    const read = await call({ method: 'GET', url: `/api/v1/menus/${r.menuId}`, cookie: r.cookie });
    const readWine = read.json().document.categories[1].items[0];
    expect(readWine.variants[1]).toMatchObject({
      id: r.bottle,
      name: 'Bouteille 75 cl',
      translations: { en: { name: 'Big bottle' } },
    });
    expect(readWine.variants[1]).not.toHaveProperty('label');
    const page = await testApp.app.inject({ method: 'GET', url: `/r/${r.menuId}?lang=en` });
    expect(page.body).toContain('<span class="variant-name">Big bottle</span>');
    expect(page.body).toContain('<span class="variant-name">Glass 12 cl</span>');

    const response = await place(
      orderOf(r.menuId, [{ dishId: r.wine, variantId: r.bottle, quantity: 1 }], {
        language: 'en',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().lines[0]).toMatchObject({
      name: 'Côtes-du-Rhône — Bouteille 75 cl',
      dinerName: 'Côtes-du-Rhône — Big bottle',
    });
  });
});
