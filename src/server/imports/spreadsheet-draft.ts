import { isAllergen } from '../../domain/menu/allergens';
import type {
  ColumnMapping,
  DraftCategory,
  ParsedMenu,
} from '../../domain/menu-import/import-result';

// A stand-in until src/domain/menu-import exports `guessColumnMapping(rows)` and
// `rowsToDraft(rows, mapping)` (the spreadsheet reader, issue 25 §1): same names and
// signatures, so switching is changing this file's callers' import. Deliberately small.

const HEADINGS: [keyof ColumnMapping, RegExp][] = [
  ['name', /^(nom|plat|produit|article|intitul|d[ée]signation|name)/i],
  ['price', /^(prix|tarif|price|€)/i],
  ['category', /^(cat[ée]gorie|rubrique|section|category)/i],
  ['description', /^(description|d[ée]tail|composition)/i],
  ['allergens', /^(allerg)/i],
];

const PRICE = /^\s*(\d{1,5})(?:[.,](\d{1,2}))?\s*(?:€|eur)?\s*$/i;

const hasHeader = (rows: string[][]) =>
  (rows[0] ?? []).some((cell) => HEADINGS.some(([, pattern]) => pattern.test(cell.trim())));

/** The columns named by the first row's headings, else the first text and price columns. */
export function guessColumnMapping(rows: string[][]): ColumnMapping {
  const mapping: Partial<ColumnMapping> = {};
  if (hasHeader(rows)) {
    (rows[0] ?? []).forEach((cell, index) => {
      const found = HEADINGS.find(
        ([key, pattern]) => mapping[key] === undefined && pattern.test(cell.trim()),
      );
      if (found) mapping[found[0]] = index;
    });
  }
  const sample = rows.slice(hasHeader(rows) ? 1 : 0, 20);
  const width = Math.max(0, ...rows.map((row) => row.length));
  const priceShare = (column: number) =>
    sample.filter((row) => PRICE.test(row[column] ?? '')).length / Math.max(1, sample.length);
  if (mapping.price === undefined) {
    for (let column = 0; column < width; column += 1) {
      if (priceShare(column) >= 0.5) {
        mapping.price = column;
        break;
      }
    }
  }
  if (mapping.name === undefined) {
    const column = [...Array(width).keys()].find(
      (index) => index !== mapping.price && index !== mapping.category && priceShare(index) < 0.5,
    );
    mapping.name = column ?? 0;
  }
  return { ...mapping, name: mapping.name, price: mapping.price ?? Math.min(1, width - 1) };
}

/** Rows → a draft: one dish per row with a name, grouped by the category column. */
export function rowsToDraft(
  rows: string[][],
  mapping: ColumnMapping,
  newId: () => string = () => globalThis.crypto.randomUUID(),
): ParsedMenu {
  const categories = new Map<string, DraftCategory>();
  const unrecognised: ParsedMenu['unrecognised'] = [];
  const start = hasHeader(rows) ? 1 : 0;
  rows.slice(start).forEach((row, index) => {
    const cell = (column: number | undefined) =>
      column === undefined ? '' : (row[column] ?? '').trim();
    const name = cell(mapping.name);
    const price = PRICE.exec(cell(mapping.price));
    if (name === '') {
      if (row.some((value) => value.trim() !== '')) {
        unrecognised.push({ line: start + index + 1, text: row.join(' ; ') });
      }
      return;
    }
    const categoryName = cell(mapping.category) || 'Carte';
    let category = categories.get(categoryName);
    if (!category) {
      category = { id: newId(), name: categoryName, items: [] };
      categories.set(categoryName, category);
    }
    const written = cell(mapping.allergens)
      .split(/[,;/]/)
      .map((value) => value.trim())
      .map((value) => value.charAt(0).toUpperCase() + value.slice(1).toLowerCase());
    category.items.push({
      id: newId(),
      name,
      description: cell(mapping.description),
      price: price ? `${Number(price[1])}.${(price[2] ?? '').padEnd(2, '0')}` : '',
      allergens: [...new Set(written.filter(isAllergen))],
    });
  });
  return { draft: { name: 'Menu importé', categories: [...categories.values()] }, unrecognised };
}
