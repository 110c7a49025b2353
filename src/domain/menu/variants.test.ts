import { describe, expect, it } from 'vitest';
import { DishSchema } from './menu-schema';
import { lowestVariantPrice, VARIANT_MESSAGES, variantLineName } from './variants';

const DISH_ID = '3f2b8c1e-9a4d-4e6b-8f1a-2c3d4e5f6a7b';
const variantId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const glass = { id: variantId(1), name: 'Verre 12 cl', price: '6' };
const bottle = { id: variantId(2), name: 'Bouteille 75 cl', price: '32,00' };
const wine = { id: DISH_ID, name: 'Côtes-du-Rhône', price: '99', variants: [bottle, glass] };

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('dish variants', () => {
  it('normalises the variants and sets the price to the lowest of them', () => {
    const dish = DishSchema.parse(wine);
    expect(dish.variants).toEqual([
      { id: variantId(2), name: 'Bouteille 75 cl', price: '32.00' },
      { id: variantId(1), name: 'Verre 12 cl', price: '6.00' },
    ]);
    expect(dish.price).toBe('6.00');
  });

  it('needs no price of its own when it has variants; a single-price dish still does', () => {
    const { price: _price, ...withoutPrice } = wine;
    expect(DishSchema.parse(withoutPrice).price).toBe('6.00');
    expect(messages(DishSchema.safeParse({ ...withoutPrice, variants: [] }))).toEqual([
      'Le prix est obligatoire.',
    ]);
  });

  it('takes 2 to 6 variants', () => {
    const many = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ id: variantId(i + 1), name: `T${i}`, price: '1' }));
    expect(messages(DishSchema.safeParse({ ...wine, variants: many(1) }))).toEqual([
      VARIANT_MESSAGES.count,
    ]);
    expect(messages(DishSchema.safeParse({ ...wine, variants: many(7) }))).toEqual([
      VARIANT_MESSAGES.count,
    ]);
    expect(DishSchema.safeParse({ ...wine, variants: many(6) }).success).toBe(true);
    expect(DishSchema.safeParse({ ...wine, variants: many(2) }).success).toBe(true);
  });

  it('refuses blank, long and repeated names and bad prices, in French', () => {
    const parse = (variants: unknown) => messages(DishSchema.safeParse({ ...wine, variants }));
    expect(parse([glass, { ...bottle, name: '  ' }])).toEqual([VARIANT_MESSAGES.nameRequired]);
    expect(parse([glass, { ...bottle, name: 'x'.repeat(41) }])).toEqual([
      VARIANT_MESSAGES.nameTooLong,
    ]);
    expect(parse([glass, { ...bottle, name: ' VERRE 12 cl' }])).toEqual([
      VARIANT_MESSAGES.duplicateName,
    ]);
    expect(parse([glass, { ...bottle, price: '-3' }])).toEqual([
      'Le prix doit être un nombre positif avec au plus 2 décimales (ex. 12,50).',
    ]);
    expect(parse([glass, { ...bottle, price: undefined }])).toEqual(['Le prix est obligatoire.']);
    expect(parse([glass, { ...bottle, id: 'x' }])).toEqual([VARIANT_MESSAGES.idInvalid]);
    expect(parse([glass, { ...bottle, id: glass.id }])).toEqual([VARIANT_MESSAGES.duplicateId]);
    expect(parse('verre')).toEqual([VARIANT_MESSAGES.invalid]);
  });

  it('reads a variant saved as `label` (before the contract named it) as `name`', () => {
    const { name, ...unnamed } = glass;
    const old = { ...unnamed, label: name, translations: { en: { label: 'Glass' } } };
    expect(DishSchema.parse({ ...wine, variants: [bottle, old] }).variants?.[1]).toEqual({
      id: variantId(1),
      name: 'Verre 12 cl',
      price: '6.00',
      translations: { en: { name: 'Glass' } },
    });
    // `name` wins when both are there; a variant with neither still needs one, in French.
    const both = { ...glass, label: 'Ancien' };
    expect(DishSchema.parse({ ...wine, variants: [bottle, both] }).variants?.[1]?.name).toBe(
      'Verre 12 cl',
    );
    expect(messages(DishSchema.safeParse({ ...wine, variants: [bottle, unnamed] }))).toEqual([
      VARIANT_MESSAGES.nameRequired,
    ]);
  });

  it('names the lowest price and the order line', () => {
    expect(lowestVariantPrice([{ price: '10.00' }, { price: '9.50' }, { price: '12' }])).toBe(
      '9.50',
    );
    expect(lowestVariantPrice([])).toBeNull();
    expect(variantLineName('Côtes-du-Rhône', 'Verre 12 cl')).toBe('Côtes-du-Rhône — Verre 12 cl');
  });
});
