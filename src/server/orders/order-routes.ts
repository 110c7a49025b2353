import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OrderIdParamsSchema } from '../../domain/api/route-params';
import { ORDER_STATUSES, type OrderStatus } from '../../domain/orders/order-rules';
import {
  ChangeOrderStatusSchema,
  OrderCountsSchema,
  OrderingChangesSchema,
  OrderingSchema,
  OrderListSchema,
  OrderSchema,
  OrderStatusQuerySchema,
  OrderStreamQuerySchema,
  OrderTokenQuerySchema,
  PlacedOrderSchema,
  PlaceOrderSchema,
} from '../../domain/orders/order-schema';
import type { EventBus } from '../events/event-bus';
import type { EventStreams, StreamFollower } from '../http/sse';
import type { OrderService } from './order-service';
import { followOrders } from './order-streams';

/**
 * Orders: diners place and follow theirs without an account (`/public/...`, the order's token
 * proves access); the owner's board reads and moves them. Paths are relative to /api/v1.
 */
export function registerOrderRoutes(
  scope: FastifyInstance,
  deps: {
    orders: OrderService;
    events: EventBus;
    streams: EventStreams;
    /** Who else sends on the board's stream (table calls). */
    boardFollowers?: readonly StreamFollower[];
  },
) {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const { orders, events, streams } = deps;
  const tags = ['orders'];
  // Diners have their own limits (per client and per table, in the service).
  const publicConfig = { isPublic: true, writeLimit: false };

  api.post(
    '/public/orders',
    {
      config: publicConfig,
      schema: {
        tags,
        summary:
          'Place an order from a Premium menu (idempotent by clientRequestId); its table is the one tableToken stands for',
        security: [],
        body: PlaceOrderSchema,
        response: { 200: PlacedOrderSchema, 201: PlacedOrderSchema },
      },
    },
    async (request, reply) => {
      const { order, isNew } = await orders.placeOrder({
        input: request.body,
        clientIp: request.ip,
      });
      return reply.status(isNew ? 201 : 200).send(order);
    },
  );

  api.get(
    '/public/orders/:id',
    {
      config: { isPublic: true },
      schema: {
        tags,
        summary: "A diner's order, with the token received when placing it",
        security: [],
        params: OrderIdParamsSchema,
        querystring: OrderTokenQuerySchema,
        response: { 200: OrderSchema },
      },
    },
    async (request, reply) => {
      const order = await orders.getDinerOrder({
        orderId: request.params.id,
        token: request.query.token,
      });
      return reply.header('Cache-Control', 'no-store').send(order);
    },
  );

  api.get(
    '/public/orders/:id/events',
    {
      config: { isPublic: true },
      schema: {
        tags,
        summary: "A diner's order status, live (Server-Sent Events `order`, Last-Event-ID)",
        security: [],
        params: OrderIdParamsSchema,
        querystring: OrderStreamQuerySchema,
      },
    },
    async (request, reply) => {
      const scope = await orders.requireDinerScope({
        orderId: request.params.id,
        token: request.query.token,
      });
      followOrders({
        stream: streams.open(request, reply, { kind: 'order', id: scope.orderId }),
        events,
        scope,
        startAfter: 0,
        listEventsAfter: (afterId) => orders.listEventsAfter({ orderId: scope.orderId }, afterId),
        log: request.log,
      });
    },
  );

  api.get(
    '/orders/events',
    {
      config: { permission: 'orders.board' },
      schema: {
        tags,
        summary: 'My orders, live (Server-Sent Events `order`, Last-Event-ID replays)',
        querystring: OrderStreamQuerySchema,
      },
    },
    async (request, reply) => {
      const ownerId = request.owner.id;
      const startAfter = await orders.latestEventId({ ownerId });
      const stream = streams.open(request, reply);
      followOrders({
        stream,
        events,
        scope: { ownerId },
        startAfter,
        listEventsAfter: (afterId) => orders.listEventsAfter({ ownerId }, afterId),
        log: request.log,
      });
      const { role } = request.actor;
      for (const follow of deps.boardFollowers ?? []) {
        follow({ stream, ownerId, role, log: request.log });
      }
    },
  );

  api.get(
    '/orders',
    {
      config: { permission: 'orders.board' },
      schema: {
        tags,
        summary: 'My orders, newest first (?status=pending,preparing)',
        querystring: OrderStatusQuerySchema,
        response: { 200: OrderListSchema },
      },
    },
    async (request) =>
      orders.listOrders({ ownerId: request.owner.id, statuses: request.query.status }),
  );

  api.get(
    '/orders/counts',
    {
      config: { permission: 'orders.board' },
      schema: {
        tags,
        summary: 'How many of my orders are in each status',
        response: { 200: OrderCountsSchema },
      },
    },
    async (request) => {
      const counts = await orders.countOrders({ ownerId: request.owner.id });
      return Object.fromEntries(
        ORDER_STATUSES.map((status) => [status, counts[status] ?? 0]),
      ) as Record<OrderStatus, number>;
    },
  );

  api.get(
    '/orders/:id',
    {
      config: { permission: 'orders.board' },
      schema: {
        tags,
        summary: 'One of my orders',
        params: OrderIdParamsSchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) =>
      orders.requireOrder({ ownerId: request.owner.id, orderId: request.params.id }),
  );

  api.post(
    '/orders/:id/status',
    {
      config: { permission: 'orders.board' },
      schema: {
        tags,
        summary: "Move an order on (409 when the spec's table does not allow it)",
        params: OrderIdParamsSchema,
        body: ChangeOrderStatusSchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) =>
      orders.changeStatus({
        ownerId: request.owner.id,
        orderId: request.params.id,
        status: request.body.status,
        actor: request.actor,
      }),
  );

  api.get(
    '/ordering',
    {
      config: { permission: 'orders.board' },
      schema: {
        tags,
        summary: 'Whether diners can order now, and without a table’s code (take-away)',
        response: { 200: OrderingSchema },
      },
    },
    async (request) => orders.getOrdering({ ownerId: request.owner.id }),
  );

  api.put(
    '/ordering',
    {
      config: { permission: 'restaurant.write' },
      schema: {
        tags,
        summary:
          'Open or close ordering; take orders without a table’s code or not; "Validation par le personnel" (absent: kept)',
        body: OrderingChangesSchema,
        response: { 200: OrderingSchema },
      },
    },
    async (request) => orders.setOrdering({ ownerId: request.owner.id, changes: request.body }),
  );
}
