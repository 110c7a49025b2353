import { normalizeForSearch } from '../text/normalize';

/**
 * VAT rates of a restaurant's sales (French rules, docs/receipts-and-vat.md), in basis points
 * (1000 = 10 %). Prices stay TTC everywhere; a dish carries the rate its price includes.
 *
 * - 10 % (CGI art. 279 m and n): food and non-alcoholic drinks consumed on the premises, and
 *   food prepared for immediate consumption sold to take away or delivered.
 * - 5,5 % (CGI art. 278-0 bis A): food sold to take away whose nature or packaging lets it be
 *   kept (not eaten at once): a bottle of juice, a jar of terrine, a whole uncut cake…
 * - 20 % (CGI art. 278, the normal rate): alcoholic drinks, on the premises or to take away,
 *   always.
 *
 * Pure rules: the editor, the server and the receipts import them without zod.
 */
export const VAT_RATES_BP = [550, 1000, 2000] as const;
export type VatRateBp = (typeof VAT_RATES_BP)[number];

/** What a dish takes when neither it nor its category names a rate: food served on site. */
export const DEFAULT_VAT_RATE_BP: VatRateBp = 1000;

/** The rate of alcoholic drinks, whatever the way they are sold. */
export const ALCOHOL_VAT_RATE_BP: VatRateBp = 2000;

/** French labels, with the no-break space French typography puts before "%". */
export const VAT_RATE_LABELS: Readonly<Record<VatRateBp, string>> = {
  550: '5,5\u00a0%',
  1000: '10\u00a0%',
  2000: '20\u00a0%',
};

/** When each rate applies, in the owner's words (the editor's select). */
export const VAT_RATE_HINTS: Readonly<Record<VatRateBp, string>> = {
  550: 'à emporter, se conserve',
  1000: 'sur place, sans alcool',
  2000: 'boissons alcoolisées',
};

export const VAT_MESSAGES = {
  invalid: 'Taux de TVA invalide : 5,5 %, 10 % ou 20 %.',
} as const;

export function isVatRateBp(value: unknown): value is VatRateBp {
  return (VAT_RATES_BP as readonly unknown[]).includes(value);
}

/** "20 %" for 2000; a rate outside the list (an old record) is written out the same way. */
export function vatRateLabel(rateBp: number): string {
  if (isVatRateBp(rateBp)) return VAT_RATE_LABELS[rateBp];
  return `${String(rateBp / 100).replace('.', ',')}\u00a0%`;
}

/** A dish's rate: its own, else its category's default, else 10 %. */
export function effectiveVatRateBp(
  dish: { vatRateBp?: VatRateBp | undefined },
  category: { vatRateBp?: VatRateBp | undefined } | undefined,
): VatRateBp {
  return dish.vatRateBp ?? category?.vatRateBp ?? DEFAULT_VAT_RATE_BP;
}

/**
 * Words of category names that usually hold alcoholic drinks (normalised: lower case, no
 * accents), in the five reading languages. Only a suggestion: "Apéritifs" may be alcohol-free
 * cocktails, "Boissons" mixes sodas and beers, so the owner decides.
 */
const ALCOHOL_WORDS = [
  'vin',
  'vins',
  'wine',
  'wines',
  'vino',
  'vinos',
  'vini',
  'biere',
  'bieres',
  'beer',
  'beers',
  'cerveza',
  'cervezas',
  'birra',
  'birre',
  'cocktail',
  'cocktails',
  'coctel',
  'cocteles',
  'alcool',
  'alcools',
  'alcohol',
  'alcohols',
  'alcolici',
  'aperitif',
  'aperitifs',
  'aperitivo',
  'aperitivos',
  'aperitivi',
  'digestif',
  'digestifs',
  'spiritueux',
  'spirits',
  'champagne',
  'champagnes',
  'whisky',
  'whiskies',
  'rhum',
  'rhums',
  'rum',
  'cidre',
  'cidres',
  'liqueurs',
];
const ALCOHOL_CJK = ['酒'];

/** Whether a category's name suggests alcoholic drinks (the editor then offers 20 %). */
export function looksLikeAlcoholCategory(name: string): boolean {
  const normalized = normalizeForSearch(name);
  if (ALCOHOL_CJK.some((word) => normalized.includes(word))) return true;
  return normalized.split(' ').some((word) => ALCOHOL_WORDS.includes(word));
}
