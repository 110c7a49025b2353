import { describe, expect, it } from 'vitest';
import { fillVariantIds } from './variant-ids';

let counter = 0;
const newId = () => `new-${++counter}`;
const menu = (variants: unknown[], dishId = 'dish-1') => ({
  name: 'Carte',
  categories: [{ id: 'vins', name: 'Vins', items: [{ id: dishId, name: 'Vin', variants }] }],
});
const variantsOf = (document: unknown) =>
  (document as ReturnType<typeof menu>).categories[0]?.items[0]?.variants;

describe('variant ids assigned when absent', () => {
  it('gives each variant without an id a new one, keeping the ids that were sent', () => {
    counter = 0;
    const filled = fillVariantIds(
      menu([
        { name: 'Verre', price: '6' },
        { id: 'kept', name: 'Bouteille', price: '30' },
      ]),
      null,
      newId,
    );
    expect(variantsOf(filled)).toEqual([
      { id: 'new-1', name: 'Verre', price: '6' },
      { id: 'kept', name: 'Bouteille', price: '30' },
    ]);
  });

  it("reuses the same dish's variant of the same name, once", () => {
    counter = 0;
    const previous = menu([
      { id: 'glass', name: 'Verre' },
      { id: 'bottle', name: 'Bouteille' },
    ]) as never;
    const filled = fillVariantIds(
      menu([
        { name: 'verre ', price: '7' },
        { name: 'Pichet', price: '18' },
        { id: 'bottle', name: 'Bouteille', price: '30' },
      ]),
      previous,
      newId,
    );
    expect(variantsOf(filled)?.map((variant) => (variant as { id: string }).id)).toEqual([
      'glass',
      'new-1',
      'bottle',
    ]);
    const otherDish = fillVariantIds(menu([{ name: 'Verre' }], 'dish-2'), previous, newId);
    expect(variantsOf(otherDish)).toEqual([{ id: 'new-2', name: 'Verre' }]);
  });

  it('leaves what is not a document to the schema', () => {
    expect(fillVariantIds(null, null, newId)).toBeNull();
    expect(fillVariantIds({ categories: 'x' }, null, newId)).toEqual({ categories: 'x' });
    const odd = menu(['x', { id: '', name: 'Verre' }]);
    expect(fillVariantIds(odd, null, newId)).toEqual(odd);
  });
});
