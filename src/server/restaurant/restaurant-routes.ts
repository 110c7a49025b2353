import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  RestaurantSchema,
  UpdateRestaurantSchema,
} from '../../domain/restaurant/restaurant-schema';
import type { RestaurantService } from './restaurant-service';

/** `GET|PUT /api/v1/restaurant`: the restaurant's public profile (issue 15 §5–6). */
export function registerRestaurantRoutes(
  api: FastifyInstance,
  deps: { restaurants: RestaurantService },
) {
  const typed = api.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/restaurant',
    {
      config: { permission: 'session.read' },
      schema: {
        tags: ['restaurant'],
        summary: 'My restaurant’s public profile and address',
        response: { 200: RestaurantSchema },
      },
    },
    async (request) => deps.restaurants.getRestaurant({ owner: request.owner }),
  );
  typed.put(
    '/restaurant',
    {
      config: { permission: 'restaurant.write' },
      schema: {
        tags: ['restaurant'],
        summary:
          'Change my restaurant’s profile (address, phone, hours, links, logo, cover) or public address (the old one redirects with 301)',
        body: UpdateRestaurantSchema,
        response: { 200: RestaurantSchema },
      },
    },
    async (request) =>
      deps.restaurants.updateRestaurant({ owner: request.owner, changes: request.body }),
  );
}
