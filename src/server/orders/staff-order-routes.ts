import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OrderIdParamsSchema } from '../../domain/api/route-params';
import { OrderSchema } from '../../domain/orders/order-schema';
import {
  ChangeOrderLinesSchema,
  OrderPadSchema,
  RefuseOrderSchema,
  StaffOrderSchema,
} from '../../domain/orders/staff-order-schema';
import type { OrderService } from './order-service';

/**
 * Issue 24 §3 on the board: staff take an order for a table, correct a pending order's lines,
 * accept or refuse diners' orders waiting in "À valider". Paths are relative to /api/v1.
 */
export function registerStaffOrderRoutes(scope: FastifyInstance, deps: { orders: OrderService }) {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const { orders } = deps;
  const tags = ['orders'];
  const config = { permission: 'orders.take' } as const;

  api.get(
    '/orders/menu',
    {
      config,
      schema: {
        tags,
        summary: 'The menu served now as staff take an order from it, priced now, and the tables',
        response: { 200: OrderPadSchema },
      },
    },
    async (request) => orders.getOrderPad({ ownerId: request.owner.id }),
  );

  api.post(
    '/orders',
    {
      config,
      schema: {
        tags,
        summary:
          'Take an order for a table as staff (priced like a diner’s, on the table’s tab; idempotent by clientRequestId)',
        body: StaffOrderSchema,
        response: { 200: OrderSchema, 201: OrderSchema },
      },
    },
    async (request, reply) => {
      const { order, isNew } = await orders.takeOrder({
        ownerId: request.owner.id,
        actor: request.actor,
        input: request.body,
      });
      return reply.status(isNew ? 201 : 200).send(order);
    },
  );

  api.put(
    '/orders/:id/lines',
    {
      config,
      schema: {
        tags,
        summary:
          "Change a pending order's lines, with a reason (409 once it is being prepared or a payment holds a line)",
        params: OrderIdParamsSchema,
        body: ChangeOrderLinesSchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) =>
      orders.changeOrderLines({
        ownerId: request.owner.id,
        orderId: request.params.id,
        actor: request.actor,
        input: request.body,
      }),
  );

  api.post(
    '/orders/:id/accept',
    {
      config,
      schema: {
        tags,
        summary: 'Accept an order waiting in "À valider": it goes to the kitchen',
        params: OrderIdParamsSchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) =>
      orders.acceptOrder({
        ownerId: request.owner.id,
        orderId: request.params.id,
        actor: request.actor,
      }),
  );

  api.post(
    '/orders/:id/refuse',
    {
      config,
      schema: {
        tags,
        summary: 'Refuse an order waiting in "À valider", with a reason the diner reads',
        params: OrderIdParamsSchema,
        body: RefuseOrderSchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) =>
      orders.refuseOrder({
        ownerId: request.owner.id,
        orderId: request.params.id,
        actor: request.actor,
        reason: request.body.reason,
      }),
  );
}
