import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DescribeDishSchema,
  DishDescriptionSchema,
} from '../../domain/catalog/describe-dish-schema';
import type { DescriptionService } from './description-service';

/** `POST /api/v1/dishes/describe`: a description for the dish panel's "Générer" button. */
export function registerAiRoutes(api: FastifyInstance, deps: { descriptions: DescriptionService }) {
  api.withTypeProvider<ZodTypeProvider>().post(
    '/dishes/describe',
    {
      config: { permission: 'menus.write' },
      schema: {
        tags: ['menus'],
        summary: 'Write a dish description (AI for Premium when configured, else templates)',
        body: DescribeDishSchema,
        response: { 200: DishDescriptionSchema },
      },
    },
    async (request) =>
      deps.descriptions.describeDish({ ownerId: request.owner.id, dishName: request.body.name }),
  );
}
