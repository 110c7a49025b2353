import { describe, expect, it } from 'vitest';
import { normalizeForSearch, searchDishes } from './search';
import { DISH_SUGGESTIONS, SUGGESTION_GROUPS } from './suggestions';

const names = (results: readonly { name: string }[]) => results.map((result) => result.name);
const total = SUGGESTION_GROUPS.reduce((sum, group) => sum + DISH_SUGGESTIONS[group].length, 0);

describe('searchDishes', () => {
  it('re-exports the shared normaliser', () => {
    expect(normalizeForSearch('Île')).toBe('ile');
  });

  it('ignores case and accents', () => {
    expect(names(searchDishes('salade cesar'))).toEqual(['Salade César']);
    expect(names(searchDishes('CREME BRULEE'))).toEqual(['Crème brûlée']);
    expect(names(searchDishes('oeufs'))).toContain('Œufs mimosa');
  });

  it('ignores punctuation', () => {
    expect(names(searchDishes('moules frites'))).toEqual(['Moules-frites']);
    expect(names(searchDishes('poké-saumon!'))).toEqual(['Poké saumon']);
  });

  it('matches descriptions after names', () => {
    const results = names(searchDishes('saumon'));
    expect(results.slice(0, 2)).toEqual(['Poké saumon', 'Pavé de saumon']);
    expect(results).toHaveLength(2);
    expect(names(searchDishes('parmesan'))).toEqual([
      'Salade César',
      'Carpaccio de bœuf',
      'Risotto aux champignons',
      'Tagliatelles au pesto',
    ]);
  });

  it('filters by group and attaches group and category', () => {
    const results = searchDishes('chocolat', { group: 'desserts' });
    expect(names(results)).toEqual(['Mousse au chocolat', 'Fondant au chocolat']);
    expect(results[0]).toMatchObject({ group: 'desserts', categoryId: 'desserts' });
    expect(names(searchDishes('chocolat'))).toContain('Chocolat chaud');
    expect(searchDishes('', { group: 'wines' })[0]).toMatchObject({ categoryId: 'boissons' });
  });

  it('lists everything for a blank query and nothing for an unknown dish', () => {
    expect(searchDishes('  ')).toHaveLength(total);
    expect(searchDishes('', { group: 'mains' })).toHaveLength(DISH_SUGGESTIONS.mains.length);
    expect(searchDishes('sushi')).toEqual([]);
  });
});
