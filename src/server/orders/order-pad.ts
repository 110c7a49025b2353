import { type PromotionRule, unitCentsWith } from '../../domain/menu/promotions';
import type { OrderPad } from '../../domain/orders/staff-order-schema';
import type { MenuRecord } from '../owner-state/owner-menus';

/**
 * The menu as "Prendre une commande" shows it: its active dishes by category, each priced as a
 * diner would pay it now (unitCentsWith, the rule orders are priced by), variants apart, and
 * the dishes marked "Épuisé" said so. Empty categories are left out.
 */
export function orderPadOf(input: {
  menu: MenuRecord;
  soldOut: ReadonlySet<string>;
  promotions: readonly PromotionRule[];
  tables: string[];
}): OrderPad {
  const { menu, soldOut, promotions } = input;
  const categories = menu.document.categories.map((category) => ({
    id: category.id,
    name: category.name,
    dishes: category.items
      .filter((dish) => dish.isActive)
      .map((dish) => {
        const variants = (dish.variants ?? []).map((variant) => ({
          id: variant.id,
          name: variant.name,
          priceCents: unitCentsWith(dish, category.id, variant.id, promotions),
        }));
        const priceCents =
          variants.length > 0
            ? Math.min(...variants.map((variant) => variant.priceCents))
            : unitCentsWith(dish, category.id, undefined, promotions);
        return {
          id: dish.id,
          name: dish.name,
          priceCents,
          variants,
          isSoldOut: soldOut.has(dish.id),
        };
      }),
  }));
  return {
    menuId: menu.id,
    menuName: menu.document.name,
    tables: input.tables,
    categories: categories.filter((category) => category.dishes.length > 0),
  };
}
