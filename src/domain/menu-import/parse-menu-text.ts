import { LIMITS } from '../menu/limits';
import { isAllergenLine, mergeAllergens, takeAllergens } from './allergens';
import { looksEnglish, splitBilingual } from './bilingual';
import { unfoldColumns } from './columns';
import { type DishLine, readDishLine } from './dish-line';
import { headingName, isKnownHeading, isStrongHeading, isWeakHeading } from './headings';
import type { DraftCategory, DraftDish, ParsedMenu, UnrecognisedLine } from './import-result';
import { suggestAllergens } from './suggest-allergens';
import { mergeTags, takeTags } from './tags';
import { readVariantHeader } from './variants';

/**
 * Plain text of a menu → a draft (issue 25 §2). Deterministic and offline; the rules are in
 * docs/menu-import.md. Headings become categories, priced lines dishes (with variants, tags and
 * stated allergens), the lines under a dish its description, English lines its translation;
 * guessed allergens are only suggestions. Anything else is listed as not recognised.
 */

export type ParseOptions = { menuName?: string; newId?: () => string };

type Line = { number: number; text: string; raw: string };

const DEFAULT_MENU_NAME = 'Menu importé';
const DEFAULT_CATEGORY = 'Carte';

const startsLower = (text: string) => /^[\p{Ll}(«"]/u.test(text);

export function parseMenuText(text: string, options: ParseOptions = {}): ParsedMenu {
  const newId = options.newId ?? (() => globalThis.crypto.randomUUID());
  const unfolded = unfoldColumns(text.replace(/\u00a0|\u202f/gu, ' '));
  const lines: (Line | null)[] = unfolded.split('\n').map((raw, index) => {
    const line = raw.replace(/\s+/gu, ' ').trim();
    return line === '' ? null : { number: index + 1, text: line, raw };
  });
  // Original line numbers when the text was not unfolded (two columns renumber lines).
  const sameLayout = unfolded === text.replace(/\r\n/gu, '\n');

  const categories: DraftCategory[] = [];
  const unrecognised: UnrecognisedLine[] = [];
  const headingLines = new Map<DraftCategory, Line>();
  let menuName = options.menuName?.trim() || '';
  let current: DraftCategory | null = null;
  let lastDish: DraftDish | null = null;
  let header: string[] | null = null;
  let sawContent = false;

  const note = (line: Line) =>
    unrecognised.push({ line: sameLayout ? line.number : 0, text: line.text });
  const openCategory = (name: string, line: Line) => {
    current = { id: newId(), name: name.slice(0, LIMITS.nameMaxLength), items: [] };
    categories.push(current);
    headingLines.set(current, line);
    lastDish = null;
    header = null;
    sawContent = true;
  };
  const addDish = (parts: DishLine, nameLine?: string) => {
    if (!current) {
      current = { id: newId(), name: DEFAULT_CATEGORY, items: [] };
      categories.push(current);
    }
    const name = nameLine ?? parts.name;
    const description = nameLine
      ? [parts.name, parts.description].filter(Boolean).join(' — ')
      : parts.description;
    const dish: DraftDish = {
      id: newId(),
      name: name.slice(0, LIMITS.nameMaxLength),
      description: description.slice(0, LIMITS.descriptionMaxLength),
      price: parts.price,
      allergens: parts.allergens,
    };
    if (parts.variants) dish.variants = parts.variants;
    if (parts.tags.length > 0) dish.tags = parts.tags;
    if (parts.english) dish.translations = { en: { name: parts.english } };
    current.items.push(dish);
    lastDish = dish;
    sawContent = true;
  };
  const addText = (dish: DraftDish, line: string) => {
    const allergens = takeAllergens(line);
    const tags = takeTags(allergens.text, false);
    dish.allergens = mergeAllergens(dish.allergens, allergens.allergens);
    if (tags.tags.length > 0) dish.tags = mergeTags(dish.tags ?? [], tags.tags);
    const words = tags.text;
    if (words === '') return;
    if (looksEnglish(words)) {
      const english = dish.translations?.en ?? {};
      if (!english.name) english.name = words;
      else english.description = english.description ? `${english.description} ${words}` : words;
      dish.translations = { en: english };
      return;
    }
    const joined = dish.description ? `${dish.description} ${words}` : words;
    dish.description = joined.slice(0, LIMITS.descriptionMaxLength);
  };

  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    if (!line) {
      lastDish = null;
      continue;
    }
    const next = lines[index + 1] ?? null;
    const afterBlank = index === 0 || lines[index - 1] === null;

    if (lastDish && isAllergenLine(line.text)) {
      addText(lastDish, line.text);
      continue;
    }
    const variantHeader = readVariantHeader(line.raw.trim());
    if (variantHeader) {
      header = variantHeader;
      continue;
    }
    const parts = readDishLine(line.text, header);
    if (parts && parts.name !== '') {
      addDish(parts);
      continue;
    }
    if (parts) {
      // A price alone: the dish's name was the line before (kept back as "pending").
      note(line);
      continue;
    }

    // A line without a price.
    const nextParts = next ? readDishLine(next.text, header) : null;
    const heading = splitBilingual(line.text)?.french ?? line.text;
    if (
      !sawContent &&
      !menuName &&
      !nextParts &&
      !isKnownHeading(heading) &&
      isWeakHeading(heading)
    ) {
      menuName = line.text.slice(0, LIMITS.nameMaxLength);
      continue;
    }
    if (isStrongHeading(heading) && !(lastDish && !afterBlank && startsLower(line.text))) {
      openCategory(headingName(heading), line);
      continue;
    }
    if (lastDish && !afterBlank) {
      addText(lastDish, line.text);
      continue;
    }
    // Only what follows tells: a heading, a dish's name (its price below), or the menu's name.
    if (next && nextParts && (nextParts.name === '' || startsLower(nextParts.name))) {
      // "Tarte fine" then "poireaux, chèvre ...... 9" or "9 €": this line names the dish.
      addDish(nextParts, stripTags(line.text));
      index += 1;
      continue;
    }
    if (next && !nextParts && startsLower(next.text) && isWeakHeading(line.text)) {
      const priced = findPricedAfter(lines, index + 1, header);
      if (priced) {
        const description = lines
          .slice(index + 1, priced.index)
          .map((item) => item?.text ?? '')
          .join(' ');
        addDish({ ...priced.parts, name: description }, stripTags(line.text));
        index = priced.index;
        continue;
      }
    }
    if (nextParts && isWeakHeading(heading)) {
      openCategory(headingName(heading), line);
      continue;
    }
    if (lastDish === null && looksEnglish(line.text)) continue;
    note(line);
  }

  for (const category of categories) {
    const line = headingLines.get(category);
    if (category.items.length === 0 && line) note(line);
    for (const dish of category.items) {
      const suggested = suggestAllergens(dish.name, dish.description, dish.allergens);
      if (suggested.length > 0) dish.suggestedAllergens = suggested;
    }
  }
  unrecognised.sort((a, b) => a.line - b.line);
  return {
    draft: {
      name: menuName || DEFAULT_MENU_NAME,
      categories: categories
        .filter((category) => category.items.length > 0)
        .slice(0, LIMITS.maxCategories),
    },
    unrecognised,
  };
}

const stripTags = (text: string) => takeTags(text).text.slice(0, LIMITS.nameMaxLength);

/** The first priced line after `start` whose lines in between are all lower-case text. */
function findPricedAfter(
  lines: readonly (Line | null)[],
  start: number,
  header: string[] | null,
): { index: number; parts: DishLine } | null {
  for (let index = start; index < Math.min(lines.length, start + 4); index += 1) {
    const line = lines[index];
    if (!line) return null;
    const parts = readDishLine(line.text, header);
    if (parts) return parts.name === '' || startsLower(parts.name) ? { index, parts } : null;
    if (!startsLower(line.text)) return null;
  }
  return null;
}
