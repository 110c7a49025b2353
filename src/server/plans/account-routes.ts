import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ENTITLEMENTS, PlanSchema } from '../../domain/plans/plans';
import type { Auth } from '../auth/auth';
import { requireOwner } from '../auth/require-owner';
import type { AppDatabase } from '../db/database';
import { getPlan } from './plan-repository';

const AccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  restaurantName: z.string(),
  plan: PlanSchema,
  entitlements: z.object({
    maxMenus: z.number().nullable(),
    canChooseActiveMenu: z.boolean(),
    canEditEveryMenu: z.boolean(),
    languages: z.array(z.string()),
    showsAds: z.boolean(),
    canTakeOrders: z.boolean(),
    canGenerateWithAi: z.boolean(),
  }),
  /** The permanent public address of the owner's active menu (what the QR code carries). */
  publicMenuUrl: z.string(),
});

/** `GET /api/v1/account`: who I am and what my plan allows. */
export function registerAccountRoutes(
  app: FastifyInstance,
  deps: { auth: Auth; database: AppDatabase; publicUrl: string },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/account',
    {
      schema: {
        tags: ['account'],
        summary: 'My account and plan',
        response: { 200: AccountSchema },
      },
    },
    async (request) => {
      const owner = await requireOwner(deps.auth, request);
      const plan = await getPlan(deps.database.db, owner.id);
      return {
        ...owner,
        plan,
        entitlements: { ...ENTITLEMENTS[plan], languages: [...ENTITLEMENTS[plan].languages] },
        publicMenuUrl: `${deps.publicUrl}/u/${owner.id}`,
      };
    },
  );
}
