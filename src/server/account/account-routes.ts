import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EntitlementsSchema, PlanSchema } from '../../domain/plans/plans-schema';
import type { AccountService } from './account-service';

const AccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  restaurantName: z.string(),
  plan: PlanSchema,
  entitlements: EntitlementsSchema,
  publicMenuUrl: z.string(),
});

/** `GET /api/v1/account`: who I am and what my plan allows. */
export function registerAccountRoutes(api: FastifyInstance, deps: { accounts: AccountService }) {
  api.withTypeProvider<ZodTypeProvider>().get(
    '/account',
    {
      schema: {
        tags: ['account'],
        summary: 'My account and plan',
        response: { 200: AccountSchema },
      },
    },
    async (request) => deps.accounts.getAccount({ owner: request.owner }),
  );
}
