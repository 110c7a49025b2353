import { ORDER_STREAM_EVENT, type OrderStreamEvent } from '../../domain/orders/order-events';
import { isRefusalReason } from '../../domain/orders/staff-order-rules';
import type { EventBus } from '../events/event-bus';
import type { SseStream } from '../http/sse';
import type { Logger } from '../logging/logger';
import type { OrderEventRecord } from './order-repository';

type Scope = { ownerId: string } | { ownerId: string; orderId: string };

/**
 * The reads of `order_event` started for one delivered change, by scope and starting id: the
 * streams that change woke for the same owner (an owner's boards on this instance, often five
 * or ten) share one read instead of one each. A read is shared only with the streams woken by
 * the same change, so it started after that change was committed and holds it. Keyed by the
 * event's payload, which the event bus hands to every listener, and collected with it.
 */
const readsOfChange = new WeakMap<object, Map<string, Promise<OrderEventRecord[]>>>();

function readFor(
  change: object | null,
  key: string,
  read: () => Promise<OrderEventRecord[]>,
): Promise<OrderEventRecord[]> {
  if (!change) return read();
  let reads = readsOfChange.get(change);
  if (!reads) {
    reads = new Map();
    readsOfChange.set(change, reads);
  }
  let shared = reads.get(key);
  if (!shared) {
    shared = read();
    reads.set(key, shared);
  }
  return shared;
}

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
  const scopeKey = 'orderId' in scope ? `order:${scope.orderId}` : `owner:${scope.ownerId}`;
  let lastId = stream.lastEventId ?? input.startAfter;
  let isPumping = false;
  let isDirty = false;
  /** The change that woke this stream while it was reading (its next read may be shared). */
  let dirtyChange: object | null = null;

  /** `change`: the delivered change that woke it (null: its first read, its own). */
  async function pump(change: object | null) {
    if (isPumping) {
      isDirty = true;
      dirtyChange = change;
      return;
    }
    isPumping = true;
    let wokenBy = change;
    try {
      do {
        isDirty = false;
        const afterId = lastId;
        const rows = await readFor(wokenBy, `${scopeKey}:${afterId}`, () =>
          input.listEventsAfter(afterId),
        );
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
        // More rows than a read returns: the next page is this stream's own read. Woken again
        // meanwhile: the next read may be shared with the streams that change woke.
        if (rows.length === 500) {
          isDirty = true;
          wokenBy = null;
        } else if (isDirty) wokenBy = dirtyChange;
        dirtyChange = null;
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
    void pump(change);
  });
  stream.onClose(stop);
  void pump(null);
}
