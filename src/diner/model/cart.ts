import { ORDER_LIMITS } from '../../domain/orders/order-rules';

/**
 * The diner's cart (spec part 2 §2 "Cart", §3 "Cart line", §4 "Cart"): pure functions over a
 * plain value, so the browser script stays small and everything here is unit-tested. Prices
 * are for display only: the server prices every order from the stored menu.
 *
 * No zod and no import with side effects here: this ends up in the diner's cart script. The
 * limits are the server's own (ORDER_LIMITS, the rules its schemas are built on).
 */

export type CartLine = {
  dishId: string;
  /** The variant chosen ("Verre 12 cl"), for a dish that has variants. */
  variantId?: string;
  /** The name the diner saw, in the page's language ("Vin — Verre 12 cl"). */
  name: string;
  unitCents: number;
  quantity: number;
  note: string;
};

export type Cart = { lines: CartLine[] };

/** A dish (or one of its variants) as the page shows it: what the cart needs to add it or refresh it. */
export type DishOnPage = { dishId: string; variantId?: string; name: string; unitCents: number };

/** What the page and the cart know a line by: the dish, and its variant when it has one. */
export const lineKey = (line: { dishId: string; variantId?: string }) =>
  line.variantId ? `${line.dishId}:${line.variantId}` : line.dishId;

export const emptyCart = (): Cart => ({ lines: [] });

const clampQuantity = (quantity: number) =>
  Math.min(ORDER_LIMITS.maxQuantity, Math.max(1, Math.floor(quantity)));

const mapLine = (cart: Cart, key: string, change: (line: CartLine) => CartLine | null) => ({
  lines: cart.lines.flatMap((line) => {
    if (lineKey(line) !== key) return [line];
    const changed = change(line);
    return changed ? [changed] : [];
  }),
});

/** Adds one of a dish: a new line, or one more on its line (up to the maximum). */
export function addDish(cart: Cart, dish: DishOnPage): Cart {
  const key = lineKey(dish);
  if (cart.lines.some((line) => lineKey(line) === key)) return increase(cart, key);
  if (cart.lines.length >= ORDER_LIMITS.maxLines) return cart;
  return { lines: [...cart.lines, { ...dish, quantity: 1, note: '' }] };
}

/** Spec: "Plus increases a line." */
export function increase(cart: Cart, key: string): Cart {
  return mapLine(cart, key, (line) => ({ ...line, quantity: clampQuantity(line.quantity + 1) }));
}

/** Spec: "Minus on a line above quantity 1 decreases it; at 1 it removes the line." */
export function decrease(cart: Cart, key: string): Cart {
  return mapLine(cart, key, (line) =>
    line.quantity > 1 ? { ...line, quantity: line.quantity - 1 } : null,
  );
}

export function removeLine(cart: Cart, key: string): Cart {
  return mapLine(cart, key, () => null);
}

/** "sans oignons": at most 140 characters, like the server accepts. */
export function setNote(cart: Cart, key: string, note: string): Cart {
  return mapLine(cart, key, (line) => ({
    ...line,
    note: note.slice(0, ORDER_LIMITS.noteMaxLength),
  }));
}

export const itemCount = (cart: Cart) => cart.lines.reduce((sum, line) => sum + line.quantity, 0);

export const lineTotalCents = (line: CartLine) => line.unitCents * line.quantity;

export const totalCents = (cart: Cart) =>
  cart.lines.reduce((sum, line) => sum + lineTotalCents(line), 0);

export const canIncrease = (line: CartLine) => line.quantity < ORDER_LIMITS.maxQuantity;

/** The `lines` of `POST /api/v1/public/orders`: no name, no price (the server decides those). */
export function toOrderLines(cart: Cart) {
  return cart.lines.map((line) => {
    const note = line.note.trim();
    const variant = line.variantId ? { variantId: line.variantId } : {};
    return note
      ? { dishId: line.dishId, ...variant, quantity: line.quantity, note }
      : { dishId: line.dishId, ...variant, quantity: line.quantity };
  });
}

/** What is being ordered, as one string: a retry of the same cart reuses its request id. */
export const cartSignature = (cart: Cart) => JSON.stringify(toOrderLines(cart));

/**
 * The cart against the page being read: names and prices as the page shows them now (another
 * language, a new price), and the lines of dishes no longer on the menu taken out.
 */
export function reconcile(
  cart: Cart,
  dishes: ReadonlyMap<string, DishOnPage>,
): { cart: Cart; removed: CartLine[] } {
  const removed = cart.lines.filter((line) => !dishes.has(lineKey(line)));
  const lines = cart.lines.flatMap((line) => {
    const dish = dishes.get(lineKey(line));
    return dish ? [{ ...line, name: dish.name, unitCents: dish.unitCents }] : [];
  });
  return { cart: { lines }, removed };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A cart read back from storage: anything malformed is dropped, never trusted. */
export function parseCart(value: unknown): Cart {
  const lines = isRecord(value) && Array.isArray(value.lines) ? value.lines : [];
  const seen = new Set<string>();
  const parsed: CartLine[] = [];
  for (const line of lines) {
    if (!isRecord(line)) continue;
    // No destructuring: the cart script targets Safari 14 (esbuild cannot lower it there).
    const dishId = line.dishId;
    const variantId = line.variantId;
    const name = line.name;
    const unitCents = line.unitCents;
    const quantity = line.quantity;
    const note = line.note;
    if (typeof dishId !== 'string' || !dishId || dishId.length > ORDER_LIMITS.idMaxLength) continue;
    const variant =
      typeof variantId === 'string' && variantId.length <= ORDER_LIMITS.idMaxLength
        ? variantId
        : '';
    const key = lineKey({ dishId, variantId: variant });
    if (seen.has(key)) continue;
    if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity < 1) continue;
    seen.add(key);
    parsed.push({
      dishId,
      ...(variant && { variantId: variant }),
      name: typeof name === 'string' ? name : '',
      unitCents:
        Number.isSafeInteger(unitCents) && (unitCents as number) >= 0 ? (unitCents as number) : 0,
      quantity: clampQuantity(quantity),
      note: typeof note === 'string' ? note.slice(0, ORDER_LIMITS.noteMaxLength) : '',
    });
  }
  return { lines: parsed.slice(0, ORDER_LIMITS.maxLines) };
}
