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
const FAMILIES: readonly TemplateFamily[] = [
  {
    prefixes: ['salade'],
    templates: [
      (name) => `${name} : un mélange croquant de produits frais, relevé d'une vinaigrette maison.`,
      (name) => `${name} : des légumes de saison et des herbes fraîches, assemblés chaque jour.`,
    ],
  },
  {
    prefixes: ['soupe', 'veloute', 'potage'],
    templates: [
      (name) => `${name} : une recette réconfortante, mijotée lentement et servie bien chaude.`,
      (name) =>
        `${name} : un bol onctueux et parfumé, préparé chaque matin avec des légumes frais.`,
    ],
  },
  {
    prefixes: ['filet'],
    templates: [
      (name) =>
        `${name} : une pièce tendre cuite avec précision, servie avec sa garniture du moment.`,
      (name) => `${name} : une cuisson à la minute et une sauce maison pour sublimer le produit.`,
    ],
  },
  {
    prefixes: ['burger', 'cheeseburger', 'hamburger'],
    templates: [
      (name) => `${name} : un pain brioché toasté, une garniture généreuse et une sauce maison.`,
      (name) => `${name} : une recette gourmande, préparée à la commande avec des produits frais.`,
    ],
  },
  {
    prefixes: ['tarte'],
    templates: [
      (name) => `${name} : une pâte croustillante et une garniture fondante, faites maison.`,
      (name) => `${name} : une pâtisserie préparée chaque jour par notre chef, à déguster tiède.`,
    ],
  },
  {
    prefixes: ['mousse'],
    templates: [
      (name) => `${name} : une texture aérienne et fondante, pour finir le repas en douceur.`,
      (name) => `${name} : un dessert léger et gourmand, préparé maison.`,
    ],
  },
];

const GENERIC_TEMPLATES: readonly Template[] = [
  (name) => `${name} : une recette maison préparée avec des produits frais et de saison.`,
  (name) => `${name} : une spécialité de la maison, préparée avec des ingrédients sélectionnés.`,
  (name) => `${name} : une création de notre chef, à découvrir sans attendre.`,
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
