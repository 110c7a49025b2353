import { variantLineName } from '../../../domain/menu/variant-name';
import { type DishOnPage, lineKey } from '../../model/cart';

/** Something the diner can add to the cart: a dish, or one variant of a dish ("Verre 12 cl"). */
export type Orderable = DishOnPage & { card: HTMLElement; variantName: string | null };

const centsOf = (element: HTMLElement) => {
  const cents = Number(element.dataset.cents);
  return element.dataset.cents && Number.isSafeInteger(cents) ? cents : null;
};

/**
 * What a page (this one, or a fresh copy of it) offers for ordering, by cart line key: the
 * server gave a price in cents to each dish, or to each variant of a dish that has some.
 */
export function readOrderables(root: ParentNode): Map<string, Orderable> {
  const found = new Map<string, Orderable>();
  for (const card of root.querySelectorAll<HTMLElement>('li.dish')) {
    const dishId = card.id.slice(2);
    const name = card.querySelector('.dish-name')?.textContent ?? '';
    const unitCents = centsOf(card);
    if (!dishId) continue;
    if (unitCents !== null) found.set(dishId, { dishId, name, unitCents, card, variantName: null });
    for (const variant of card.querySelectorAll<HTMLElement>('.variant[data-variant]')) {
      const variantId = variant.dataset.variant ?? '';
      const cents = centsOf(variant);
      if (!variantId || cents === null) continue;
      const variantName = variant.querySelector('.variant-name')?.textContent ?? '';
      const entry = {
        dishId,
        variantId,
        name: variantLineName(name, variantName),
        unitCents: cents,
        card,
        variantName,
      };
      found.set(lineKey(entry), entry);
    }
  }
  return found;
}
