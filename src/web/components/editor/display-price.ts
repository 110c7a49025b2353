import { formatPrice } from '../../../domain/menu/price';

/** "12.5" → "12,50 €"; a price that cannot be read is shown as typed. */
export function displayPrice(price: string): string {
  try {
    return formatPrice(price);
  } catch {
    return `${price} €`;
  }
}

/** A dish's price in the editor's lists: its own, or "dès 6,00 €" with variants. */
export function displayDishPrice(dish: { price: string; variants?: readonly unknown[] }): string {
  return dish.variants?.length ? `dès ${displayPrice(dish.price)}` : displayPrice(dish.price);
}
