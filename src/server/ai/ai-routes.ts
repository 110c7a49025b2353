import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DescriptionService } from './description-service';

const BodySchema = z.object({
  name: z
    .string({ error: 'Indiquez d’abord le nom du plat.' })
    .trim()
    .min(1, 'Indiquez d’abord le nom du plat.')
    .max(120, 'Le nom ne doit pas dépasser 120 caractères.'),
});

/** `POST /api/v1/dishes/describe`: a description for the dish panel's "Générer" button. */
export function registerAiRoutes(api: FastifyInstance, deps: { descriptions: DescriptionService }) {
  api.withTypeProvider<ZodTypeProvider>().post(
    '/dishes/describe',
    {
      schema: {
        tags: ['menus'],
        summary: 'Write a dish description (AI for Premium when configured, else templates)',
        body: BodySchema,
        response: { 200: z.object({ description: z.string(), source: z.enum(['ai', 'local']) }) },
      },
    },
    async (request) =>
      deps.descriptions.describeDish({ ownerId: request.owner.id, dishName: request.body.name }),
  );
}
