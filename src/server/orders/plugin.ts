import type { FastifyPluginAsync } from 'fastify';
import type { EventBus } from '../events/event-bus';
import type { ApiScope } from '../http/api-scope';
import type { EventStreams, StreamFollower } from '../http/sse';
import type { Logger } from '../logging/logger';
import { scheduleOrderRetention } from './order-retention';
import { registerOrderRoutes } from './order-routes';
import type { OrderService } from './order-service';
import { registerStaffOrderRoutes } from './staff-order-routes';

/** Orders at the table: placing, the kitchen board, live streams, and their retention job. */
export const ordersPlugin: FastifyPluginAsync<{
  api: ApiScope;
  orders: OrderService;
  events: EventBus;
  streams: EventStreams;
  /** Who else sends on the board's stream (table calls). */
  boardFollowers?: readonly StreamFollower[];
  log: Logger;
}> = async (app, { api, orders, events, streams, boardFollowers, log }) => {
  await api(app, (scope) => {
    registerOrderRoutes(scope, { orders, events, streams, boardFollowers });
    registerStaffOrderRoutes(scope, { orders });
  });
  const stopRetention = scheduleOrderRetention(orders, log);
  app.addHook('onClose', async () => stopRetention());
};
