import { normalizeForSearch } from '../text/normalize';

/**
 * Category headings (issue 25 §2): known section names ("Entrées", "Nos desserts", "Côté mer"),
 * lines in capitals, lines ending with a colon, decorated lines ("~ Plats ~", "*** VINS ***").
 */

const KNOWN = new Set(
  [
    'entrees',
    'entree',
    'hors d oeuvre',
    'hors d oeuvres',
    'pour commencer',
    'pour continuer',
    'pour finir',
    'pour les petits',
    'plats',
    'plat',
    'plats principaux',
    'plats du jour',
    'plat du jour',
    'suggestions',
    'suggestions du moment',
    'a l ardoise',
    'viandes',
    'poissons',
    'desserts',
    'dessert',
    'douceurs',
    'fromages',
    'fromage',
    'boissons',
    'boissons chaudes',
    'boissons fraiches',
    'softs',
    'sans alcool',
    'jus',
    'jus de fruits',
    'vins',
    'vins rouges',
    'vins blancs',
    'vins roses',
    'vin rouge',
    'vin blanc',
    'vin rose',
    'rouges',
    'blancs',
    'roses',
    'bulles',
    'champagnes',
    'champagne',
    'bieres',
    'biere',
    'bieres pression',
    'bieres bouteille',
    'cafes',
    'cafe',
    'the',
    'thes',
    'cafes et thes',
    'cafe et the',
    'boissons chaudes',
    'aperitifs',
    'aperitif',
    'cocktails',
    'digestifs',
    'alcools',
    'spiritueux',
    'pizzas',
    'pizze',
    'pizzas rouges',
    'pizzas blanches',
    'crepes',
    'crepes sucrees',
    'galettes',
    'galettes salees',
    'salades',
    'burgers',
    'pates',
    'sandwichs',
    'sandwiches',
    'tartines',
    'a partager',
    'planches',
    'snacks',
    'menu enfant',
    'menu enfants',
    'menus',
    'formules',
    'accompagnements',
    'garnitures',
    'glaces',
    'coupes glacees',
    'sucre',
    'sale',
    'petit dejeuner',
    'petits dejeuners',
    'brunch',
    'viennoiseries',
    'patisseries',
    'huitres',
    'fruits de mer',
    'coquillages',
    'tapas',
    'soupes',
    'potages',
    'grillades',
    'specialites',
    'la carte',
    'carte',
  ].map((name) => name),
);

// "Nos desserts", "Les pizzas", "Côté terre", "La sélection du caviste".
const PREFIX = /^(?:nos|les|cote|du cote|la selection|pour|a la|au|l heure du|carte des?)\b/u;

const DECORATION = /^[\s~*=•·–—_#<>«»|-]+|[\s~*=•·–—_#<>«»|:-]+$/gu;

/** The heading's text without decoration or a trailing colon. */
export function headingText(line: string): string {
  return line.replace(DECORATION, '').trim();
}

const hasLetters = (text: string) => /\p{L}{2,}/u.test(text);
const isCapitals = (text: string) =>
  hasLetters(text) && text === text.toLocaleUpperCase('fr') && /\p{Lu}{3,}/u.test(text);

/** "ENTRÉES" → "Entrées"; a heading in lower or mixed case is kept as written. */
export function headingName(line: string): string {
  const text = headingText(line);
  if (!isCapitals(text)) return text;
  const lower = text.toLocaleLowerCase('fr');
  return lower.charAt(0).toLocaleUpperCase('fr') + lower.slice(1);
}

/** Is this a usual section name ("Entrées", "Vins rouges")? */
export function isKnownHeading(line: string): boolean {
  return KNOWN.has(normalizeForSearch(headingText(line)));
}

/** Is this a heading whatever surrounds it? (Known name, capitals, colon or decoration.) */
export function isStrongHeading(line: string): boolean {
  const text = headingText(line);
  if (text === '' || text.length > 50 || !hasLetters(text)) return false;
  const folded = normalizeForSearch(text);
  if (KNOWN.has(folded)) return true;
  if (PREFIX.test(folded) && folded.split(' ').length <= 5 && !/[,.]$/u.test(text)) return true;
  if (isCapitals(text) && text.split(/\s+/u).length <= 6) return true;
  if (/:\s*$/u.test(line) && text.split(/\s+/u).length <= 5) return true;
  return text !== line.trim() && /^[~*=•#<«—–-]/u.test(line.trim()) && text.length <= 40;
}

/** Could this line be a heading if what follows confirms it (short, no sentence)? */
export function isWeakHeading(line: string): boolean {
  const text = headingText(line);
  return (
    text.length > 0 &&
    text.length <= 40 &&
    hasLetters(text) &&
    !/[,;]/u.test(text) &&
    !/\.$/u.test(text) &&
    /^\p{Lu}/u.test(text) &&
    text.split(/\s+/u).length <= 6
  );
}
