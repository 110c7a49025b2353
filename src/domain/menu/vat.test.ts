import { describe, expect, it } from 'vitest';
import { CategorySchema, DishSchema, MenuDocumentSchema } from './menu-schema';
import { readStoredMenuDocument } from './stored-menu';
import {
  DEFAULT_VAT_RATE_BP,
  effectiveVatRateBp,
  looksLikeAlcoholCategory,
  VAT_MESSAGES,
  VAT_RATE_LABELS,
  vatRateLabel,
} from './vat';

const DISH_ID = '3f2b8c1e-9a4d-4e6b-8f1a-2c3d4e5f6a7b';
const dish = { id: DISH_ID, name: 'Côtes-du-Rhône', price: '6' };

describe('VAT rates', () => {
  it('labels the three rates the French way', () => {
    expect(VAT_RATE_LABELS).toEqual({ 550: '5,5\u00a0%', 1000: '10\u00a0%', 2000: '20\u00a0%' });
    expect(vatRateLabel(2000)).toBe('20\u00a0%');
    expect(vatRateLabel(850)).toBe('8,5\u00a0%');
  });

  it("takes the dish's rate, else its category's, else 10 %", () => {
    expect(effectiveVatRateBp({ vatRateBp: 550 }, { vatRateBp: 2000 })).toBe(550);
    expect(effectiveVatRateBp({}, { vatRateBp: 2000 })).toBe(2000);
    expect(effectiveVatRateBp({}, {})).toBe(1000);
    expect(effectiveVatRateBp({}, undefined)).toBe(DEFAULT_VAT_RATE_BP);
  });

  it.each([
    'Vins',
    'Bières pression',
    'Cocktails',
    'Alcools',
    'Apéritifs',
    'Nos vins rouges',
    'Wines',
    'Birre',
    '葡萄酒',
    'Champagne & bulles',
  ])('suggests 20 %% for a category named %s', (name) => {
    expect(looksLikeAlcoholCategory(name)).toBe(true);
  });

  it.each(['Entrées', 'Boissons', 'Desserts', 'Vinaigrettes', 'Bar à huîtres', 'Softs'])(
    'suggests nothing for %s',
    (name) => {
      expect(looksLikeAlcoholCategory(name)).toBe(false);
    },
  );
});

describe('vatRateBp in the menu document', () => {
  it('is optional on dishes and categories: older documents stay valid and unchanged', () => {
    const stored = {
      name: 'Carte',
      categories: [{ id: 'vins', name: 'Vins', items: [dish] }],
    };
    const parsed = MenuDocumentSchema.parse(stored);
    expect(parsed.categories[0]).not.toHaveProperty('vatRateBp');
    expect(parsed.categories[0]?.items[0]).not.toHaveProperty('vatRateBp');
    const read = readStoredMenuDocument(JSON.parse(JSON.stringify(stored)));
    const [category] = read.categories;
    expect(effectiveVatRateBp(category?.items[0] ?? {}, category)).toBe(1000);
  });

  it('keeps the rates it is given', () => {
    expect(DishSchema.parse({ ...dish, vatRateBp: 550 }).vatRateBp).toBe(550);
    const category = CategorySchema.parse({
      id: 'vins',
      name: 'Vins',
      vatRateBp: 2000,
      items: [dish],
    });
    expect(category.vatRateBp).toBe(2000);
  });

  it.each([700, '20', 20, null])('refuses %s with a French message', (vatRateBp) => {
    const result = DishSchema.safeParse({ ...dish, vatRateBp });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([VAT_MESSAGES.invalid]);
    const category = CategorySchema.safeParse({ id: 'vins', name: 'Vins', items: [], vatRateBp });
    expect(category.error?.issues[0]?.message).toBe(VAT_MESSAGES.invalid);
  });
});
