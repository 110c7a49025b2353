import { describe, expect, it } from 'vitest';
import { MenuDocumentSchema } from '../menu/menu-schema';
import { buildDemoMenu } from './demo-menu';
import { DISH_SUGGESTIONS } from './suggestions';

describe('buildDemoMenu', () => {
  it('is a valid menu holding every catalogue dish, with stock photos where they match', () => {
    const menu = MenuDocumentSchema.parse(buildDemoMenu());
    const total = Object.values(DISH_SUGGESTIONS).reduce((sum, list) => sum + list.length, 0);
    expect(menu.categories.map((category) => category.id)).toEqual([
      'entrees',
      'plats',
      'desserts',
      'boissons',
    ]);
    expect(menu.categories.flatMap((category) => category.items)).toHaveLength(total);
    const burger = menu.categories[1]?.items.find((dish) => dish.name === 'Cheeseburger');
    expect(burger?.imageUrl).toBe('/stock/cheeseburger.svg');
  });
});
