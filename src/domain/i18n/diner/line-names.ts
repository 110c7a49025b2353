import type { Dish } from '../../menu/menu-schema';
import { variantLineName } from '../../menu/variants';
import type { Language } from '../languages';
import { translateDishName, translateVariantName } from './translate';

/**
 * The name of an ordered line ("Vin — Verre 12 cl") in French and in a diner's language, from
 * the dish (with its translations applied) and the chosen variant; null when the dish no longer
 * has that variant.
 */
export function lineNames(
  dish: Dish,
  variantId: string | undefined,
  language: Language,
): { name: string; dinerName: string } | null {
  const dishName = translateDishName(dish, language).text;
  const variants = dish.variants ?? [];
  if (variants.length === 0) return variantId ? null : { name: dish.name, dinerName: dishName };
  const variant = variants.find((candidate) => candidate.id === variantId);
  if (!variant) return null;
  return {
    name: variantLineName(dish.name, variant.name),
    dinerName: variantLineName(dishName, translateVariantName(variant, language).text),
  };
}
