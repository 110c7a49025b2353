import type { OrderStreamEvent } from '../../domain/orders/order-events';
import { isOrderStatus, type OrderStatus } from '../../domain/orders/order-rules';
import { isRefusalReason, type RefusalReason } from '../../domain/orders/staff-order-rules';

/**
 * The orders a diner follows after sending them (spec part 2 §2 "Diner order status pill"):
 * kept in the browser with their secret status token so the pill survives a reload, and moved
 * on by the events of the diner's live stream. Pure functions, unit-tested; no zod (this ends
 * up in the cart script): statuses and the stream's payload are the server's own.
 */

export type TrackedOrder = {
  id: string;
  token: string;
  /** The short number of the day ("n° 12"). */
  number: number;
  status: OrderStatus;
  /** The last stream event applied: a reconnect or a reload asks only for the ones after it. */
  lastEventId: number;
  /** ISO time the order was sent: orders nobody closed are forgotten after a while. */
  placedAt: string;
  /** Waits for staff to accept it ("Validation par le personnel", issue 24 §3). */
  isAwaitingValidation?: true;
  /** Refused by staff, for this reason (the order is then cancelled). */
  refusal?: RefusalReason;
  /** Staff changed its lines since it was sent. */
  isChanged?: true;
};

/** What the pill reads of one `order` event of `GET /api/v1/public/orders/{id}/events`. */
export type TrackedEvent = Pick<OrderStreamEvent, 'eventId' | 'id' | 'status' | 'kind' | 'reason'>;

/** At most this many pills at once (a table rarely has more orders in progress). */
export const MAX_TRACKED = 5;
/** A ready order nobody marked completed stops showing after this long. */
export const FORGET_AFTER_MS = 12 * 3_600_000;

/** Spec: the pill is shown unless the order is completed. */
export const isShown = (order: TrackedOrder) => order.status !== 'completed';

/** Can still change (a ready order gets completed): its live stream stays open. */
export const isLive = (order: TrackedOrder) =>
  order.status !== 'completed' && order.status !== 'cancelled';

export function trackOrder(
  orders: readonly TrackedOrder[],
  placed: {
    id: string;
    statusToken: string;
    number: number;
    status: string;
    awaitingValidation?: boolean;
  },
  at: Date,
): TrackedOrder[] {
  const order: TrackedOrder = {
    id: placed.id,
    token: placed.statusToken,
    number: placed.number,
    status: isOrderStatus(placed.status) ? placed.status : 'pending',
    lastEventId: 0,
    placedAt: at.toISOString(),
    ...(placed.awaitingValidation === true && { isAwaitingValidation: true as const }),
  };
  return [...orders.filter((other) => other.id !== order.id), order].slice(-MAX_TRACKED);
}

/**
 * Applies one stream event. Events at or before `lastEventId` are ignored (a replay after a
 * reconnect), so the ready notification is shown once, not at every reload.
 */
export function applyEvent(
  orders: readonly TrackedOrder[],
  event: TrackedEvent,
): { orders: TrackedOrder[]; becameReady: TrackedOrder | null } {
  let becameReady: TrackedOrder | null = null;
  const next = orders.map((order) => {
    if (
      order.id !== event.id ||
      event.eventId <= order.lastEventId ||
      !isOrderStatus(event.status)
    ) {
      return order;
    }
    const changed = withKind({ ...order, status: event.status, lastEventId: event.eventId }, event);
    if (event.status === 'ready' && order.status !== 'ready') becameReady = changed;
    return changed;
  });
  return { orders: next.filter(isShown), becameReady };
}

/** What an event of staff (issue 24 §3) adds to the order's status. */
function withKind(order: TrackedOrder, event: TrackedEvent): TrackedOrder {
  if (event.kind === 'lines') return { ...order, isChanged: true };
  if (event.kind === 'accepted' || event.kind === 'refused') {
    // No rest destructuring: the cart script targets Safari 14.
    const decided: TrackedOrder = { ...order };
    delete decided.isAwaitingValidation;
    if (event.kind === 'refused' && isRefusalReason(event.reason)) decided.refusal = event.reason;
    return decided;
  }
  return order;
}

export const forgetOrder = (orders: readonly TrackedOrder[], id: string) =>
  orders.filter((order) => order.id !== id);

/** Orders read back from storage: malformed, completed or stale ones are dropped. */
export function parseTrackedOrders(value: unknown, now: Date): TrackedOrder[] {
  if (!Array.isArray(value)) return [];
  const orders: TrackedOrder[] = [];
  for (const item of value) {
    if (typeof item !== 'object' || item === null) continue;
    // No destructuring: the cart script targets Safari 14 (esbuild cannot lower it there).
    const record = item as Record<string, unknown>;
    const id = record.id;
    const token = record.token;
    const number = record.number;
    const status = record.status;
    const lastEventId = record.lastEventId;
    const placedAt = record.placedAt;
    const refusal = record.refusal;
    if (typeof id !== 'string' || typeof token !== 'string' || !isOrderStatus(status)) continue;
    if (typeof placedAt !== 'string') continue;
    const placedMs = Date.parse(placedAt);
    if (!Number.isFinite(placedMs) || now.getTime() - placedMs > FORGET_AFTER_MS) continue;
    const order: TrackedOrder = {
      id,
      token,
      number: typeof number === 'number' ? number : 0,
      status,
      lastEventId: typeof lastEventId === 'number' ? lastEventId : 0,
      placedAt,
    };
    if (record.isAwaitingValidation === true) order.isAwaitingValidation = true;
    if (isRefusalReason(refusal)) order.refusal = refusal;
    if (record.isChanged === true) order.isChanged = true;
    if (isShown(order)) orders.push(order);
  }
  return orders.slice(-MAX_TRACKED);
}
