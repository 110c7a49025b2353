import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../domain/api/route-params';
import {
  MenuScheduleBodySchema,
  MenuScheduleSchema,
  ServedMenuSchema,
} from '../../domain/menu/menu-schedule';
import type { MenuService } from './menu-service';

/** Menu schedules (docs/menu-schedules.md), in the /api/v1 scope (`request.owner` is set). */
export function registerMenuScheduleRoutes(scope: FastifyInstance, deps: { menus: MenuService }) {
  const { menus } = deps;
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const tags = ['menus'];

  api.get(
    '/menus/served',
    {
      config: { permission: 'availability.write' },
      schema: {
        tags,
        summary: 'Which menu the QR code serves now, until when, and which one comes next',
        response: { 200: ServedMenuSchema },
      },
    },
    async (request, reply) =>
      reply
        .header('Cache-Control', 'no-store')
        .send(await menus.describeServed({ ownerId: request.owner.id })),
  );

  api.get(
    '/menus/:id/schedule',
    {
      config: { permission: 'menus.write' },
      schema: {
        tags,
        summary: 'Read a menu’s schedule (weekly slots, Europe/Paris)',
        params: IdParamsSchema,
        response: { 200: MenuScheduleSchema },
      },
    },
    async (request) => menus.getSchedule({ ownerId: request.owner.id, menuId: request.params.id }),
  );

  api.put(
    '/menus/:id/schedule',
    {
      config: { permission: 'menus.write' },
      schema: {
        tags,
        summary: 'Premium: set a menu’s schedule (`slots: []` removes it)',
        params: IdParamsSchema,
        body: MenuScheduleBodySchema,
        response: { 200: MenuScheduleSchema },
      },
    },
    async (request) =>
      menus.setSchedule({
        ownerId: request.owner.id,
        menuId: request.params.id,
        slots: request.body.slots,
      }),
  );
}
