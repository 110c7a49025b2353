import { z } from 'zod';
import { EntitlementsSchema, PlanSchema } from '../plans/plans-schema';

/** `GET /api/v1/account`: who I am and what my plan allows. */
export const AccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  restaurantName: z.string(),
  plan: PlanSchema,
  entitlements: EntitlementsSchema,
  /** The permanent public address of the active menu (what the QR code carries). */
  publicMenuUrl: z.string(),
});
export type Account = z.output<typeof AccountSchema>;
