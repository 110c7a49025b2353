import {
  ORDER_STREAM_EVENT,
  type OrderStreamEvent,
  toOrderStreamEvent,
} from '../../domain/orders/order-events';
import type { EventBus } from '../events/event-bus';
import type { SseStream } from '../http/sse';
import type { Logger } from '../logging/logger';
import type { OrderEventRecord } from './order-history-repository';

/**
 * An owner's orders (the board), one order (a diner's old per-order stream), or a diner page's
 * orders, each with the last event id the page has of it (issue 41 §4).
 */
type Scope =
  | { ownerId: string }
  | { ownerId: string; orderId: string }
  | { ownerId: string; orders: ReadonlyMap<string, number> };

const keyOf = (scope: Scope) => {
  if ('orderId' in scope) return `order:${scope.orderId}`;
  if ('orders' in scope) return `page:${[...scope.orders].map((entry) => entry.join('>')).join()}`;
  return `owner:${scope.ownerId}`;
};

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
 * Writes one change to a stream; returns its id (the stream's new last id). A module function:
 * a closure per stream would cost each of thousands of open streams its own (docs/performance.md).
 */
function sendEvent(stream: SseStream, data: OrderStreamEvent): number {
  stream.send({ id: data.eventId, event: ORDER_STREAM_EVENT, data });
  return data.eventId;
}

/**
 * Feeds one SSE stream with an owner's (or one order's) changes (status, lines, validation): first what it missed
 * since its Last-Event-ID, then every change as the event log announces it, from whichever
 * instance it was made on. Per owner, `order_event` ids grow in commit order (order writes
 * lock the owner), every row is announced by its own `order.changed` in its transaction, and
 * the event log delivers announcements in commit order: so once a read that began after the
 * stream started listening has ended, the announcements that follow are exactly the rows after
 * it, and the stream sends the row each carries (`event`) without reading it back. It reads
 * `order_event` after its last id instead on its first pump, when a change comes in during a
 * read, when an announcement carries no row (an instance of an earlier release) and after a
 * failed read: a burst or a reconnect never skips or repeats a row.
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
  const scopeKey = keyOf(scope);
  let lastId = stream.lastEventId ?? input.startAfter;
  let isPumping = false;
  let isDirty = false;
  /** A read begun after this stream started listening has ended, and none failed since. */
  let isInSync = false;
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
        for (const row of rows) lastId = sendEvent(stream, toOrderStreamEvent(row));
        // More rows than a read returns: the next page is this stream's own read. Woken again
        // meanwhile: the next read may be shared with the streams that change woke.
        if (rows.length === 500) {
          isDirty = true;
          wokenBy = null;
        } else if (isDirty) wokenBy = dirtyChange;
        dirtyChange = null;
      } while (isDirty && !stream.isClosed);
      isInSync = true;
    } catch (error) {
      isInSync = false;
      input.log.error(
        { err: error },
        `${'orderId' in scope || 'orders' in scope ? 'diner' : 'owner'} order stream failed`,
      );
    } finally {
      isPumping = false;
    }
  }

  const stop = input.events.on('order.changed', (change) => {
    if (change.ownerId !== scope.ownerId) return;
    if ('orderId' in scope && change.orderId !== scope.orderId) return;
    if ('orders' in scope && !scope.orders.has(change.orderId)) return;
    if (isInSync && !isPumping && change.event) {
      // Already sent by the read that brought this stream in sync (or had by the page).
      const since = 'orders' in scope ? (scope.orders.get(change.orderId) ?? 0) : 0;
      if (change.event.eventId > Math.max(lastId, since)) lastId = sendEvent(stream, change.event);
      return;
    }
    void pump(change);
  });
  stream.onClose(stop);
  void pump(null);
}
