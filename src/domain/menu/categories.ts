import { normalizeForSearch } from '../text/normalize';
import { LIMITS } from './limits';

/** Ids of the predefined categories, in the editor's quick-button order (spec §3). */
export const DEFAULT_CATEGORY_IDS = [
  'entrees',
  'plats',
  'desserts',
  'boissons',
  'aperitifs',
  'vins',
] as const;
export type DefaultCategoryId = (typeof DEFAULT_CATEGORY_IDS)[number];

/** Not offered in the editor; the target of dishes the classifier cannot place. */
export const OTHER_CATEGORY_ID = 'autres';
export type CategoryId = DefaultCategoryId | typeof OTHER_CATEGORY_ID;

/** Always present in the editor; a missing one is added empty on load (spec §4). */
export const CORE_CATEGORY_IDS = [
  'entrees',
  'plats',
  'desserts',
  'boissons',
] as const satisfies readonly DefaultCategoryId[];

/**
 * French labels. The spec says "Plats" in its entity list (§3) but "Plats principaux"
 * in its labels (§9); we use the fuller label, which reads better on a diner page.
 * "Plats" is still recognised as the mains category (see CATEGORY_NAME_ALIASES).
 */
export const CATEGORY_LABELS: Readonly<Record<CategoryId, string>> = {
  entrees: 'Entrées',
  plats: 'Plats principaux',
  desserts: 'Desserts',
  boissons: 'Boissons',
  aperitifs: 'Apéritifs',
  vins: 'Vins',
  autres: 'Autres',
};

export const DEFAULT_CATEGORIES: readonly { id: DefaultCategoryId; name: string }[] =
  DEFAULT_CATEGORY_IDS.map((id) => ({ id, name: CATEGORY_LABELS[id] }));

/** Display order on every screen (spec §4): starters, mains, drinks, desserts, aperitifs, wines. */
export const CATEGORY_DISPLAY_ORDER = [
  'entrees',
  'plats',
  'boissons',
  'desserts',
  'aperitifs',
  'vins',
] as const satisfies readonly DefaultCategoryId[];

/**
 * Names that identify a predefined category, already passed through normalizeForSearch
 * (lower-case, no accents). French, English, Spanish and Chinese as the spec asks,
 * plus Italian since menus are also read in Italian.
 */
export const CATEGORY_NAME_ALIASES: Readonly<Record<DefaultCategoryId, readonly string[]>> = {
  entrees: [
    'entrees',
    'entree',
    'starters',
    'starter',
    'appetizers',
    'appetizer',
    'entrantes',
    'entrante',
    'entradas',
    'antipasti',
    '前菜',
    '头盘',
    '开胃菜',
  ],
  plats: [
    'plats principaux',
    'plat principal',
    'plats',
    'plat',
    'mains',
    'main courses',
    'main course',
    'main dishes',
    'platos principales',
    'plato principal',
    'platos',
    'secondi',
    'piatti principali',
    '主菜',
  ],
  boissons: [
    'boissons',
    'boisson',
    'drinks',
    'drink',
    'beverages',
    'bebidas',
    'bebida',
    'bevande',
    '饮料',
    '饮品',
  ],
  desserts: ['desserts', 'dessert', 'postres', 'postre', 'dolci', '甜点', '甜品'],
  aperitifs: ['aperitifs', 'aperitif', 'aperitivos', 'aperitivo', 'aperitivi', '开胃酒'],
  vins: ['vins', 'vin', 'wines', 'wine', 'vinos', 'vino', 'vini', '葡萄酒'],
};

export const CATEGORY_MESSAGES = {
  emptyName: 'Le nom de la catégorie ne peut pas être vide',
  nameTooLong: `Le nom ne doit pas dépasser ${LIMITS.nameMaxLength} caractères.`,
  duplicateName: (name: string) => `La catégorie "${name}" existe déjà dans votre menu.`,
  allDefaultsAdded: 'Toutes les catégories ont déjà été ajoutées',
} as const;

export function isDefaultCategoryId(id: string): id is DefaultCategoryId {
  return (DEFAULT_CATEGORY_IDS as readonly string[]).includes(id);
}

/** Ids of categories the owner creates: "custom-" followed by a millisecond timestamp. */
export function createCustomCategoryId(now: number = Date.now()): string {
  return `custom-${Math.trunc(now)}`;
}

export function isCustomCategoryId(id: string): boolean {
  return /^custom-\d+$/.test(id);
}

/** Which predefined category this is, by id first, then by name in any supported language. */
export function resolveDefaultCategoryId(category: {
  id?: string;
  name: string;
}): DefaultCategoryId | null {
  if (category.id !== undefined && isDefaultCategoryId(category.id)) return category.id;
  const name = normalizeForSearch(category.name);
  for (const id of DEFAULT_CATEGORY_IDS) {
    if (CATEGORY_NAME_ALIASES[id].includes(name)) return id;
  }
  return null;
}

function displayRank(category: { id?: string; name: string }): number {
  const id = resolveDefaultCategoryId(category);
  const rank = id === null ? -1 : (CATEGORY_DISPLAY_ORDER as readonly string[]).indexOf(id);
  return rank === -1 ? CATEGORY_DISPLAY_ORDER.length : rank;
}

/** Fixed display order, other categories last in their original order. Returns a new array. */
export function sortCategories<T extends { id?: string; name: string }>(
  categories: readonly T[],
): T[] {
  return categories
    .map((category, index) => ({ category, index, rank: displayRank(category) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ category }) => category);
}

function sameName(a: string, b: string): boolean {
  const fold = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
  return fold(a) === fold(b);
}

/**
 * Checks a custom category name before it is added. Returns the French message to show,
 * or null when the name is acceptable. Duplicates are case-insensitive; a name designating
 * a predefined category that is already present is a duplicate too (spec §5).
 */
export function validateNewCategoryName(
  name: string,
  existingCategories: readonly { id?: string; name: string }[],
): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return CATEGORY_MESSAGES.emptyName;
  if (trimmed.length > LIMITS.nameMaxLength) return CATEGORY_MESSAGES.nameTooLong;

  const defaultId = resolveDefaultCategoryId({ name: trimmed });
  const isDuplicate = existingCategories.some(
    (category) =>
      sameName(category.name, trimmed) ||
      (defaultId !== null && resolveDefaultCategoryId(category) === defaultId),
  );
  return isDuplicate ? CATEGORY_MESSAGES.duplicateName(trimmed) : null;
}

/** Predefined categories not yet in the menu, for the category picker. */
export function listMissingDefaultCategories(
  categories: readonly { id?: string; name: string }[],
): { id: DefaultCategoryId; name: string }[] {
  const present = new Set(categories.map(resolveDefaultCategoryId));
  return DEFAULT_CATEGORIES.filter((category) => !present.has(category.id));
}
