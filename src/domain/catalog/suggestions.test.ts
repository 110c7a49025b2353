import { describe, expect, it } from 'vitest';
import { ALLERGENS } from '../menu/allergens';
import { parsePrice } from '../menu/price';
import {
  categoryForSuggestionGroup,
  classifyDish,
  DISH_SUGGESTIONS,
  SUGGESTION_GROUP_CATEGORY,
  SUGGESTION_GROUPS,
} from './suggestions';

const allSuggestions = SUGGESTION_GROUPS.flatMap((group) =>
  DISH_SUGGESTIONS[group].map((suggestion) => ({ group, suggestion })),
);

describe('suggestion catalogue', () => {
  it('has about 10, 16, 6, 11, 3 and 3 dishes per group', () => {
    const sizes = SUGGESTION_GROUPS.map((group) => DISH_SUGGESTIONS[group].length);
    expect(sizes).toEqual([10, 16, 6, 11, 3, 3]);
  });

  it('includes the dishes that have stock images', () => {
    const names = allSuggestions.map(({ suggestion }) => suggestion.name);
    expect(names).toEqual(
      expect.arrayContaining(['Cheeseburger', 'Poké saumon', 'Salade fraîcheur', 'Salade César']),
    );
  });

  it('has unique names, normalised prices and known allergens', () => {
    const names = allSuggestions.map(({ suggestion }) => suggestion.name);
    expect(new Set(names).size).toBe(names.length);
    for (const { suggestion } of allSuggestions) {
      expect(parsePrice(suggestion.price)).toEqual({ ok: true, value: suggestion.price });
      expect(suggestion.description.length).toBeGreaterThan(0);
      for (const allergen of suggestion.allergens) expect(ALLERGENS).toContain(allergen);
      expect(new Set(suggestion.allergens).size).toBe(suggestion.allergens.length);
    }
  });
});

describe('group to category mapping', () => {
  it('follows spec §9', () => {
    expect(SUGGESTION_GROUP_CATEGORY).toEqual({
      starters: 'entrees',
      appetizers: 'entrees',
      mains: 'plats',
      drinks: 'boissons',
      wines: 'boissons',
      desserts: 'desserts',
    });
    expect(categoryForSuggestionGroup('wines')).toBe('boissons');
    expect(categoryForSuggestionGroup('other')).toBe('autres');
    expect(categoryForSuggestionGroup('toString')).toBe('autres');
  });
});

describe('classifyDish', () => {
  it('classifies every catalogue dish into its group category', () => {
    for (const { group, suggestion } of allSuggestions) {
      expect([suggestion.name, classifyDish(suggestion.name, suggestion.description)]).toEqual([
        suggestion.name,
        SUGGESTION_GROUP_CATEGORY[group],
      ]);
    }
  });

  it.each([
    ['Tiramisu maison', 'desserts'],
    ['Salade de fruits frais', 'desserts'],
    ['Café gourmand', 'desserts'],
    ['Coq au vin', 'plats'],
    ['Filet de bœuf sauce au vin', 'plats'],
    ['Soupe de poissons', 'entrees'],
    ['Salade de poulet', 'entrees'],
    ['Verre de Bordeaux', 'boissons'],
    ['Thé glacé', 'boissons'],
    ['Café', 'boissons'],
    ['CRÊPES SUZETTE', 'desserts'],
  ])('classifies %s as %s', (name, expected) => {
    expect(classifyDish(name)).toBe(expected);
  });

  it('falls back on the description, then on autres', () => {
    expect(classifyDish('Le Parisien', 'Pain, jambon, beurre : notre sandwich maison')).toBe(
      'plats',
    );
    expect(classifyDish('Le Parisien', 'Recette du chef')).toBe('autres');
    expect(classifyDish('')).toBe('autres');
  });
});
