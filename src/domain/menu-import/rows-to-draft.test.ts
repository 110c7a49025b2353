import { describe, expect, it } from 'vitest';
import { guessColumnMapping, proposeColumnMapping, rowsToDraft } from './rows-to-draft';

describe('guessColumnMapping', () => {
  it('reads French and English header names', () => {
    expect(
      guessColumnMapping([
        ['Catégorie', 'Nom', 'Description', 'Prix', 'Allergènes'],
        ['Entrées', 'Terrine', 'maison', '8,50', 'gluten'],
      ]),
    ).toEqual({ category: 0, name: 1, description: 2, price: 3, allergens: 4, hasHeader: true });
    expect(guessColumnMapping([['Dish', 'Price', 'Category']])).toEqual({
      name: 0,
      price: 1,
      category: 2,
      hasHeader: true,
    });
  });

  it('guesses the columns from the cells without a header', () => {
    expect(
      guessColumnMapping([
        ['Terrine', 'cornichons, pain grillé de campagne', '8,50 €'],
        ['Tarte fine', 'poireaux, chèvre frais et noisettes', '9 €'],
        ['Soupe', 'à l’oignon, gratinée au comté', '7,50'],
      ]),
    ).toEqual({ name: 0, price: 2, description: 1, hasHeader: false });
  });

  it('gives up without a price column', () => {
    expect(
      guessColumnMapping([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBeNull();
  });
});

describe('proposeColumnMapping', () => {
  it('keeps a confident guess', () => {
    expect(proposeColumnMapping([['Plat', 'Prix']])).toEqual({
      name: 0,
      price: 1,
      hasHeader: true,
    });
  });

  it('otherwise proposes the first price column and the first text column', () => {
    // Too few prices for a guess: the owner gets a starting point to correct.
    const rows = [
      ['Terrine', '8,50'],
      ['Soupe', 'selon saison'],
      ['Tarte', 'demandez'],
    ];
    expect(guessColumnMapping(rows)).toBeNull();
    expect(proposeColumnMapping(rows)).toEqual({ name: 0, price: 1, hasHeader: false });
    expect(proposeColumnMapping([['a', 'b']])).toEqual({ name: 0, price: 1, hasHeader: true });
  });
});

describe('rowsToDraft', () => {
  it('groups dishes by category, with variants, tags and stated allergens', () => {
    const rows = [
      ['Plat', 'Prix', 'Catégorie', 'Allergènes', 'Description'],
      ['Terrine maison', '8,50 €', 'Entrées', 'gluten, 3', ''],
      ['Curry (V)', '14', 'Plats', '', 'lait de coco, épicé'],
      ['Chinon', 'Verre 6 € / Bouteille 29 €', 'Vins', 'sulfites', ''],
      ['', '', '', '', ''],
      ['Croque-monsieur', 'sur demande', 'Plats', '', ''],
    ];
    const mapping = guessColumnMapping(rows);
    expect(mapping).not.toBeNull();
    const { draft, unrecognised } = rowsToDraft(rows, mapping ?? { name: 0, price: 1 });
    expect(draft.categories.map((category) => category.name)).toEqual(['Entrées', 'Plats', 'Vins']);
    expect(draft.categories[0]?.items[0]).toMatchObject({
      name: 'Terrine maison',
      price: '8.50',
      allergens: ['Gluten', 'Œufs'],
    });
    expect(draft.categories[1]?.items[0]).toMatchObject({
      name: 'Curry',
      description: 'lait de coco',
      tags: ['vegetarien', 'epice'],
    });
    expect(draft.categories[2]?.items[0]).toMatchObject({
      price: '6.00',
      variants: [
        { name: 'Verre', price: '6.00' },
        { name: 'Bouteille', price: '29.00' },
      ],
      allergens: ['Sulfites'],
    });
    expect(unrecognised).toEqual([{ line: 6, text: 'Croque-monsieur · sur demande · Plats' }]);
  });

  it('takes a row with a name only as a section title when no column gives categories', () => {
    const { draft } = rowsToDraft(
      [
        ['Entrées', ''],
        ['Terrine', '8'],
        ['Desserts', ''],
        ['Crème brûlée', '7,50'],
      ],
      { name: 0, price: 1, hasHeader: false },
    );
    expect(draft.categories).toMatchObject([
      { name: 'Entrées', items: [{ name: 'Terrine', price: '8.00' }] },
      {
        name: 'Desserts',
        items: [{ name: 'Crème brûlée', price: '7.50', suggestedAllergens: ['Œufs', 'Lait'] }],
      },
    ]);
  });
});
