import type { Language } from '../i18n/languages';

/**
 * Dish tags from a fixed list (issue 15 §2). Their names come from this table in every
 * language — never from a machine: "Fait maison" is a legal mention (décret n° 2014-797) and
 * "Sans gluten" a claim, both the owner's responsibility. "Sans gluten" is not the allergen
 * list: a dish may be free of the Gluten allergen without the owner claiming it.
 */
export const DISH_TAGS = [
  'fait-maison',
  'vegetarien',
  'vegan',
  'sans-gluten',
  'epice',
  'nouveau',
  'suggestion-du-chef',
] as const;
export type DishTag = (typeof DISH_TAGS)[number];

export const TAG_NAMES: Readonly<Record<DishTag, Record<Language, string>>> = {
  'fait-maison': {
    fr: 'Fait maison',
    en: 'Homemade',
    es: 'Casero',
    zh: '自制',
    it: 'Fatto in casa',
  },
  vegetarien: {
    fr: 'Végétarien',
    en: 'Vegetarian',
    es: 'Vegetariano',
    zh: '素食',
    it: 'Vegetariano',
  },
  vegan: { fr: 'Vegan', en: 'Vegan', es: 'Vegano', zh: '纯素', it: 'Vegano' },
  'sans-gluten': {
    fr: 'Sans gluten',
    en: 'Gluten-free',
    es: 'Sin gluten',
    zh: '无麸质',
    it: 'Senza glutine',
  },
  epice: { fr: 'Épicé', en: 'Spicy', es: 'Picante', zh: '辣', it: 'Piccante' },
  nouveau: { fr: 'Nouveau', en: 'New', es: 'Nuevo', zh: '新品', it: 'Novità' },
  'suggestion-du-chef': {
    fr: 'Suggestion du chef',
    en: "Chef's suggestion",
    es: 'Sugerencia del chef',
    zh: '主厨推荐',
    it: 'Consiglio dello chef',
  },
};

/**
 * Icons as SVG path data on a 24 × 24 grid, stroked (drawn by the editor and the diner page
 * from this one table). Adapted from Lucide (ISC licence): leaf, sprout, wheat-off, flame,
 * sparkles, chef-hat. "Fait maison" follows the official logo of décret n° 2014-797: a
 * saucepan under a house roof.
 */
export const TAG_ICONS: Readonly<Record<DishTag, readonly string[]>> = {
  'fait-maison': ['M3 11 12 4l9 7', 'M6 13h12v4a3 3 0 0 1-3 3H9a3 3 0 0 1-3-3z', 'M18 15h3'],
  vegetarien: [
    'M11 20A7 7 0 0 1 9.8 6.1C15.5 5 17 4.48 19 2c1 2 2 4.18 2 8 0 5.5-4.78 10-10 10Z',
    'M2 21c0-3 1.85-5.36 5.08-6C9.5 14.52 12 13 13 12',
  ],
  vegan: [
    'M7 20h10',
    'M10 20c5.5-2.5.8-6.4 3-10',
    'M9.5 9.4c1.1.8 1.8 2.2 2.3 3.7-2 .4-3.5.4-4.8-.3-1.2-.6-2.3-1.9-3-4.2 2.8-.5 4.4 0 5.5.8z',
    'M14.1 6a7 7 0 0 0-1.1 4c1.9-.1 3.3-.6 4.3-1.4 1-1 1.6-2.3 1.7-4.6-2.7.1-4 1-4.9 2z',
  ],
  'sans-gluten': [
    'M2 22 16 8',
    'M3.47 12.53 5 11l1.53 1.53a3.5 3.5 0 0 1 0 4.94L5 19l-1.53-1.53a3.5 3.5 0 0 1 0-4.94Z',
    'M7.47 8.53 9 7l1.53 1.53a3.5 3.5 0 0 1 0 4.94L9 15l-1.53-1.53a3.5 3.5 0 0 1 0-4.94Z',
    'M20 2h2v2a4 4 0 0 1-4 4h-2V6a4 4 0 0 1 4-4Z',
    'm2 2 20 20',
  ],
  epice: [
    'M8.5 14.5A2.5 2.5 0 0 0 11 12c0-1.38-.5-2-1-3-1.07-2.14-.22-4.05 2-6 .5 2.5 2 4.9 4 6.5 2 1.6 3 3.5 3 5.5a7 7 0 1 1-14 0c0-1.15.43-2.29 1-3a2.5 2.5 0 0 0 2.5 2.5z',
  ],
  nouveau: [
    'M12 3l1.9 5.8a2 2 0 0 0 1.3 1.3L21 12l-5.8 1.9a2 2 0 0 0-1.3 1.3L12 21l-1.9-5.8a2 2 0 0 0-1.3-1.3L3 12l5.8-1.9a2 2 0 0 0 1.3-1.3Z',
  ],
  'suggestion-du-chef': [
    'M17 21a1 1 0 0 0 1-1v-5.35c0-.46.32-.84.73-1.04a4 4 0 0 0-2.14-7.59 5 5 0 0 0-9.18 0 4 4 0 0 0-2.14 7.59c.41.2.73.58.73 1.04V20a1 1 0 0 0 1 1Z',
    'M6 17h12',
  ],
};

/** Diets a diner can filter on (GET `regime=`), with the schema.org diet a tag claims. */
export const DIETS = ['vegetarien', 'vegan'] as const;
export type Diet = (typeof DIETS)[number];

/** A vegan dish is vegetarian too: the "Végétarien" filter keeps both. */
export function matchesDiet(tags: readonly DishTag[], diet: Diet | null): boolean {
  if (diet === null) return true;
  return diet === 'vegan' ? tags.includes('vegan') : tags.some((tag) => DIET_TAGS.has(tag));
}
const DIET_TAGS: ReadonlySet<DishTag> = new Set(['vegetarien', 'vegan']);

export const SCHEMA_ORG_DIETS: Readonly<Partial<Record<DishTag, string>>> = {
  vegetarien: 'https://schema.org/VegetarianDiet',
  vegan: 'https://schema.org/VeganDiet',
  'sans-gluten': 'https://schema.org/GlutenFreeDiet',
};

export const isDishTag = (value: unknown): value is DishTag =>
  (DISH_TAGS as readonly unknown[]).includes(value);
