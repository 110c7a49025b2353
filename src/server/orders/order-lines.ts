import { translateDishName, translateVariantName } from '../../domain/i18n/diner/translate';
import type { Language } from '../../domain/i18n/languages';
import type { Dish, MenuDocument } from '../../domain/menu/menu-schema';
import { type PromotionRule, unitCentsWith } from '../../domain/menu/promotions';
import { variantLineName } from '../../domain/menu/variants';
import { effectiveVatRateBp } from '../../domain/menu/vat';
import { ORDER_INPUT_MESSAGES, ORDER_MESSAGES } from '../../domain/orders/order-messages';
import { ORDER_REASONS } from '../../domain/orders/order-rules';
import type { OrderLine, OrderLineInput } from '../../domain/orders/order-schema';
import { lineKey } from '../../domain/orders/staff-order-rules';
import { AppError } from '../http/app-error';

export type PricedLines = {
  lines: OrderLine[];
  unavailable: string[];
  /** Dishes marked "Épuisé", by the name the diner saw. */
  soldOut: string[];
  /** Lines of dishes with variants that name none: the index of the first, and the dish. */
  missingVariant: { index: number; name: string } | null;
};

/** What one line orders of a dish: the dish itself, one of its variants, or nothing known. */
function pick(dish: Dish, input: OrderLineInput, language: Language) {
  const dishName = translateDishName(dish, language).text;
  const variants = dish.variants ?? [];
  if (variants.length === 0) {
    if (input.variantId) return null;
    return { name: dish.name, dinerName: dishName };
  }
  const variant = variants.find((candidate) => candidate.id === input.variantId);
  if (!variant) return null;
  return {
    variantId: variant.id,
    name: variantLineName(dish.name, variant.name),
    dinerName: variantLineName(dishName, translateVariantName(variant, language).text),
  };
}

/**
 * The order's lines priced from the stored menu, never from the browser: unknown or inactive
 * dishes, variants the dish no longer has, and dishes marked "Épuisé" are listed (by the name
 * the diner saw when we know it) instead. The promotions in force at the order's instant
 * lower the unit prices exactly as the diner page shows them (docs/promotions.md).
 */
export function priceLines(
  document: MenuDocument,
  inputs: readonly OrderLineInput[],
  language: Language,
  soldOutIds: ReadonlySet<string> = new Set(),
  promotions: readonly PromotionRule[] = [],
): PricedLines {
  const dishes = new Map(
    document.categories.flatMap((category) => category.items.map((dish) => [dish.id, dish])),
  );
  const categoryOf = new Map(
    document.categories.flatMap((category) => category.items.map((dish) => [dish.id, category])),
  );
  const lines: OrderLine[] = [];
  const unavailable: string[] = [];
  const soldOut: string[] = [];
  let missingVariant: PricedLines['missingVariant'] = null;
  for (const [index, input] of inputs.entries()) {
    const dish = dishes.get(input.dishId);
    const chosen = dish?.isActive ? pick(dish, input, language) : null;
    if (dish?.isActive && dish.variants?.length && !input.variantId) {
      missingVariant ??= { index, name: dish.name };
      continue;
    }
    if (!dish || !chosen) {
      // Named from the menu only: an unknown id is the caller's text, never echoed back.
      unavailable.push(dish ? translateDishName(dish, language).text : ORDER_MESSAGES.unknownDish);
      continue;
    }
    if (soldOutIds.has(dish.id)) {
      soldOut.push(translateDishName(dish, language).text);
      continue;
    }
    const category = categoryOf.get(dish.id);
    lines.push({
      dishId: dish.id,
      ...(chosen.variantId && { variantId: chosen.variantId }),
      name: chosen.name,
      dinerName: chosen.dinerName,
      unitPriceCents: unitCentsWith(dish, category?.id ?? '', chosen.variantId, promotions),
      quantity: input.quantity,
      ...(input.note && { note: input.note }),
      // The rate of the moment: a later change of the menu does not rewrite a receipt.
      vatRateBp: effectiveVatRateBp(dish, category),
    });
  }
  return {
    lines,
    unavailable: [...new Set(unavailable)],
    soldOut: [...new Set(soldOut)],
    missingVariant,
  };
}

/**
 * The priced lines, or the refusal a diner (or staff) reads: 422 naming the line whose dish
 * needs a variant (`fieldIndex` maps a priced line's index to the request's), 409 naming the
 * dishes no longer on the menu or marked "Épuisé".
 */
export function requirePricedLines(
  priced: PricedLines,
  fieldIndex: (index: number) => number = (index) => index,
): OrderLine[] {
  const { unavailable, missingVariant } = priced;
  if (missingVariant) {
    throw new AppError('VALIDATION', ORDER_INPUT_MESSAGES.variantRequired(missingVariant.name), {
      field: `lines.${fieldIndex(missingVariant.index)}.variantId`,
    });
  }
  if (unavailable.length > 0 || priced.soldOut.length > 0) {
    const message =
      unavailable.length > 0
        ? ORDER_MESSAGES.dishesUnavailable([...unavailable, ...priced.soldOut])
        : ORDER_MESSAGES.dishesSoldOut(priced.soldOut);
    throw new AppError('CONFLICT', message, { reason: ORDER_REASONS.dishesUnavailable });
  }
  return priced.lines;
}

/**
 * A pending order's lines as staff change them (issue 24 §3), in two steps. First the lines
 * that add a dish (or variant) the order does not have: they are priced now, like a new order
 * (`fieldIndex` maps their index back to the request's, for a refusal naming the field).
 */
export function addedLinesOf(previous: readonly OrderLine[], inputs: readonly OrderLineInput[]) {
  const known = new Set(previous.map(lineKey));
  const indexes = inputs.flatMap((input, index) => (known.has(lineKey(input)) ? [] : [index]));
  return {
    added: indexes.map((index) => inputs[index] as OrderLineInput),
    fieldIndex: (index: number) => indexes[index] ?? index,
  };
}

/**
 * Then the new lines in the request's order: a dish the order already has keeps the names,
 * price and VAT rate it was ordered at, whatever the menu says now (a promotion ended, the dish
 * marked "Épuisé" since: staff may still lower its quantity), with the new quantity and note;
 * an added one is taken from `priced` (addedLinesOf's lines, priced, in their order).
 */
export function mergeChangedLines(
  previous: readonly OrderLine[],
  inputs: readonly OrderLineInput[],
  priced: readonly OrderLine[],
): OrderLine[] {
  const known = new Map<string, OrderLine>();
  for (const line of previous) if (!known.has(lineKey(line))) known.set(lineKey(line), line);
  let next = 0;
  return inputs.map((input) => {
    const before = known.get(lineKey(input));
    if (!before) return priced[next++] as OrderLine;
    const { note: _note, ...kept } = before;
    return { ...kept, quantity: input.quantity, ...(input.note && { note: input.note }) };
  });
}
