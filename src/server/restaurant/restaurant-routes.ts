import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RestaurantProfileChangesSchema } from '../../domain/restaurant/profile';
import { SlugSchema } from '../../domain/restaurant/slug';
import type { RestaurantService } from './restaurant-service';

const text = z.string().nullable();
const RestaurantSchema = z.object({
  slug: z.string(),
  publicUrl: z.string(),
  streetAddress: text,
  postalCode: text,
  city: text,
  /** E.164 (+33123456789). */
  phone: text,
  description: text,
  website: text,
  /** The handle, without "@". */
  instagram: text,
  reservationUrl: text,
  /** Weekly slots (src/domain/time/weekly-slots.ts), as saved. */
  openingHours: z.array(
    z.object({ days: z.array(z.number()), start: z.string(), end: z.string() }),
  ),
  logoImageId: text,
  coverImageId: text,
  logoUrl: text,
  coverUrl: text,
});
/** Any subset of the fields; null or "" empties one. */
const UpdateRestaurantSchema = RestaurantProfileChangesSchema.extend({
  slug: SlugSchema.optional(),
}).strict();

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
