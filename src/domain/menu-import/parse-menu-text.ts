import type { DraftCategory, DraftDish, ParsedMenu, UnrecognisedLine } from './import-result';

/**
 * Plain text of a menu → a draft (issue 25 §2). Deterministic and offline: headings become
 * categories, a line ending with a price becomes a dish, a plain line under a dish its
 * description; anything else is listed as not recognised.
 */

// "12,50 €", "12€50", "12.5", "12 €", after dotted leaders or spaces.
const TRAILING_PRICE =
  /[\s.…_-]*(\d{1,5})(?:\s*€\s*(\d{2})|[.,](\d{1,2}))?\s*(?:€|eur(?:os?)?)?\s*$/i;

export type ParseOptions = { menuName?: string; newId?: () => string };

export function parseMenuText(text: string, options: ParseOptions = {}): ParsedMenu {
  const newId = options.newId ?? (() => globalThis.crypto.randomUUID());
  const categories: DraftCategory[] = [];
  const unrecognised: UnrecognisedLine[] = [];
  let current: DraftCategory | null = null;
  let lastDish: DraftDish | null = null;

  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.replace(/\s+/g, ' ').trim();
    if (line === '') {
      lastDish = null;
      return;
    }
    const price = TRAILING_PRICE.exec(line);
    const name = price
      ? line
          .slice(0, price.index)
          .replace(/[\s.…_-]+$/, '')
          .trim()
      : '';
    if (price && name !== '') {
      if (!current) {
        current = { id: newId(), name: 'Carte', items: [] };
        categories.push(current);
      }
      const cents = price[2] ?? price[3] ?? '';
      lastDish = {
        id: newId(),
        name,
        description: '',
        price: `${Number(price[1])}.${cents.padEnd(2, '0')}`,
        allergens: [],
      };
      current.items.push(lastDish);
      return;
    }
    if (lastDish && /^\p{Ll}/u.test(line)) {
      lastDish.description = lastDish.description ? `${lastDish.description} ${line}` : line;
      return;
    }
    if (!price && line.length <= 40) {
      current = { id: newId(), name: line, items: [] };
      categories.push(current);
      lastDish = null;
      return;
    }
    unrecognised.push({ line: index + 1, text: raw.trim() });
  });

  return {
    draft: {
      name: options.menuName ?? 'Menu importé',
      categories: categories.filter((category) => category.items.length > 0),
    },
    unrecognised,
  };
}
