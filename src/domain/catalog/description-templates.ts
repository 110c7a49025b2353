import { normalizeForSearch } from '../text/normalize';

/** The editor shows the generated text after this delay, as the spec's simulation does. */
export const LOCAL_DESCRIPTION_DELAY_MS = 1000;

type Template = (dishName: string) => string;

interface TemplateFamily {
  /** A word of the dish name starting with one of these selects the family. */
  readonly prefixes: readonly string[];
  readonly templates: readonly Template[];
}

// Sentences agree with their own noun, never with the dish name, whose gender is unknown.
// They describe the kind of dish only and claim nothing the owner did not say: no "maison"
// (a regulated mention, décret n° 2014-797), no fresh, seasonal, local or organic produce, no
// chef, no "made every day". Those are the owner's to write; a generated claim could be false.
const FAMILIES: readonly TemplateFamily[] = [
  {
    prefixes: ['salade'],
    templates: [
      (name) => `${name} : un mélange croquant, relevé d'une vinaigrette.`,
      (name) => `${name} : une salade composée, à savourer en entrée ou en plat léger.`,
    ],
  },
  {
    prefixes: ['soupe', 'veloute', 'potage'],
    templates: [
      (name) => `${name} : une recette réconfortante, servie bien chaude.`,
      (name) => `${name} : un bol onctueux et parfumé, servi chaud.`,
    ],
  },
  {
    prefixes: ['filet'],
    templates: [
      (name) => `${name} : une pièce tendre, servie avec sa garniture.`,
      (name) => `${name} : une cuisson précise et une sauce pour l'accompagner.`,
    ],
  },
  {
    prefixes: ['burger', 'cheeseburger', 'hamburger'],
    templates: [
      (name) => `${name} : un pain toasté, une garniture généreuse et sa sauce.`,
      (name) => `${name} : une recette gourmande et généreuse.`,
    ],
  },
  {
    prefixes: ['tarte'],
    templates: [
      (name) => `${name} : une pâte croustillante et une garniture fondante.`,
      (name) => `${name} : une pâtisserie gourmande pour finir le repas.`,
    ],
  },
  {
    prefixes: ['mousse'],
    templates: [
      (name) => `${name} : une texture aérienne et fondante, pour finir le repas en douceur.`,
      (name) => `${name} : un dessert léger et gourmand.`,
    ],
  },
  {
    prefixes: ['limonade', 'citronnade', 'jus', 'soda', 'sirop', 'eau', 'cola', 'orangeade'],
    templates: [
      (name) => `${name} : une boisson désaltérante, servie bien froide.`,
      (name) => `${name} : une boisson rafraîchissante pour accompagner votre repas.`,
    ],
  },
  {
    prefixes: ['cafe', 'expresso', 'espresso', 'cappuccino', 'the', 'infusion', 'tisane'],
    templates: [
      (name) => `${name} : une boisson chaude pour prolonger le moment.`,
      (name) => `${name} : servie chaude, pour conclure le repas.`,
    ],
  },
];

const GENERIC_TEMPLATES: readonly Template[] = [
  (name) => `${name} : une recette à découvrir sur notre carte.`,
  (name) => `${name} : une proposition gourmande de notre carte.`,
  (name) => `${name} : un classique à savourer sans attendre.`,
];

// FNV-1a: a stable choice for a given name, spread across the templates.
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.codePointAt(0) ?? 0;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/**
 * A French description for a dish, chosen among canned sentences by keywords in its
 * name (words starting with "salade", "tarte"…, so "tartelette" counts and "tartare"
 * does not), interpolating the name. Deterministic for a given name.
 * Returns null for a blank name rather than throwing: 'Générer' needs a name, and the
 * caller then leaves the description unchanged.
 */
export function generateLocalDescription(dishName: string): string | null {
  const name = dishName.trim().replace(/\s+/g, ' ');
  if (name === '') return null;

  const key = normalizeForSearch(name);
  const words = key.split(' ');
  const family = FAMILIES.find(({ prefixes }) =>
    words.some((word) => prefixes.some((prefix) => word.startsWith(prefix))),
  );
  const templates = family?.templates ?? GENERIC_TEMPLATES;
  const template = templates[hash(key) % templates.length];
  return template === undefined ? null : template(name);
}
