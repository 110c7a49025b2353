import { ORDER_GONE_EVENT, type PageOrder } from '../../domain/diner-events/diner-events-rules';
import type { EventBus } from '../events/event-bus';
import { AppError } from '../http/app-error';
import type { SseStream } from '../http/sse';
import type { Logger } from '../logging/logger';
import type { OrderService } from './order-service';
import { followOrders } from './order-streams';

/**
 * The statuses of the orders one diner page placed, on the page's one stream (issue 41 §4,
 * docs/diner-events.md). Each order's token is checked before the stream opens; an order this
 * page cannot follow (unknown, purged, a wrong token, another restaurant's) is announced as
 * `order-gone` instead of refusing the whole page. The others are replayed exactly from
 * `order_event`: each after the later of the id the page has of it (`since`) and the stream's
 * Last-Event-ID, then live (order-streams.ts).
 */
export function createPageOrderStreams(deps: { orders: OrderService; events: EventBus }) {
  const { orders, events } = deps;

  return async (input: { ownerId: string; orders: readonly PageOrder[] }) => {
    const followed = new Map<string, number>();
    const gone: string[] = [];
    for (const order of input.orders) {
      const scope = await orders
        .requireDinerScope({ orderId: order.id, token: order.token })
        .catch((error: unknown) => {
          if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
          throw error;
        });
      if (scope?.ownerId === input.ownerId) followed.set(order.id, order.since);
      else gone.push(order.id);
    }
    return (stream: SseStream, log: Logger) => {
      for (const id of gone) stream.send({ event: ORDER_GONE_EVENT, data: { id } });
      if (followed.size === 0) return;
      followOrders({
        stream,
        events,
        scope: { ownerId: input.ownerId, orders: followed },
        startAfter: 0,
        listEventsAfter: (afterId) =>
          orders.listEventsAfter(
            {
              orders: [...followed].map(([orderId, since]) => ({
                orderId,
                afterId: Math.max(since, afterId),
              })),
            },
            afterId,
          ),
        log,
      });
    };
  };
}
