import { describe, expect, it } from 'vitest';
import { parseMenuText } from './parse-menu-text';

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
});
