import { describe, expect, it } from 'vitest';
import { MenuDocumentSchema } from '../menu/menu-schema';
import { draftToMenuInput } from './draft-to-menu';
import { parseMenuText } from './parse-menu-text';

const parse = (lines: string[]) => parseMenuText(lines.join('\n'));
const dishes = (lines: string[]) => parse(lines).draft.categories.flatMap((c) => c.items);

describe('parseMenuText', () => {
  it('reads headings, dishes with French prices and their descriptions', () => {
    const { draft, unrecognised } = parseMenuText(
      [
        'Entrées',
        'Tarte fine ........ 9',
        'aux poireaux',
        'Soupe à l’oignon 7,50 €',
        '',
        'Desserts',
        'Crème brûlée 6€50',
      ].join('\n'),
    );
    expect(draft.categories.map((category) => category.name)).toEqual(['Entrées', 'Desserts']);
    expect(draft.categories[0]?.items).toMatchObject([
      { name: 'Tarte fine', price: '9.00', description: 'aux poireaux' },
      { name: 'Soupe à l’oignon', price: '7.50' },
    ]);
    expect(draft.categories[1]?.items[0]).toMatchObject({ name: 'Crème brûlée', price: '6.50' });
    expect(unrecognised).toEqual([]);
  });

  it('reads every French way of writing a price', () => {
    const found = dishes([
      'Plats',
      'Entrecôte 24,50 €',
      'Magret 22€50',
      'Burger 12.5',
      'Risotto 16 €',
      'Tartare ..................... 18',
      'Confit de canard … 19',
      'Andouillette 17 euros',
      'Poulet rôti      15',
      '14,00 € Bavette à l’échalote',
    ]);
    expect(found.map((dish) => [dish.name, dish.price])).toEqual([
      ['Entrecôte', '24.50'],
      ['Magret', '22.50'],
      ['Burger', '12.50'],
      ['Risotto', '16.00'],
      ['Tartare', '18.00'],
      ['Confit de canard', '19.00'],
      ['Andouillette', '17.00'],
      ['Poulet rôti', '15.00'],
      ['Bavette à l’échalote', '14.00'],
    ]);
  });

  it('keeps quantities and years in the name', () => {
    const found = dishes([
      'Vins',
      'Chablis 2019 ........ 32',
      '6 huîtres de Marennes 14 €',
      'Pizza 4 fromages 12 €',
      'Entrecôte 300 g 26 €',
      '1/2 bouteille de Chinon 14 €',
    ]);
    expect(found.map((dish) => [dish.name, dish.price])).toEqual([
      ['Chablis 2019', '32.00'],
      ['6 huîtres de Marennes', '14.00'],
      ['Pizza 4 fromages', '12.00'],
      ['Entrecôte 300 g', '26.00'],
      ['1/2 bouteille de Chinon', '14.00'],
    ]);
  });

  it('reads a description after a dash, a colon or in brackets', () => {
    const found = dishes([
      'Entrées',
      'Tarte fine — poireaux, chèvre frais ...... 9',
      'Pizza Reine : tomate, jambon, champignons 11 €',
      'Salade César (poulet, parmesan, croûtons) 13 €',
      'Velouté 8 € – potimarron, noisettes',
    ]);
    expect(found.map((dish) => [dish.name, dish.description, dish.price])).toEqual([
      ['Tarte fine', 'poireaux, chèvre frais', '9.00'],
      ['Pizza Reine', 'tomate, jambon, champignons', '11.00'],
      ['Salade César', 'poulet, parmesan, croûtons', '13.00'],
      ['Velouté', 'potimarron, noisettes', '8.00'],
    ]);
  });

  it('reads a name whose description and price are on the next lines', () => {
    const found = dishes([
      'Plats',
      '',
      'Tarte fine',
      'poireaux, chèvre frais ...... 9',
      '',
      'Pavé de saumon',
      '21 €',
    ]);
    expect(found.map((dish) => [dish.name, dish.description, dish.price])).toEqual([
      ['Tarte fine', 'poireaux, chèvre frais', '9.00'],
      ['Pavé de saumon', '', '21.00'],
    ]);
  });

  it('reads variants on one line, the dish price being the lowest', () => {
    const found = dishes([
      'Vins',
      'Côtes du Rhône Verre 5 € / Bouteille 26 €',
      'Pression 25 cl 4 € · 50 cl 7 €',
      'Margherita — Petite 9 € | Grande 12,50 €',
    ]);
    expect(found).toMatchObject([
      {
        name: 'Côtes du Rhône',
        price: '5.00',
        variants: [
          { name: 'Verre', price: '5.00' },
          { name: 'Bouteille', price: '26.00' },
        ],
      },
      {
        name: 'Pression',
        price: '4.00',
        variants: [
          { name: '25 cl', price: '4.00' },
          { name: '50 cl', price: '7.00' },
        ],
      },
      {
        name: 'Margherita',
        price: '9.00',
        variants: [
          { name: 'Petite', price: '9.00' },
          { name: 'Grande', price: '12.50' },
        ],
      },
    ]);
  });

  it('names bare variant prices from a column header', () => {
    const found = dishes([
      'Vins rouges',
      'Verre     Bouteille',
      'Chinon ........ 6 / 29',
      'Saumur 2021 7/31',
    ]);
    expect(found[1]?.variants).toEqual([
      { name: 'Verre', price: '7.00' },
      { name: 'Bouteille', price: '31.00' },
    ]);
    expect(found[0]).toMatchObject({
      name: 'Chinon',
      price: '6.00',
      variants: [
        { name: 'Verre', price: '6.00' },
        { name: 'Bouteille', price: '29.00' },
      ],
    });
  });

  it('maps tags to the dish tags, taking set-apart marks out of the name', () => {
    const found = dishes([
      'Plats',
      'Lasagnes fait maison 15 €',
      'Curry de légumes (V) 14 €',
      'Buddha bowl vegan 13 €',
      'Poulet piment 16 €',
      'sans gluten, épicé',
    ]);
    expect(found.map((dish) => [dish.name, dish.tags])).toEqual([
      ['Lasagnes', ['fait-maison']],
      ['Curry de légumes', ['vegetarien']],
      ['Buddha bowl vegan', ['vegan']],
      ['Poulet piment', ['sans-gluten', 'epice']],
    ]);
  });

  it('reads allergens written on the menu, in words or numbers', () => {
    const found = dishes([
      'Desserts',
      'Financier 5 €',
      'Allergènes : gluten, lait, 3',
      'Brownie (contient : fruits à coque) 6 €',
    ]);
    expect(found[0]?.allergens).toEqual(['Gluten', 'Œufs', 'Lait']);
    expect(found[1]).toMatchObject({ name: 'Brownie', allergens: ['Fruits à coque'] });
  });

  it('suggests allergens from the dish name, apart from the stated ones', () => {
    const found = dishes([
      'Carte',
      'Croque-monsieur 9 €',
      'Moules marinières 16 €',
      'Crème brûlée 7 €',
      'Allergènes : œufs',
      'Steak frites 18 €',
    ]);
    expect(found[0]).toMatchObject({ allergens: [], suggestedAllergens: ['Gluten', 'Lait'] });
    expect(found[1]?.suggestedAllergens).toEqual(['Mollusques']);
    expect(found[2]).toMatchObject({ allergens: ['Œufs'], suggestedAllergens: ['Lait'] });
    expect(found[3]?.suggestedAllergens).toBeUndefined();
  });

  it('recognises headings in capitals, with a colon, decorated or "Nos …"', () => {
    const { draft } = parse([
      'LE BISTROT DU PORT',
      '',
      'ENTRÉES',
      'Terrine 8 €',
      'Plats du jour :',
      'Blanquette 17 €',
      '~ Nos desserts ~',
      'Tarte Tatin 7 €',
      'Côté fromages',
      'Comté 6 €',
    ]);
    expect(draft.name).toBe('LE BISTROT DU PORT');
    expect(draft.categories.map((category) => category.name)).toEqual([
      'Entrées',
      'Plats du jour',
      'Nos desserts',
      'Côté fromages',
    ]);
  });

  it('takes a first line as the menu name and a short line above dishes as a heading', () => {
    const { draft, unrecognised } = parse([
      'Chez Paulette',
      '',
      'Les incontournables',
      'Andouillette 17 €',
      '',
      'Prix nets, service compris.',
    ]);
    expect(draft.name).toBe('Chez Paulette');
    expect(draft.categories[0]?.name).toBe('Les incontournables');
    expect(unrecognised).toEqual([{ line: 6, text: 'Prix nets, service compris.' }]);
  });

  it('reads a two-column text left column first', () => {
    const { draft } = parse([
      'ENTRÉES                         DESSERTS',
      'Terrine maison 8 €              Tiramisu 7 €',
      'Œuf mayonnaise 6 €              Crème brûlée 7 €',
      'Poireaux vinaigrette 7 €        Mousse au chocolat 6 €',
      'Velouté du jour 7 €             Café gourmand 9 €',
      'Harengs pommes à l’huile 8 €    Île flottante 6 €',
    ]);
    expect(draft.categories.map((category) => category.name)).toEqual(['Entrées', 'Desserts']);
    expect(draft.categories[0]?.items.map((dish) => dish.name)).toEqual([
      'Terrine maison',
      'Œuf mayonnaise',
      'Poireaux vinaigrette',
      'Velouté du jour',
      'Harengs pommes à l’huile',
    ]);
    expect(draft.categories[1]?.items.at(-1)).toMatchObject({
      name: 'Île flottante',
      price: '6.00',
    });
  });

  it('keeps the French of a bilingual menu and the English as its translation', () => {
    const { draft, unrecognised } = parse([
      'Entrées / Starters',
      'Soupe à l’oignon gratinée ..... 9',
      'French onion soup with cheese',
      'Escargots de Bourgogne / Burgundy snails 12 €',
    ]);
    expect(draft.categories[0]?.name).toBe('Entrées');
    expect(draft.categories[0]?.items).toMatchObject([
      {
        name: 'Soupe à l’oignon gratinée',
        translations: { en: { name: 'French onion soup with cheese' } },
      },
      { name: 'Escargots de Bourgogne', translations: { en: { name: 'Burgundy snails' } } },
    ]);
    expect(unrecognised).toEqual([]);
  });

  it('gives a draft the menu schema accepts once suggestions are dropped', () => {
    const long = 'Très '.repeat(40);
    const { draft } = parse([
      'Carte',
      `${long}long plat 12 €`,
      'Vin Verre 5 € / Bouteille 26 € / Magnum 50 € / Pichet 15 € / Carafe 12 € / Fillette 9 € / Demi 8 €',
      'Croque-monsieur 9 €',
    ]);
    const result = MenuDocumentSchema.safeParse(draftToMenuInput(draft));
    expect(result.error?.issues).toBeUndefined();
    expect(draft.categories[0]?.items[1]?.variants).toHaveLength(6);
  });
});
