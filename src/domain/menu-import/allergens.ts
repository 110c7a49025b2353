import { ALLERGENS, type Allergen } from '../menu/allergens';
import { normalizeForSearch } from '../text/normalize';

/**
 * Allergens written on the menu (issue 25 §2): "Allergènes : gluten, lait",
 * "(contient : fruits à coque)", or the regulation's numbers "Allergènes : 1, 7". They are the
 * owner's own statement and go to the dish's `allergens`.
 */

const WORDS: readonly [Allergen, RegExp][] = [
  ['Gluten', /\b(?:gluten|ble|cereales?|farine|seigle|orge|avoine|epeautre)\b/u],
  ['Crustacés', /\b(?:crustaces?|crevettes?|crabes?|homards?|langoustines?)\b/u],
  ['Œufs', /\b(?:oeufs?|oeuf)\b/u],
  ['Poissons', /\bpoissons?\b/u],
  ['Arachides', /\b(?:arachides?|cacahuetes?)\b/u],
  ['Soja', /\bsoja\b/u],
  ['Lait', /\b(?:lait|lactose|produits? laitiers?)\b/u],
  [
    'Fruits à coque',
    /\b(?:fruits? a coques?|fruits? secs|noix|noisettes?|amandes?|pistaches?|noix de cajou)\b/u,
  ],
  ['Céleri', /\bceleri\b/u],
  ['Moutarde', /\bmoutarde\b/u],
  ['Sésame', /\bsesame\b/u],
  ['Sulfites', /\b(?:sulfites?|anhydride sulfureux)\b/u],
  ['Lupin', /\blupin\b/u],
  ['Mollusques', /\bmollusques?\b/u],
];

/** The allergens a list names ("gluten, lait, 8"), in the regulation's order. */
export function allergensIn(list: string): Allergen[] {
  const folded = ` ${normalizeForSearch(list)} `;
  const found = new Set<Allergen>();
  for (const [allergen, pattern] of WORDS) if (pattern.test(folded)) found.add(allergen);
  for (const number of folded.match(/\b\d{1,2}\b/gu) ?? []) {
    const allergen = ALLERGENS[Number(number) - 1];
    if (allergen) found.add(allergen);
  }
  return ALLERGENS.filter((allergen) => found.has(allergen));
}

// "Allergènes : gluten, lait" (a whole line or the end of one), "(contient : noix)".
const STATEMENT =
  /\(?\s*\b(?:allerg[èe]nes?|contient|peut contenir|traces? de)\s*:?\s*([^()]+?)\s*(?:\)|$)/iu;

/** The allergens stated in `text`, and the text without the statement. */
export function takeAllergens(text: string): { text: string; allergens: Allergen[] } {
  const match = STATEMENT.exec(text);
  if (!match) return { text, allergens: [] };
  const allergens = allergensIn(match[1] ?? '');
  if (allergens.length === 0) return { text, allergens: [] };
  const rest = `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`
    .replace(/\s{2,}/gu, ' ')
    .replace(/[\s,;.–—-]+$/u, '')
    .trim();
  return { text: rest, allergens };
}

/** Is this line only an allergen statement ("Allergènes : 1, 3, 7")? */
export function isAllergenLine(text: string): boolean {
  const taken = takeAllergens(text);
  return taken.allergens.length > 0 && taken.text === '';
}

/** Both lists together, in the regulation's order. */
export function mergeAllergens(...lists: readonly (readonly Allergen[])[]): Allergen[] {
  const all = new Set(lists.flat());
  return ALLERGENS.filter((allergen) => all.has(allergen));
}
