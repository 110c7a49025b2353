import type { MenuImportDraft } from '../../src/domain/menu-import/import-result';
import { normalizeForSearch } from '../../src/domain/text/normalize';
import type { ExpectedDish, ExpectedMenu } from './corpus';

/**
 * How close a draft is to the expected menu (issue 25 §4). Each expected dish is matched to a
 * found one by name (the same once folded, or the closest above 70 % similarity); then
 * its name, its price (with every variant) and its category are compared exactly.
 */
export type Score = {
  dishes: number;
  found: number;
  namesExact: number;
  pricesExact: number;
  categoriesRight: number;
};

export const emptyScore = (): Score => ({
  dishes: 0,
  found: 0,
  namesExact: 0,
  pricesExact: 0,
  categoriesRight: 0,
});

export function addScores(a: Score, b: Score): Score {
  return {
    dishes: a.dishes + b.dishes,
    found: a.found + b.found,
    namesExact: a.namesExact + b.namesExact,
    pricesExact: a.pricesExact + b.pricesExact,
    categoriesRight: a.categoriesRight + b.categoriesRight,
  };
}

/** Levenshtein similarity of two folded strings, 0 → 1. */
function similarity(a: string, b: string): number {
  if (a === b) return 1;
  const previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = previous[0] ?? 0;
    previous[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = previous[j] ?? 0;
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      previous[j] = Math.min(above + 1, (previous[j - 1] ?? 0) + 1, diagonal + cost);
      diagonal = above;
    }
  }
  return 1 - (previous[b.length] ?? 0) / Math.max(a.length, b.length, 1);
}

type Found = {
  name: string;
  price: string;
  variants?: { name: string; price: string }[];
  category: string;
};

const clean = (text: string) => text.replace(/\s+/gu, ' ').trim();

function samePrices(expected: ExpectedDish, found: Found): boolean {
  if (expected.price !== found.price) return false;
  const wanted = expected.variants ?? [];
  const got = found.variants ?? [];
  if (wanted.length !== got.length) return false;
  return wanted.every(
    (variant, index) =>
      variant.price === got[index]?.price &&
      normalizeForSearch(variant.name) === normalizeForSearch(got[index]?.name ?? ''),
  );
}

export function scoreDraft(expected: ExpectedMenu, draft: MenuImportDraft): Score {
  const found: (Found & { used: boolean; key: string })[] = draft.categories.flatMap((category) =>
    category.items.map((dish) => ({
      ...dish,
      category: category.name,
      used: false,
      key: normalizeForSearch(dish.name),
    })),
  );
  const score = emptyScore();
  for (const category of expected.categories) {
    for (const dish of category.dishes) {
      score.dishes += 1;
      const key = normalizeForSearch(dish.name);
      let match = found.find((candidate) => !candidate.used && candidate.key === key);
      if (!match) {
        let best = 0.7;
        for (const candidate of found) {
          const value = candidate.used ? 0 : similarity(key, candidate.key);
          if (value > best) {
            best = value;
            match = candidate;
          }
        }
      }
      if (!match) continue;
      match.used = true;
      score.found += 1;
      if (clean(match.name) === clean(dish.name)) score.namesExact += 1;
      if (samePrices(dish, match)) score.pricesExact += 1;
      if (normalizeForSearch(match.category) === normalizeForSearch(category.name)) {
        score.categoriesRight += 1;
      }
    }
  }
  return score;
}

export const share = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);
