import { translateDishName } from '../../domain/i18n/diner/translate';
import type { Language } from '../../domain/i18n/languages';
import type { MenuDocument } from '../../domain/menu/menu-schema';
import { priceToCents } from '../../domain/menu/price';
import type { OrderLine, OrderLineInput } from '../../domain/orders/order-schema';

export type PricedLines = { lines: OrderLine[]; unavailable: string[]; soldOut: string[] };

/**
 * The order's lines priced from the stored menu, never from the browser: unknown or inactive
 * dishes, and dishes marked "Épuisé", are listed (by the name the diner saw) instead.
 */
export function priceLines(
  document: MenuDocument,
  inputs: readonly OrderLineInput[],
  language: Language,
  soldOutIds: ReadonlySet<string> = new Set(),
): PricedLines {
  const dishes = new Map(
    document.categories.flatMap((category) => category.items.map((dish) => [dish.id, dish])),
  );
  const lines: OrderLine[] = [];
  const unavailable: string[] = [];
  const soldOut: string[] = [];
  for (const input of inputs) {
    const dish = dishes.get(input.dishId);
    if (!dish?.isActive) {
      unavailable.push(dish ? translateDishName(dish, language).text : input.dishId);
      continue;
    }
    if (soldOutIds.has(dish.id)) {
      soldOut.push(translateDishName(dish, language).text);
      continue;
    }
    lines.push({
      dishId: dish.id,
      name: dish.name,
      dinerName: translateDishName(dish, language).text,
      unitPriceCents: priceToCents(dish.price),
      quantity: input.quantity,
      ...(input.note && { note: input.note }),
    });
  }
  return { lines, unavailable: [...new Set(unavailable)], soldOut: [...new Set(soldOut)] };
}
