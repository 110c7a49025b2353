import { ORDER_MESSAGES } from '../../domain/orders/order-messages';
import { ORDER_REASONS } from '../../domain/orders/order-rules';
import type { AppDatabase } from '../db/database';
import { AppError } from '../http/app-error';
import type { OwnerState } from '../owner-state/public-reads';
import { type OrderRecord, orderRepository as orders } from './order-repository';

/** Who may order, and how often (docs/orders.md "Limits"). */
const TABLE_WINDOW_MS = 10 * 60_000;
const ORDERS_PER_TABLE = 10;
const ORDERS_WITHOUT_TABLE = 60;
const RESTAURANT_WINDOW_MS = 60_000;
export const DEFAULT_ORDERS_PER_RESTAURANT_PER_MINUTE = 60;

/** A 429 whose `Retry-After` is the wait its limit really imposes (whole seconds, ≥ 1). */
export const tooManyOrders = (retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', ORDER_MESSAGES.tooManyOrders).withRetryAfter(retryAfterSeconds);

/**
 * An order's table is the one its token stands for (docs/decisions/011-table-codes.md);
 * without a token, none ("À emporter / sans table"), and only when the owner takes such
 * orders. A token the restaurant no longer has (a code regenerated since) is refused, so the
 * diner is told rather than turned into a take-away order.
 */
export function tableOf(state: OwnerState, tableToken: string | undefined): string | null {
  if (tableToken !== undefined) {
    const table = state.tables.get(tableToken);
    if (table !== undefined) return table;
    throw new AppError('FORBIDDEN', ORDER_MESSAGES.tableCodeInvalid, {
      reason: ORDER_REASONS.tableCodeInvalid,
    });
  }
  if (state.isTakeAwayOn) return null;
  throw new AppError('FORBIDDEN', ORDER_MESSAGES.tableRequired, {
    reason: ORDER_REASONS.tableRequired,
  });
}

/**
 * What an order's admission checks under the owner's lock (call it there), in one round trip:
 * the order this request already made, if a double tap raced the first (returned, so the
 * caller answers with it); then the floods. A prank with a table's QR code cannot flood a
 * kitchen: at most ORDERS_PER_TABLE orders from one table in 10 minutes (more for orders
 * without a table); and a script cannot bury a restaurant's board: at most
 * `perRestaurantPerMinute` new orders a minute, all tables together. Counted from the orders
 * themselves, so the limits are exact across instances; a refusal says when the next order
 * will be taken.
 */
export async function admitOrder(
  trx: AppDatabase['db'],
  input: {
    ownerId: string;
    clientRequestId: string;
    table: string | null;
    at: Date;
    perRestaurantPerMinute?: number;
  },
): Promise<OrderRecord | null> {
  const { ownerId, table, at } = input;
  const limits = [
    {
      scope: 'all' as const,
      limit: input.perRestaurantPerMinute ?? DEFAULT_ORDERS_PER_RESTAURANT_PER_MINUTE,
      windowMs: RESTAURANT_WINDOW_MS,
    },
    {
      scope: { table },
      limit: table === null ? ORDERS_WITHOUT_TABLE : ORDERS_PER_TABLE,
      windowMs: TABLE_WINDOW_MS,
    },
  ];
  const since = (windowMs: number) => new Date(at.getTime() - windowMs).toISOString();
  const counts = await orders.admissionCounts(trx, {
    ownerId,
    clientRequestId: input.clientRequestId,
    table,
    sinceAll: since(RESTAURANT_WINDOW_MS),
    sinceTable: since(TABLE_WINDOW_MS),
  });
  if (counts.existingId !== null) return orders.findByOwner(trx, ownerId, counts.existingId);
  for (const { scope, limit, windowMs } of limits) {
    if ((scope === 'all' ? counts.all : counts.table) < limit) continue;
    // Over a limit (rare): when will the next order be taken?
    const recent = await orders.countRecent(trx, {
      ownerId,
      scope,
      since: since(windowMs),
      limit,
      windowMs,
    });
    if (recent.freeAt !== null) {
      throw tooManyOrders((Date.parse(recent.freeAt) - at.getTime()) / 1000);
    }
  }
  return null;
}
