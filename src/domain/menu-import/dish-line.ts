import type { Allergen } from '../menu/allergens';
import { LIMITS } from '../menu/limits';
import type { DishTag } from '../menu/tags';
import { takeAllergens } from './allergens';
import { splitBilingual } from './bilingual';
import type { DraftVariant } from './import-result';
import { findPrices, leadingPrice, stripLeaders, trailingPrice } from './prices';
import { takeTags } from './tags';
import { lowestPrice, readVariants } from './variants';

/**
 * One priced line of a menu → the parts of a dish: "Tarte fine — poireaux, chèvre ..... 9",
 * "12 € Entrecôte", "Chablis  Verre 6 € / Bouteille 32 €", "Tarte fine 9 € – aux poireaux".
 */
export type DishLine = {
  name: string;
  description: string;
  price: string;
  variants?: DraftVariant[];
  tags: DishTag[];
  allergens: Allergen[];
  english?: string;
};

// A name and its description: "Tarte fine — poireaux", "Pizza Reine : tomate, jambon".
const NAME_SPLIT = /\s[–—-]\s|\s?:\s|\s[|•]\s/u;
// "Salade César (poulet, parmesan, croûtons)": a long parenthesis is a description.
const PARENTHESIS = /\s*\(([^()]{12,})\)\s*$/u;

const tidy = (text: string) => text.replace(/\s{2,}/gu, ' ').trim();

/** The price part of a line, or null when it has none. */
function readPricePart(
  line: string,
  header: string[] | null,
): { text: string; after: string; price: string; variants?: DraftVariant[] } | null {
  const variants = readVariants(line, header);
  if (variants) {
    return {
      text: variants.head,
      after: variants.tail,
      price: lowestPrice(variants.variants),
      variants: variants.variants,
    };
  }
  const trailing = trailingPrice(line);
  if (trailing)
    return { text: stripLeaders(trailing.before), after: '', price: trailing.token.price };
  // "Tarte fine 9 € – aux poireaux": a price followed by a dash and a description.
  const middle = findPrices(line).find(
    (token) => token.explicit && /^\s*[–—-]\s/u.test(line.slice(token.end)),
  );
  if (middle) {
    return {
      text: stripLeaders(line.slice(0, middle.start)),
      after: line.slice(middle.end),
      price: middle.price,
    };
  }
  const leading = leadingPrice(line);
  if (leading) return { text: leading.after, after: '', price: leading.token.price };
  return null;
}

/** Reads a priced line; null when it has no price. `text` may be empty (a price alone). */
export function readDishLine(line: string, header: string[] | null = null): DishLine | null {
  const part = readPricePart(line, header);
  if (!part) return null;
  const allergenTaken = takeAllergens(`${part.text} ${part.after}`.trim());
  const tagTaken = takeTags(allergenTaken.text);
  let rest = tagTaken.text;
  let description = '';
  const afterIndex = rest.length - part.after.trim().length;
  if (part.after.trim() !== '' && afterIndex > 0 && rest.endsWith(part.after.trim())) {
    description = rest.slice(afterIndex).replace(/^[\s–—:-]+/u, '');
    rest = rest.slice(0, afterIndex);
  }
  // Dotted leaders end the name, whatever a photo's reading left after them ("…….0-000es").
  const leaders = /\s?(?:[.…·_]{3,}|…)/u.exec(rest);
  if (leaders && leaders.index > 0) rest = rest.slice(0, leaders.index);
  rest = stripLeaders(rest);
  let english: string | undefined;
  const bilingual = splitBilingual(rest);
  if (bilingual) {
    rest = bilingual.french;
    english = bilingual.english;
  }
  const split = NAME_SPLIT.exec(rest);
  if (split && split.index > 0) {
    description = tidy(`${rest.slice(split.index + split[0].length)} ${description}`);
    rest = rest.slice(0, split.index);
  } else {
    const parenthesis = PARENTHESIS.exec(rest);
    if (parenthesis?.[1]) {
      description = tidy(`${parenthesis[1]} ${description}`);
      rest = rest.slice(0, parenthesis.index);
    }
  }
  let name = tidy(rest);
  if (name.length > LIMITS.nameMaxLength) {
    const cut = name.lastIndexOf(' ', LIMITS.nameMaxLength);
    description = tidy(`${name.slice(cut)} ${description}`);
    name = name.slice(0, cut).trim();
  }
  return {
    name,
    description: tidy(description),
    price: part.price,
    ...(part.variants ? { variants: part.variants } : {}),
    tags: tagTaken.tags,
    allergens: allergenTaken.allergens,
    ...(english ? { english } : {}),
  };
}
