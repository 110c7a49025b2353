import type { Order } from '../../../domain/orders/order-schema';
import type { TicketOrder } from './kitchen-ticket';

/**
 * Which orders "Impression automatique" prints, and the memory that makes it print each once.
 * An order is due when it reaches the kitchen: pending on the board (orders waiting for their
 * payment are not on the board yet; once a validation step holds diners' orders, accepting one
 * makes it pending). The orders printed (or skipped when the switch was turned on) are kept in
 * localStorage, so a reload never prints one twice. The memory is bounded in size and in time:
 * an entry is forgotten after `FORGET_AFTER_MS`, and only the newest `MAX_PRINTED` are kept. An
 * order older than `PRINTABLE_FOR_MS` never prints by itself, and that window is shorter than
 * the memory's: an order forgotten here can no longer print again.
 */

/** A day of service and more; kept below FORGET_AFTER_MS (see above). */
export const PRINTABLE_FOR_MS = 24 * 3_600_000;
export const FORGET_AFTER_MS = 3 * 24 * 3_600_000;
/** Orders a day on one device, with a wide margin (each entry is about 60 bytes). */
export const MAX_PRINTED = 2000;

export const PRINTED_ORDERS_KEY = 'ardoise.printed-tickets';

/** [order id, when it was remembered (ms since the epoch)]. */
type Entry = [string, number];

/** What the memory needs of localStorage (a test passes its own). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

const isEntry = (value: unknown): value is Entry =>
  Array.isArray(value) &&
  value.length === 2 &&
  typeof value[0] === 'string' &&
  typeof value[1] === 'number';

function read(storage: KeyValueStorage): Entry[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(PRINTED_ORDERS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return []; // unreadable (edited by hand, storage refused): start again
  }
}

/** The entries still remembered at `now`: recent enough, the newest `MAX_PRINTED`. */
function current(entries: readonly Entry[], now: number): Entry[] {
  return entries
    .filter(([, at]) => at > now - FORGET_AFTER_MS && at <= now + FORGET_AFTER_MS)
    .sort((a, b) => a[1] - b[1])
    .slice(-MAX_PRINTED);
}

/** The ids remembered at `now`. */
export function printedOrderIds(storage: KeyValueStorage, now: number): Set<string> {
  return new Set(current(read(storage), now).map(([id]) => id));
}

/**
 * Remembers `ids` at `now`, forgetting what has expired and the oldest beyond the bound.
 * Returns false when the storage refused it (full, private mode).
 */
export function rememberPrinted(
  storage: KeyValueStorage,
  ids: readonly string[],
  now: number,
): boolean {
  const fresh = new Set(ids);
  const kept = read(storage).filter(([id]) => !fresh.has(id));
  const entries = current([...kept, ...ids.map((id): Entry => [id, now])], now);
  try {
    storage.setItem(PRINTED_ORDERS_KEY, JSON.stringify(entries));
    return true;
  } catch {
    return false;
  }
}

/** Whether an order placed at `createdAt` (ISO) may still print automatically at `now`. */
export const isRecentEnough = (createdAt: string, now: number) =>
  now - Date.parse(createdAt) < PRINTABLE_FOR_MS;

export type PrintableOrder = TicketOrder & Pick<Order, 'status'>;

/** The orders due for a ticket at `now`, oldest first: new to the kitchen and not printed. */
export function ordersToPrint<T extends PrintableOrder>(
  orders: readonly T[],
  printed: ReadonlySet<string>,
  now: number,
): T[] {
  return orders
    .filter(
      (order) =>
        order.status === 'pending' &&
        !printed.has(order.id) &&
        isRecentEnough(order.createdAt, now),
    )
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.number - b.number);
}
