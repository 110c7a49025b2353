import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AccountSchema } from '../../domain/account/account-schema';
import type { AccountService } from './account-service';

/** `GET /api/v1/account`: who I am and what my plan allows. */
export function registerAccountRoutes(api: FastifyInstance, deps: { accounts: AccountService }) {
  api.withTypeProvider<ZodTypeProvider>().get(
    '/account',
    {
      config: { permission: 'session.read' },
      schema: {
        tags: ['account'],
        summary: "Who I am for this restaurant; the plan and the owner's address to the owner only",
        response: { 200: AccountSchema },
      },
    },
    async (request) => deps.accounts.getAccount({ owner: request.owner, actor: request.actor }),
  );
}
