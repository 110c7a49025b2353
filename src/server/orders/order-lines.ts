import { translateDishName, translateVariantName } from '../../domain/i18n/diner/translate';
import type { Language } from '../../domain/i18n/languages';
import type { Dish, MenuDocument } from '../../domain/menu/menu-schema';
import { type PromotionRule, unitCentsWith } from '../../domain/menu/promotions';
import { variantLineName } from '../../domain/menu/variants';
import { effectiveVatRateBp } from '../../domain/menu/vat';
import { ORDER_MESSAGES } from '../../domain/orders/order-messages';
import type { OrderLine, OrderLineInput } from '../../domain/orders/order-schema';

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
