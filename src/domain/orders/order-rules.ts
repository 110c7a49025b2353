/**
 * The rules of orders (spec part 2 §3 "Order", §4 "Order status"), without zod: the server's
 * schemas (order-schema.ts) are built on them, and the diner's cart script imports them as they
 * are, so both sides agree by construction. French copy is in order-messages.ts.
 */

export const ORDER_STATUSES = ['pending', 'preparing', 'ready', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  (ORDER_STATUSES as readonly unknown[]).includes(value);

/** The board's tabs, in order (cancelled orders are not in a tab). */
export const ORDER_TABS = ['pending', 'preparing', 'ready', 'completed'] as const;

export const ORDER_LIMITS = {
  maxLines: 50,
  minQuantity: 1,
  maxQuantity: 20,
  noteMaxLength: 140,
  /** A dish's (or a menu's) id as an order names it. */
  idMaxLength: 100,
} as const;

/**
 * The staff's transitions: one button moves an order forward; cancelling is possible from any
 * status but completed, after a confirmation.
 */
export const NEXT_STATUS: Partial<Record<OrderStatus, OrderStatus>> = {
  pending: 'preparing',
  preparing: 'ready',
  ready: 'completed',
};

export function canChangeStatus(from: OrderStatus, to: OrderStatus): boolean {
  if (to === 'cancelled') return from !== 'completed' && from !== 'cancelled';
  return NEXT_STATUS[from] === to;
}

/** Open orders: the header badge counts these. */
export const isOpenStatus = (status: OrderStatus) => status === 'pending' || status === 'preparing';

export function totalCentsOf(
  lines: readonly { readonly unitPriceCents: number; readonly quantity: number }[],
) {
  return lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
}

/**
 * The `reason` of an order's refusal (the error envelope's `error.reason`), which the diner page
 * shows in the diner's language. The server throws them, the cart script reads them.
 */
export const ORDER_REASONS = {
  /** The restaurant's plan takes no orders. */
  notPremium: 'NOT_PREMIUM',
  orderingClosed: 'ORDERING_CLOSED',
  /** No table's code, and the owner takes no order without one. */
  tableRequired: 'TABLE_REQUIRED',
  /** A table code the restaurant no longer has (regenerated, or the table removed). */
  tableCodeInvalid: 'TABLE_CODE_INVALID',
  /** Dishes (or variants) no longer on the menu, or sold out. */
  dishesUnavailable: 'DISHES_UNAVAILABLE',
  /** The total the diner saw is not the server's (a promotion ended meanwhile). */
  pricesChanged: 'PRICES_CHANGED',
} as const;
export type OrderRefusal = (typeof ORDER_REASONS)[keyof typeof ORDER_REASONS];
