import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PROMOTION_LIMITS, PROMOTION_MESSAGES } from '../../domain/menu/promotions';
import { orderFixtures } from '../orders/testing/order-fixtures';
import { richMenu } from '../testing/menu-fixtures';
import { testAppForThisFile } from '../testing/test-app';

/**
 * The owner's promotion routes (issue 15 §4) on SQLite and PostgreSQL: Premium only, another
 * owner's menu is 404, the menu is checked (unknown dishes and categories named), a cap per
 * menu, the menu's version untouched, "En cours" by the app's clock.
 */
let clock = new Date('2026-11-23T16:30:00Z'); // Monday 17:30 in Paris.
const testApp = testAppForThisFile({ now: () => clock });
const fx = orderFixtures(() => testApp);
const url = (menuId: string, id?: string) =>
  `/api/v1/menus/${menuId}/promotions${id ? `/${id}` : ''}`;

const happyHour = (extra: Record<string, unknown> = {}) => ({
  name: 'Happy hour',
  kind: 'percent',
  percent: 20,
  categoryId: 'vins',
  slots: [{ days: [1, 2, 3, 4, 5, 6, 7], start: '18:00', end: '20:00' }],
  ...extra,
});

async function winesRestaurant(plan: 'premium' | 'free' = 'premium') {
  const r = await fx.restaurant({ plan, document: richMenu() });
  const dishes = r.document.categories.flatMap((category) => category.items);
  const byName = (name: string) => String(dishes.find((dish) => dish.name === name)?.id);
  return {
    ...r,
    ratatouille: byName('Ratatouille'),
    omelette: byName('Omelette aux herbes'),
    wine: byName('Côtes-du-Rhône'),
  };
}

const create = (r: { cookie: string; menuId: string }, payload: object) =>
  fx.call({ method: 'POST', url: url(r.menuId), cookie: r.cookie, payload });

describe('promotion routes', () => {
  it('create, list with "En cours", pause, edit and delete, without bumping the menu version', async () => {
    const r = await winesRestaurant();
    const versionOf = async () =>
      (await fx.call({ method: 'GET', url: `/api/v1/menus/${r.menuId}`, cookie: r.cookie })).json()
        .version;
    const before = await versionOf();

    const created = await create(r, happyHour());
    expect(created.statusCode, created.body).toBe(201);
    const promotion = created.json();
    expect(promotion).toMatchObject({
      ...happyHour(),
      enabled: true,
      menuId: r.menuId,
      isInForce: false,
    });

    clock = new Date('2026-11-23T17:00:00Z'); // 18:00 in Paris.
    const listed = await fx.call({ method: 'GET', url: url(r.menuId), cookie: r.cookie });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({
      menuId: r.menuId,
      promotions: [{ id: promotion.id, isInForce: true }],
    });

    const paused = await fx.call({
      method: 'PUT',
      url: url(r.menuId, promotion.id),
      cookie: r.cookie,
      payload: happyHour({ enabled: false }),
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ enabled: false, isInForce: false });

    const edited = await fx.call({
      method: 'PUT',
      url: url(r.menuId, promotion.id),
      cookie: r.cookie,
      payload: {
        name: 'Ratatouille à 9 €',
        kind: 'price',
        priceCents: 900,
        dishIds: [r.ratatouille],
        slots: [{ days: [1], start: '17:00', end: '19:00' }],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ kind: 'price', priceCents: 900, isInForce: true });
    expect(edited.json()).not.toHaveProperty('percent');

    expect(await versionOf()).toBe(before);
    const deleted = await fx.call({
      method: 'DELETE',
      url: url(r.menuId, promotion.id),
      cookie: r.cookie,
    });
    expect(deleted.statusCode).toBe(204);
    const again = await fx.call({
      method: 'DELETE',
      url: url(r.menuId, promotion.id),
      cookie: r.cookie,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(PROMOTION_MESSAGES.notFound);
    const empty = await fx.call({ method: 'GET', url: url(r.menuId), cookie: r.cookie });
    expect(empty.json().promotions).toEqual([]);
  });

  it('is Premium: a free owner gets 403 with a French message', async () => {
    const r = await winesRestaurant('free');
    for (const response of [
      await fx.call({ method: 'GET', url: url(r.menuId), cookie: r.cookie }),
      await create(r, happyHour()),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatchObject({
        code: 'FORBIDDEN',
        message: PROMOTION_MESSAGES.premiumRequired,
      });
    }
  });

  it("answers 404 for another owner's menu or promotion, and 401 signed out", async () => {
    const mine = await winesRestaurant();
    const theirs = await winesRestaurant();
    const theirPromotion = (await create(theirs, happyHour())).json();
    const responses = [
      await fx.call({ method: 'GET', url: url(theirs.menuId), cookie: mine.cookie }),
      await create({ menuId: theirs.menuId, cookie: mine.cookie }, happyHour()),
      await fx.call({
        method: 'PUT',
        url: url(theirs.menuId, theirPromotion.id),
        cookie: mine.cookie,
        payload: happyHour(),
      }),
      await fx.call({
        method: 'DELETE',
        url: url(theirs.menuId, theirPromotion.id),
        cookie: mine.cookie,
      }),
      // Their promotion through my menu.
      await fx.call({
        method: 'PUT',
        url: url(mine.menuId, theirPromotion.id),
        cookie: mine.cookie,
        payload: happyHour(),
      }),
    ];
    expect(responses.map((response) => response.statusCode)).toEqual([404, 404, 404, 404, 404]);
    const signedOut = await fx.call({ method: 'GET', url: url(mine.menuId) });
    expect(signedOut.statusCode).toBe(401);
    const still = await fx.call({ method: 'GET', url: url(theirs.menuId), cookie: theirs.cookie });
    expect(still.json().promotions).toHaveLength(1);
  });

  it('refuses unknown dishes and categories by name, and a fixed price that does not lower a price (422)', async () => {
    const r = await winesRestaurant();
    const ghost = randomUUID();
    const unknownDish = await create(
      r,
      happyHour({ categoryId: undefined, dishIds: [r.omelette, ghost] }),
    );
    expect(unknownDish.statusCode).toBe(422);
    expect(unknownDish.json().error).toMatchObject({
      code: 'VALIDATION',
      message: PROMOTION_MESSAGES.unknownDishes([ghost]),
      field: 'dishIds',
    });
    const unknownCategory = await create(r, happyHour({ categoryId: 'desserts' }));
    expect(unknownCategory.statusCode).toBe(422);
    expect(unknownCategory.json().error.message).toBe(
      PROMOTION_MESSAGES.unknownCategory('desserts'),
    );

    const fixed = (dishIds: string[], priceCents: number) =>
      create(r, { ...happyHour({ categoryId: undefined }), kind: 'price', priceCents, dishIds });
    const notLower = await fixed([r.ratatouille, r.omelette], 1200);
    expect(notLower.statusCode).toBe(422);
    expect(notLower.json().error.message).toBe(
      PROMOTION_MESSAGES.priceNotLower(['Omelette aux herbes']),
    );
    const onVariants = await fixed([r.wine], 500);
    expect(onVariants.statusCode).toBe(422);
    expect(onVariants.json().error.message).toBe(
      PROMOTION_MESSAGES.priceOnVariants(['Côtes-du-Rhône']),
    );
    const invalid = await create(r, happyHour({ percent: 95, slots: [] }));
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().error.message).toMatch(/pourcentage|créneau/);
  });

  it(`caps a menu at ${PROMOTION_LIMITS.maxPerMenu} promotions (409)`, async () => {
    const r = await winesRestaurant();
    for (let index = 0; index < PROMOTION_LIMITS.maxPerMenu; index++) {
      const response = await create(r, happyHour({ name: `Promo ${index}` }));
      expect(response.statusCode, response.body).toBe(201);
    }
    const tooMany = await create(r, happyHour());
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.message).toBe(PROMOTION_MESSAGES.tooMany);
  });
});
