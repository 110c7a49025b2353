import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ENTITLEMENTS } from '../../domain/plans/plans';
import type { Auth } from '../auth/auth';
import { requireOwner } from '../auth/require-owner';
import type { AppDatabase } from '../db/database';
import { AppError } from '../http/app-error';
import { getPlan } from '../plans/plan-repository';
import type { Throttle } from '../rate-limit/throttle';
import type { DescriptionGenerator } from './description-generator';

const BodySchema = z.object({
  name: z
    .string({ error: 'Indiquez d’abord le nom du plat.' })
    .trim()
    .min(1, 'Indiquez d’abord le nom du plat.')
    .max(120, 'Le nom ne doit pas dépasser 120 caractères.'),
});

/** `POST /api/v1/dishes/describe`: a description for the dish panel's "Générer" button. */
export function registerAiRoutes(
  app: FastifyInstance,
  deps: { auth: Auth; database: AppDatabase; generator: DescriptionGenerator; throttle: Throttle },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/v1/dishes/describe',
    {
      schema: {
        tags: ['menus'],
        summary: 'Write a dish description (AI for Premium when configured, else templates)',
        body: BodySchema,
        response: { 200: z.object({ description: z.string(), source: z.enum(['ai', 'local']) }) },
      },
    },
    async (request) => {
      const owner = await requireOwner(deps.auth, request);
      const key = `describe:${owner.id}`;
      if (await deps.throttle.isBlocked(key)) {
        throw new AppError('RATE_LIMITED', 'Trop de demandes. Réessayez dans une minute.');
      }
      await deps.throttle.hit(key);
      const plan = await getPlan(deps.database.db, owner.id);
      return deps.generator.generate({
        dishName: request.body.name,
        useAi: ENTITLEMENTS[plan].canGenerateWithAi,
      });
    },
  );
}
