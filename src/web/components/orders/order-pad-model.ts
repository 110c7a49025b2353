import { variantLineName } from '../../../domain/menu/variant-name';
import { ORDER_LIMITS } from '../../../domain/orders/order-rules';
import type { Order } from '../../../domain/orders/order-schema';
import type { OrderPadDish, StaffLineInput } from '../../../domain/orders/staff-order-schema';

/**
 * The lines staff put together on the board ("Prendre une commande", "Modifier"): pure
 * functions, unit-tested. A line is a dish (or one of its variants) with a quantity and a note;
 * prices are shown from the server's pad (or the order) and recomputed by the server anyway.
 */
export type PadLine = {
  /** Stable for React and for labels: the dish and variant, plus a counter for repeats. */
  key: string;
  dishId: string;
  variantId?: string;
  /** The French name the kitchen reads ("Côtes-du-Rhône — Verre 12 cl"). */
  name: string;
  unitCents: number;
  quantity: number;
  note: string;
};

const keyOf = (dishId: string, variantId: string | undefined) => `${dishId}|${variantId ?? ''}`;

/** One more of a dish (or variant): its first line's quantity goes up, else a new line. */
export function addDish(
  lines: readonly PadLine[],
  dish: Pick<OrderPadDish, 'id' | 'name' | 'priceCents' | 'variants'>,
  variantId?: string,
): PadLine[] {
  const key = keyOf(dish.id, variantId);
  const existing = lines.find((line) => keyOf(line.dishId, line.variantId) === key);
  if (existing) return setQuantity(lines, existing.key, existing.quantity + 1);
  const variant = dish.variants.find((candidate) => candidate.id === variantId);
  const line: PadLine = {
    key: uniqueKey(lines, key),
    dishId: dish.id,
    ...(variant && { variantId: variant.id }),
    name: variant ? variantLineName(dish.name, variant.name) : dish.name,
    unitCents: variant ? variant.priceCents : dish.priceCents,
    quantity: 1,
    note: '',
  };
  return [...lines, line];
}

/** A line's quantity, within the order's limits; 0 takes the line away. */
export function setQuantity(lines: readonly PadLine[], key: string, quantity: number): PadLine[] {
  if (quantity < ORDER_LIMITS.minQuantity) return lines.filter((line) => line.key !== key);
  const capped = Math.min(quantity, ORDER_LIMITS.maxQuantity);
  return lines.map((line) => (line.key === key ? { ...line, quantity: capped } : line));
}

export function setNote(lines: readonly PadLine[], key: string, note: string): PadLine[] {
  const kept = note.slice(0, ORDER_LIMITS.noteMaxLength);
  return lines.map((line) => (line.key === key ? { ...line, note: kept } : line));
}

/** An order's lines, to change them ("Modifier"). */
export function linesOfOrder(order: Pick<Order, 'lines'>): PadLine[] {
  const lines: PadLine[] = [];
  for (const line of order.lines) {
    lines.push({
      key: uniqueKey(lines, keyOf(line.dishId, line.variantId)),
      dishId: line.dishId,
      ...(line.variantId && { variantId: line.variantId }),
      name: line.name,
      unitCents: line.unitPriceCents,
      quantity: line.quantity,
      note: line.note ?? '',
    });
  }
  return lines;
}

/** What the server is sent: no names, no prices (it prices from the menu). */
export const toLineInputs = (lines: readonly PadLine[]): StaffLineInput[] =>
  lines.map((line) => ({
    dishId: line.dishId,
    ...(line.variantId && { variantId: line.variantId }),
    quantity: line.quantity,
    ...(line.note.trim() && { note: line.note.trim() }),
  }));

export const padTotal = (lines: readonly PadLine[]) =>
  lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);

/** Whether two lists send the same thing (a "Modifier" that changed nothing). */
export const isSameOrder = (a: readonly PadLine[], b: readonly PadLine[]) =>
  JSON.stringify(toLineInputs(a)) === JSON.stringify(toLineInputs(b));

function uniqueKey(lines: readonly PadLine[], base: string) {
  let key = base;
  for (let n = 2; lines.some((line) => line.key === key); n += 1) key = `${base}#${n}`;
  return key;
}
