import { LIMITS } from '../menu/limits';
import { normalizeForSearch } from '../text/normalize';
import { allergensIn, mergeAllergens, takeAllergens } from './allergens';
import type {
  ColumnMapping,
  DraftCategory,
  DraftDish,
  ParsedMenu,
  UnrecognisedLine,
} from './import-result';
import { findPrices } from './prices';
import { suggestAllergens } from './suggest-allergens';
import { takeTags } from './tags';
import { lowestPrice, readVariants } from './variants';

/**
 * Spreadsheet rows (CSV, XLSX) → a draft (issue 25 §1, the column mapping step). The owner
 * confirms which column holds what; guessColumnMapping proposes it from the header's names
 * ("Plat", "Prix", "Catégorie"…) or, without a header, from the cells.
 */

type Column = Exclude<keyof ColumnMapping, 'hasHeader'>;

const HEADERS: Record<Column, readonly string[]> = {
  name: [
    'plat',
    'plats',
    'nom',
    'nom du plat',
    'intitule',
    'libelle',
    'designation',
    'produit',
    'article',
    'dish',
    'name',
    'item',
  ],
  price: ['prix', 'prix ttc', 'prix eur', 'prix en euros', 'tarif', 'montant', 'price', 'eur'],
  category: ['categorie', 'categories', 'rubrique', 'section', 'famille', 'type', 'category'],
  description: ['description', 'descriptif', 'details', 'composition', 'ingredients', 'detail'],
  allergens: ['allergenes', 'allergene', 'allergies', 'allergens'],
};

const isPrice = (cell: string) => {
  const tokens = findPrices(cell);
  return (
    tokens.length > 0 && cell.replace(/[\d\s.,€]|eur(?:os?)?/giu, '').length <= cell.length / 2
  );
};

/** The mapping the header row names, or one guessed from the cells; null when unsure. */
export function guessColumnMapping(rows: readonly (readonly string[])[]): ColumnMapping | null {
  const header = rows[0]?.map((cell) => normalizeForSearch(cell)) ?? [];
  const found: Partial<Record<Column, number>> = {};
  for (const key of Object.keys(HEADERS) as Column[]) {
    const index = header.findIndex((cell) => HEADERS[key].includes(cell));
    if (index >= 0 && !Object.values(found).includes(index)) found[key] = index;
  }
  if (found.name !== undefined && found.price !== undefined) {
    return { ...found, name: found.name, price: found.price, hasHeader: true };
  }
  // No header: the column most often a price, and the first text column before it.
  const body = rows.slice(0, 50);
  const width = Math.max(0, ...body.map((row) => row.length));
  const priceShare = Array.from({ length: width }, (_, column) => {
    const cells = body.map((row) => row[column] ?? '').filter(Boolean);
    return cells.length === 0 ? 0 : cells.filter(isPrice).length / cells.length;
  });
  const price = priceShare.indexOf(Math.max(...priceShare));
  if (price < 0 || (priceShare[price] ?? 0) < 0.6) return null;
  const textColumns = Array.from({ length: width }, (_, column) => column).filter(
    (column) => column !== price && (priceShare[column] ?? 0) < 0.2,
  );
  const averageLength = (column: number) =>
    body.reduce((sum, row) => sum + (row[column]?.length ?? 0), 0) / Math.max(1, body.length);
  const [name, ...others] = textColumns;
  if (name === undefined) return null;
  const description = others.find((column) => averageLength(column) > averageLength(name));
  return { name, price, ...(description !== undefined ? { description } : {}), hasHeader: false };
}

/**
 * The guessed mapping, else a starting point when the cells say too little (the first column
 * holding prices, the first other column with text): the owner corrects it in the mapping step.
 */
export function proposeColumnMapping(rows: readonly (readonly string[])[]): ColumnMapping {
  const guessed = guessColumnMapping(rows);
  if (guessed) return guessed;
  const width = Math.max(1, ...rows.map((row) => row.length));
  const columns = Array.from({ length: width }, (_, column) => column);
  const holds = (column: number, test: (cell: string) => boolean) =>
    rows.some((row) => (row[column] ?? '').trim() !== '' && test(row[column] ?? ''));
  const price = columns.find((column) => holds(column, isPrice)) ?? Math.min(1, width - 1);
  const name =
    columns.find((column) => column !== price && holds(column, (cell) => !isPrice(cell))) ?? 0;
  return { name, price, hasHeader: !isPrice(rows[0]?.[price] ?? '') };
}

export type RowsOptions = { menuName?: string; newId?: () => string };

export function rowsToDraft(
  rows: readonly (readonly string[])[],
  mapping: ColumnMapping,
  options: RowsOptions = {},
): ParsedMenu {
  const newId = options.newId ?? (() => globalThis.crypto.randomUUID());
  const categories: DraftCategory[] = [];
  const unrecognised: UnrecognisedLine[] = [];
  let current: DraftCategory | null = null;
  const cell = (row: readonly string[], column: number | undefined) =>
    column === undefined ? '' : (row[column] ?? '').replace(/\s+/gu, ' ').trim();
  const categoryNamed = (name: string) => {
    const existing = categories.find((category) => category.name === name);
    if (existing) return existing;
    const created = { id: newId(), name: name.slice(0, LIMITS.nameMaxLength), items: [] };
    categories.push(created);
    return created;
  };

  rows.forEach((row, index) => {
    if (index === 0 && (mapping.hasHeader ?? !isPrice(cell(row, mapping.price)))) return;
    const rawName = cell(row, mapping.name);
    const rawPrice = cell(row, mapping.price);
    const categoryName = cell(row, mapping.category);
    if (rawName === '' && rawPrice === '') return;
    const variants = readVariants(rawPrice);
    const price = variants ? lowestPrice(variants.variants) : findPrices(rawPrice)[0]?.price;
    if (!price || rawName === '') {
      // A row with a name only in a sheet without categories is a section's title.
      if (mapping.category === undefined && rawName !== '' && rawPrice === '') {
        current = categoryNamed(rawName);
      } else {
        unrecognised.push({ line: index + 1, text: row.filter(Boolean).join(' · ') });
      }
      return;
    }
    const category =
      categoryName !== '' ? categoryNamed(categoryName) : (current ?? categoryNamed('Carte'));
    current = category;
    const named = takeTags(takeAllergens(rawName).text);
    const described = takeTags(takeAllergens(cell(row, mapping.description)).text, false);
    const allergens = mergeAllergens(
      takeAllergens(rawName).allergens,
      takeAllergens(cell(row, mapping.description)).allergens,
      allergensIn(cell(row, mapping.allergens)),
    );
    const name = named.text.slice(0, LIMITS.nameMaxLength);
    const description = described.text.slice(0, LIMITS.descriptionMaxLength);
    const dish: DraftDish = { id: newId(), name, description, price, allergens };
    if (variants) dish.variants = variants.variants;
    const tags = [...new Set([...named.tags, ...described.tags])];
    if (tags.length > 0) dish.tags = tags;
    const suggested = suggestAllergens(name, description, allergens);
    if (suggested.length > 0) dish.suggestedAllergens = suggested;
    category.items.push(dish);
  });

  return {
    draft: {
      name: options.menuName?.trim() || 'Menu importé',
      categories: categories
        .filter((category) => category.items.length > 0)
        .slice(0, LIMITS.maxCategories),
    },
    unrecognised,
  };
}
