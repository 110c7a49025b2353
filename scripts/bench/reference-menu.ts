import { randomUUID } from 'node:crypto';
import type { Allergen } from '../../src/domain/menu/allergens';
import { CATEGORY_LABELS, DEFAULT_CATEGORY_IDS } from '../../src/domain/menu/categories';
import type { MenuDocumentInput } from '../../src/domain/menu/menu-schema';

const WORDS = [
  'maison',
  'de saison',
  'du marché',
  'grillé',
  'rôti',
  'fondant',
  'aux herbes',
  'au beurre noisette',
  'et son jus',
  'confit',
];
const BASES = [
  'Velouté',
  'Filet de bar',
  'Suprême de volaille',
  'Tartelette',
  'Salade',
  'Carpaccio',
  'Risotto',
  'Crémeux',
  'Tartare',
  'Pavé de bœuf',
];
const ALLERGEN_SETS: Allergen[][] = [
  ['Gluten', 'Lait'],
  ['Poissons'],
  ['Œufs', 'Moutarde'],
  ['Fruits à coque', 'Lait', 'Gluten'],
  [],
  ['Sulfites'],
  ['Céleri', 'Crustacés'],
  ['Soja', 'Sésame'],
  ['Lait'],
  ['Mollusques', 'Gluten'],
];
const IMAGES = ['/stock/salade-cesar.svg', '/stock/cheeseburger.svg', null, null, null];

/**
 * The benchmark's reference menu (issue #6 §8): 6 categories × 10 dishes, each with a
 * description of about 100 characters and 0 to 3 allergens; a few dishes have a photo.
 */
export function buildReferenceMenu(): MenuDocumentInput {
  return {
    name: 'La carte de saison',
    categories: DEFAULT_CATEGORY_IDS.map((id, c) => ({
      id,
      name: CATEGORY_LABELS[id],
      items: Array.from({ length: 10 }, (_, d) => ({
        id: randomUUID(),
        name: `${BASES[d]} ${WORDS[(c + d) % WORDS.length]}`,
        description: `Préparé chaque matin en cuisine avec des produits ${WORDS[(c * 3 + d) % WORDS.length]}, servi avec une garniture ${WORDS[(d + 4) % WORDS.length]}.`,
        price: `${8 + c * 3 + d}.${d % 2 === 0 ? '50' : '00'}`,
        allergens: ALLERGEN_SETS[(c + d) % ALLERGEN_SETS.length] ?? [],
        imageUrl: IMAGES[(c + d) % IMAGES.length] ?? null,
      })),
    })),
  };
}
