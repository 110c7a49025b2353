import { VARIANT_LIMITS } from '../menu/variants';
import type { DraftVariant } from './import-result';
import { findPrices, type PriceToken, priceCents } from './prices';

/**
 * Several prices on one line (issue 25 §2): "Verre 5 € / Bouteille 26 €",
 * "Pression 25 cl 4 € · 50 cl 7 €", or bare prices under a column header
 * ("Verre   Bouteille" then "Chablis ..... 6 / 32"). Kept within VARIANT_LIMITS.
 */

// Words and measures that name a variant.
const VARIANT_WORD = new RegExp(
  [
    String.raw`\d+(?:[.,]\d+)?\s?(?:cl|ml|l|g|kg|cm)\b`,
    String.raw`(?:1\/2|½|demi-?)\s?(?:bouteille|pichet|carafe|douzaine)?`,
    'verres?',
    'bouteilles?',
    'btl',
    'pichets?',
    'carafes?',
    'pintes?',
    'magnum',
    'fillette',
    'fiole',
    'coupe',
    'fl[uû]te',
    'tasse',
    'th[ée]i[èe]re',
    'pot',
    'bol[ée]e',
    'bol',
    'petite?s?',
    'grande?s?',
    'moyenne?s?',
    'junior',
    's[ée]nior',
    'mini',
    'maxi',
    'simple',
    'double',
    'solo',
    'duo',
    'la pi[èe]ce',
    'l[ae]s? \\d+',
    'par \\d+',
    'x ?\\d+',
    'les six',
    'les douze',
    'la douzaine',
    'part',
    'entier|enti[èe]re',
    '[àa] partager',
    'portion',
    'assiette',
    'plateau',
    'midi',
    'soir',
    'entr[ée]e',
    'plat',
    'nature',
  ].join('|'),
  'iu',
);
const WHOLE_VARIANT_WORD = new RegExp(
  `^(?:${VARIANT_WORD.source})(?:\\s+(?:${VARIANT_WORD.source}))*$`,
  'iu',
);

const SEPARATORS = /^[\s.…·_\-–—:|/,;+]+|[\s.…·_\-–—:|/,;+]+$/gu;
const clean = (text: string) => text.replace(SEPARATORS, '').replace(/\s+/g, ' ').trim();
const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase('fr') + text.slice(1);

const MEASURE = /^\d+(?:[.,]\d+)?\s?(?:cl|ml|l|g|kg|cm)$/iu;

/** A line that only names variant columns: "Verre   Bouteille", "12 cl / 75 cl", "Verre 12 cl Bouteille 75 cl". */
export function readVariantHeader(line: string): string[] | null {
  if (findPrices(line).length > 0) return null;
  let parts = line
    .split(/\s{2,}|\s*[/|·]\s*/u)
    .map(clean)
    .filter(Boolean);
  if (parts.length === 1) parts = wordGroups(parts[0] ?? '');
  if (parts.length < VARIANT_LIMITS.min || parts.length > VARIANT_LIMITS.max) return null;
  return parts.every((part) => WHOLE_VARIANT_WORD.test(part)) ? parts.map(capitalise) : null;
}

/** "Verre 12 cl Bouteille 75 cl" → ["Verre 12 cl", "Bouteille 75 cl"]: a measure joins the word before. */
function wordGroups(text: string): string[] {
  const words = [...text.matchAll(new RegExp(VARIANT_WORD.source, 'giu'))];
  const covered = words.map((match) => match[0]).join(' ');
  if (covered.replace(/\s/gu, '') !== text.replace(/\s/gu, '')) return [text];
  const groups: string[] = [];
  for (const [word] of words) {
    const last = groups.length - 1;
    if (MEASURE.test(word) && last >= 0 && !MEASURE.test(groups[last] ?? ''))
      groups[last] += ` ${word}`;
    else groups.push(word);
  }
  return groups;
}

/** The prices of a line that can be variant prices: explicit ones, or bare ones between separators. */
function variantTokens(line: string): PriceToken[] {
  return findPrices(line).filter(
    (token) => token.explicit || /^\s*(?:[/|·,;–—-]|$)/u.test(line.slice(token.end)),
  );
}

/** Splits "Côtes du Rhône verre" into the dish's part and the first variant's label. */
function splitFirstLabel(chunk: string, otherLabels: string[]): { head: string; label: string } {
  const dash = /\s[–—-]\s|\s:\s|\s?\.{3,}\s?|…+/u.exec(chunk);
  if (dash) {
    const label = clean(chunk.slice(dash.index + dash[0].length));
    if (label && WHOLE_VARIANT_WORD.test(label)) {
      return { head: clean(chunk.slice(0, dash.index)), label };
    }
  }
  const words = chunk.trim().split(/\s+/u);
  const longest = Math.max(1, ...otherLabels.map((label) => label.split(/\s+/u).length));
  // The label is the longest run of variant words at the end, within the others' length + 1.
  for (let size = Math.min(words.length, longest + 1); size >= 1; size -= 1) {
    const label = clean(words.slice(-size).join(' '));
    if (label && WHOLE_VARIANT_WORD.test(label)) {
      return { head: clean(words.slice(0, -size).join(' ')), label };
    }
  }
  // "Cidre brut fermier Bolée": a capitalised last word after lower-case ones.
  const last = words.at(-1) ?? '';
  const before = words.at(-2) ?? '';
  if (otherLabels.length > 0 && /^\p{Lu}/u.test(last) && /^\p{Ll}/u.test(before)) {
    return { head: clean(words.slice(0, -1).join(' ')), label: last };
  }
  return { head: clean(chunk), label: '' };
}

export type VariantLine = { head: string; variants: DraftVariant[]; tail: string };

/**
 * Reads the variants of a line, or null when it has fewer than two prices. `head` is what
 * comes before (the dish's name), `tail` what follows the last price.
 */
export function readVariants(line: string, header: string[] | null = null): VariantLine | null {
  const tokens = variantTokens(line);
  if (tokens.length < VARIANT_LIMITS.min) return null;
  const labels = tokens.map((token, index) =>
    clean(line.slice(index === 0 ? 0 : (tokens[index - 1]?.end ?? 0), token.start)),
  );
  const first = splitFirstLabel(labels[0] ?? '', labels.slice(1));
  labels[0] = first.label;
  let names = labels;
  if (labels.every((label) => label === '')) {
    if (!header || header.length !== tokens.length) return null;
    names = header;
  } else if (labels.some((label) => label === '')) {
    return null;
  }
  const variants = tokens.slice(0, VARIANT_LIMITS.max).map((token, index) => ({
    name: capitalise(names[index] ?? '')
      .slice(0, VARIANT_LIMITS.nameMaxLength)
      .trim(),
    price: token.price,
  }));
  const keys = new Set(variants.map((variant) => variant.name.toLocaleLowerCase('fr')));
  if (keys.size !== variants.length) return null;
  const tail = line.slice(tokens.at(-1)?.end ?? line.length);
  return { head: first.head, variants, tail };
}

/** The dish's price with variants: the lowest of theirs. */
export function lowestPrice(variants: readonly DraftVariant[]): string {
  return variants.reduce(
    (lowest, variant) => (priceCents(variant.price) < priceCents(lowest) ? variant.price : lowest),
    variants[0]?.price ?? '',
  );
}
