/**
 * One live stream per diner page (issue 41 §4, docs/diner-events.md): a page follows its menu's
 * "Épuisé" marks, the statuses of the orders it placed and, on a table's page, the table's tab
 * and call, over ONE event stream (browsers allow six connections per host on HTTP/1.1).
 * Pure rules: the diner scripts import them (no zod).
 */

/** At most this many orders on one page's stream (a page shows at most 5 pills). */
export const MAX_PAGE_ORDERS = 10;

/**
 * An order the stream cannot follow (unknown, purged after its retention, wrong token, another
 * restaurant's): `event: order-gone`, data `{ id }`; the page forgets it.
 */
export const ORDER_GONE_EVENT = 'order-gone';

/** One order a page follows: its id, its status token, and the last event it applied. */
export type PageOrder = { id: string; token: string; since: number };

/**
 * The `orders` query parameter: `<id>.<token>[.<since>]`, comma-separated (EventSource cannot
 * send headers). Ids are UUIDs and tokens base64url: neither holds `.` or `,`.
 */
export function formatPageOrders(orders: readonly PageOrder[]): string {
  return orders
    .map((order) => `${order.id}.${order.token}${order.since > 0 ? `.${order.since}` : ''}`)
    .join(',');
}

const PART = /^[A-Za-z0-9_-]{1,100}$/;
const SINCE = /^\d{1,15}$/;

/** The parameter read back; null when it is not one (the route answers 400). */
export function parsePageOrders(value: string): PageOrder[] | null {
  if (value === '') return [];
  const orders: PageOrder[] = [];
  for (const item of value.split(',')) {
    // No destructuring: the diner scripts target Safari 14 (esbuild cannot lower it there).
    const parts = item.split('.');
    const id = parts[0] ?? '';
    const token = parts[1] ?? '';
    const since = parts[2] ?? '0';
    if (parts.length > 3 || !PART.test(id) || !PART.test(token) || !SINCE.test(since)) return null;
    if (orders.some((order) => order.id === id)) continue;
    orders.push({ id, token, since: Number(since) });
  }
  return orders;
}
