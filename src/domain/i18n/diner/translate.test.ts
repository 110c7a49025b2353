import { describe, expect, it } from 'vitest';
import { ALLERGENS } from '../../menu/allergens';
import { fillTemplate } from '../fill-template';
import { TRANSLATION_LANGUAGES } from '../languages';
import { ALLERGEN_NAMES, ALLERGEN_SLUGS, allergenFromSlug } from './allergen-names';
import { DINER_STRINGS } from './diner-strings';
import {
  translateAllergen,
  translateCategoryName,
  translateDishDescription,
  translateDishName,
} from './translate';

describe('diner dictionaries', () => {
  it('have every interface string in the five languages', () => {
    const keys = Object.keys(DINER_STRINGS.fr).sort();
    for (const strings of Object.values(DINER_STRINGS)) {
      expect(Object.keys(strings).sort()).toEqual(keys);
      for (const value of Object.values(strings)) expect(value.trim()).not.toBe('');
    }
    expect(DINER_STRINGS.fr.notAvailableTitle).toBe('Menu non disponible');
    expect(DINER_STRINGS.en.aiFooter).toBe('Menu translated with AI technology');
  });

  it('name the 14 allergens in every language, with unique URL slugs', () => {
    for (const allergen of ALLERGENS) {
      for (const lang of TRANSLATION_LANGUAGES) expect(ALLERGEN_NAMES[allergen][lang]).toBeTruthy();
      expect(allergenFromSlug(ALLERGEN_SLUGS[allergen])).toBe(allergen);
    }
    expect(new Set(Object.values(ALLERGEN_SLUGS)).size).toBe(14);
    expect(allergenFromSlug(' LAIT ')).toBe('Lait');
    expect(allergenFromSlug('chocolat')).toBeUndefined();
  });

  it('fills templates', () => {
    expect(fillTemplate(DINER_STRINGS.fr.hiddenMany, { n: 3 })).toBe('3 plats masqués');
    expect(fillTemplate('{a} {b}', { a: 1 })).toBe('1 {b}');
  });
});

describe('translation order: owner, dictionary, French original', () => {
  it('prefers the owner translation', () => {
    const dish = { name: 'Salade César', translations: { en: { name: 'Our Caesar' } } };
    expect(translateDishName(dish, 'en')).toEqual({ text: 'Our Caesar', lang: 'en' });
    expect(translateDishName(dish, 'es')).toEqual({ text: 'Ensalada César', lang: 'es' });
    expect(translateDishName({ name: 'Plat signature' }, 'zh')).toEqual({
      text: 'Plat signature',
      lang: 'fr',
    });
    expect(translateDishName(dish, 'fr')).toEqual({ text: 'Salade César', lang: 'fr' });
  });

  it('ignores blank owner translations', () => {
    const dish = { name: 'Crème brûlée', translations: { it: { name: '  ' } } };
    expect(translateDishName(dish, 'it')).toEqual({ text: 'Crème brûlée', lang: 'it' });
  });

  it('translates categories by name only, so a renamed default category stays as named', () => {
    expect(translateCategoryName({ name: 'Plats principaux' }, 'en').text).toBe('Main courses');
    expect(translateCategoryName({ name: 'Fromages' }, 'it').text).toBe('Formaggi');
    expect(translateCategoryName({ name: 'Nos grillades' }, 'en')).toEqual({
      text: 'Nos grillades',
      lang: 'fr',
    });
  });

  it('keeps descriptions French unless the owner translated them', () => {
    const dish = { description: 'Mijoté', translations: { en: { description: 'Slow-cooked' } } };
    expect(translateDishDescription(dish, 'en')).toEqual({ text: 'Slow-cooked', lang: 'en' });
    expect(translateDishDescription(dish, 'es')).toEqual({ text: 'Mijoté', lang: 'fr' });
    expect(translateAllergen('Fruits à coque', 'en')).toBe('Tree nuts');
    expect(translateAllergen('Fruits à coque', 'fr')).toBe('Fruits à coque');
  });
});
