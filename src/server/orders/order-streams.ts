import { ORDER_STREAM_EVENT, type OrderStreamEvent } from '../../domain/orders/order-events';
import { isRefusalReason } from '../../domain/orders/staff-order-rules';
import type { EventBus } from '../events/event-bus';
import type { SseStream } from '../http/sse';
import type { Logger } from '../logging/logger';
import type { OrderEventRecord } from './order-repository';

type Scope = { ownerId: string } | { ownerId: string; orderId: string };

/**
 * Feeds one SSE stream with an owner's (or one order's) changes (status, lines, validation): first what it missed
 * since its Last-Event-ID, then every change as the event log announces it, from whichever
 * instance it was made on. Rows are re-read from `order_event` (per owner, ids grow in commit
 * order: order writes lock the owner), so a burst or a reconnect never skips or repeats one.
 */
export function followOrders(input: {
  stream: SseStream;
  events: EventBus;
  scope: Scope;
  /** Where to start when the client has no Last-Event-ID: the latest event now. */
  startAfter: number;
  listEventsAfter: (afterId: number) => Promise<OrderEventRecord[]>;
  /** The request's logger. */
  log: Logger;
}) {
  const { stream, scope } = input;
  let lastId = stream.lastEventId ?? input.startAfter;
  let isPumping = false;
  let isDirty = false;

  async function pump() {
    if (isPumping) {
      isDirty = true;
      return;
    }
    isPumping = true;
    try {
      do {
        isDirty = false;
        const rows = await input.listEventsAfter(lastId);
        for (const row of rows) {
          lastId = row.id;
          const data: OrderStreamEvent = {
            eventId: row.id,
            id: row.orderId,
            status: row.toStatus,
            fromStatus: row.fromStatus,
            at: row.createdAt,
            kind: row.kind ?? 'status',
            // A refusal's code only: a line change's reason is staff's words, for staff.
            ...(row.kind === 'refused' && isRefusalReason(row.reason) && { reason: row.reason }),
          };
          stream.send({ id: row.id, event: ORDER_STREAM_EVENT, data });
        }
        if (rows.length === 500) isDirty = true;
      } while (isDirty && !stream.isClosed);
    } catch (error) {
      input.log.error(
        { err: error },
        `${'orderId' in scope ? 'diner' : 'owner'} order stream failed`,
      );
    } finally {
      isPumping = false;
    }
  }

  const stop = input.events.on('order.changed', (change) => {
    if (change.ownerId !== scope.ownerId) return;
    if ('orderId' in scope && change.orderId !== scope.orderId) return;
    void pump();
  });
  stream.onClose(stop);
  void pump();
}
