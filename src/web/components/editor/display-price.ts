import { formatPrice } from '../../../domain/menu/price';

/** "12.5" → "12,50 €"; a price that cannot be read is shown as typed. */
export function displayPrice(price: string): string {
  try {
    return formatPrice(price);
  } catch {
    return `${price} €`;
  }
}
