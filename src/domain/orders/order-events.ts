import type { OrderStatus } from './order-rules';
import { isRefusalReason, type OrderEventKind, type RefusalReason } from './staff-order-rules';

/**
 * The payloads of the order streams (Server-Sent Events), written by the server
 * (order-streams.ts) and read by the owner app (order-stream.ts) and the diner's status pill.
 */

/** The SSE event name (`event: order`) of `GET /api/v1/orders/events` and of one order's stream. */
export const ORDER_STREAM_EVENT = 'order';

/** What a live screen receives for each change of an order (`id:` = eventId). */
export type OrderStreamEvent = {
  eventId: number;
  /** The order's id. */
  id: string;
  status: OrderStatus;
  /** null for the order's first event (placed). */
  fromStatus: OrderStatus | null;
  /** ISO time of the change. */
  at: string;
  /**
   * A status change, the lines changed by staff, an order to validate accepted or refused
   * (issue 24 §3). Absent from events sent before kinds existed: a status change.
   */
  kind?: OrderEventKind;
  /** A refusal's reason (`kind: 'refused'`), which the diner reads in their language. */
  reason?: RefusalReason;
};

/** One row of an order's history (`order_event`), as far as the live streams need it. */
export type OrderHistoryRow = {
  id: number;
  orderId: string;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  createdAt: string;
  kind?: OrderEventKind | null;
  reason?: string | null;
};

/**
 * What the live streams send for one row of an order's history: the same whether the row was
 * read back from the database or announced by the change that wrote it (`order.changed`).
 */
export function toOrderStreamEvent(row: OrderHistoryRow): OrderStreamEvent {
  return {
    eventId: row.id,
    id: row.orderId,
    status: row.toStatus,
    fromStatus: row.fromStatus,
    at: new Date(row.createdAt).toISOString(),
    kind: row.kind ?? 'status',
    // A refusal's code only: a line change's reason is staff's words, for staff.
    ...(row.kind === 'refused' && isRefusalReason(row.reason) && { reason: row.reason }),
  };
}
