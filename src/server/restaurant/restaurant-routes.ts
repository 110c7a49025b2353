import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SlugSchema } from '../../domain/restaurant/slug';
import type { RestaurantService } from './restaurant-service';

const RestaurantSchema = z.object({ slug: z.string(), publicUrl: z.string() });
const UpdateRestaurantSchema = z.object({ slug: SlugSchema.optional() }).strict();

/** `GET|PUT /api/v1/restaurant`: the restaurant's public profile (issue 15 §5–6). */
export function registerRestaurantRoutes(
  api: FastifyInstance,
  deps: { restaurants: RestaurantService },
) {
  const typed = api.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/restaurant',
    {
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
      schema: {
        tags: ['restaurant'],
        summary: 'Change my restaurant’s public address (the old one redirects with 301)',
        body: UpdateRestaurantSchema,
        response: { 200: RestaurantSchema },
      },
    },
    async (request) =>
      deps.restaurants.updateRestaurant({ owner: request.owner, changes: request.body }),
  );
}
