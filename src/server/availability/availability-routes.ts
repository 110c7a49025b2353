import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DishParamsSchema, IdParamsSchema } from '../../domain/api/route-params';
import { AvailabilitySchema, SetSoldOutSchema } from '../../domain/menu/availability';
import { MENU_MESSAGES } from '../../domain/menu/menu-schema';
import type { EventBus } from '../events/event-bus';
import { AppError } from '../http/app-error';
import { getOwned } from '../http/owner-routes';
import type { EventStreams } from '../http/sse';
import type { AvailabilityService } from './availability-service';
import { type AvailabilitySnapshot, createAvailabilityStreams } from './availability-stream';

/**
 * "Épuisé" (issue 15 §3, docs/availability.md). The owner reads and toggles marks without
 * If-Match (a tap must never conflict with an open editor); diner pages follow them live.
 * Paths are relative to /api/v1.
 */
export function registerAvailabilityRoutes(
  scope: FastifyInstance,
  deps: {
    availability: AvailabilityService;
    /** The public pages' snapshot of a menu (null: diners cannot open it). */
    pages: { availabilityOf(menuId: string): Promise<AvailabilitySnapshot | null> };
    events: EventBus;
    streams: EventStreams;
    now?: () => Date;
  },
) {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const { availability } = deps;
  const live = createAvailabilityStreams({
    events: deps.events,
    read: (menuId) => deps.pages.availabilityOf(menuId),
    now: deps.now ?? (() => new Date()),
    log: scope.log,
  });
  const tags = ['availability'];

  getOwned(
    scope,
    '/menus/:id/availability',
    {
      permission: 'availability.write',
      tags,
      summary: 'Dishes of my menu marked "Épuisé" now, with when each comes back',
      params: IdParamsSchema,
      response: AvailabilitySchema,
    },
    ({ ownerId, params }) => availability.getAvailability({ ownerId, menuId: params.id }),
  );

  api.post(
    '/menus/:id/items/:itemId/sold-out',
    {
      config: { permission: 'availability.write' },
      schema: {
        tags,
        summary:
          'Mark a dish "Épuisé" (until the next 05:00 in Paris, or until further notice) or available again; idempotent, no If-Match',
        params: DishParamsSchema,
        body: SetSoldOutSchema,
        response: { 200: AvailabilitySchema },
      },
    },
    async (request) =>
      availability.setSoldOut({
        ownerId: request.owner.id,
        menuId: request.params.id,
        dishId: request.params.itemId,
        actor: request.actor,
        ...request.body,
      }),
  );

  api.get(
    '/public/menus/:id/availability/events',
    {
      config: { isPublic: true },
      schema: {
        tags,
        summary:
          'A public menu\'s "Épuisé" dishes, live (Server-Sent Events `availability`: {soldOut: [dishId]})',
        security: [],
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      const menuId = request.params.id;
      const first = await deps.pages.availabilityOf(menuId);
      if (!first) throw new AppError('NOT_FOUND', MENU_MESSAGES.notFound);
      live.follow({
        stream: deps.streams.open(request, reply, { kind: 'menu', id: menuId }),
        menuId,
        first,
      });
    },
  );
}
