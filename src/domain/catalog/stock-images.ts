import type { CategoryId } from '../menu/categories';
import { normalizeForSearch } from '../text/normalize';

export interface StockImage {
  readonly id: string;
  readonly name: string;
  readonly url: string;
  readonly category: CategoryId;
  /** Aliases of the dish name; the image's own name always counts as one. */
  readonly dishNames: readonly string[];
}

/** The built-in stock photos (spec §3), served from /stock. */
export const STOCK_IMAGES: readonly StockImage[] = [
  {
    id: 'cheeseburger',
    name: 'Cheeseburger',
    url: '/stock/cheeseburger.svg',
    category: 'plats',
    dishNames: ['cheeseburger', 'cheese burger', 'hamburger', 'burger'],
  },
  {
    id: 'poke-saumon',
    name: 'Poké saumon',
    url: '/stock/poke-saumon.svg',
    category: 'plats',
    dishNames: ['poké saumon', 'poké bowl saumon', 'poké bowl', 'bowl saumon'],
  },
  {
    id: 'salade-fraicheur',
    name: 'Salade fraîcheur',
    url: '/stock/salade-fraicheur.svg',
    category: 'entrees',
    dishNames: ['salade fraîcheur', 'salade verte', 'salade composée', 'salade mixte'],
  },
  {
    id: 'salade-cesar',
    name: 'Salade césar',
    url: '/stock/salade-cesar.svg',
    category: 'entrees',
    dishNames: ['salade césar', 'caesar salad', 'césar', 'caesar'],
  },
];

/** A dish name must be longer than this to get image suggestions (spec §5). */
export const MIN_DISH_NAME_LENGTH = 3;
/** An alias must be longer than this to match inside a longer dish name (spec §9). */
export const MIN_CONTAINED_ALIAS_LENGTH = 3;

const ALIASES = STOCK_IMAGES.map((image) => ({
  image,
  aliases: [image.name, ...image.dishNames].map(normalizeForSearch),
}));

/**
 * Stock images for a dish name: the name (case- and accent-insensitive) equals an
 * alias, or contains an alias longer than 3 characters. Names of 3 characters or
 * fewer get nothing.
 */
export function findStockImages(dishName: string): StockImage[] {
  const name = normalizeForSearch(dishName);
  if (name.length <= MIN_DISH_NAME_LENGTH) return [];
  return ALIASES.filter(({ aliases }) =>
    aliases.some(
      (alias) =>
        alias === name || (alias.length > MIN_CONTAINED_ALIAS_LENGTH && name.includes(alias)),
    ),
  ).map(({ image }) => image);
}

/** The image auto-selected for a new dish, or null (spec §5). */
export function pickAutoImage(dishName: string): string | null {
  return findStockImages(dishName)[0]?.url ?? null;
}
