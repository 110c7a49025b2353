import { z } from 'zod';
import { EntitlementsSchema, PlanSchema } from '../plans/plans-schema';
import { PERMISSION_NAMES, type Permission } from '../team/roles';
import { RoleSchema } from '../team/team-schema';

/**
 * `GET /api/v1/account`: who I am, for which restaurant, allowed to do what (issue 43 §1). Every
 * role gets its own identity (a tablet: the device's id and name, `email` null), its role, its
 * permissions and the restaurant's name, and whether the restaurant takes orders (the board).
 * Roles that edit menus (owner, Gérant) also get what the plan allows the menu screens
 * (`entitlements`) and the public address; the owner alone gets the plan and the account's
 * address. Nothing of the owner's account reaches Service, Cuisine or a tablet.
 */
export const AccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The signed-in user's own address; null for a tablet. */
  email: z.string().nullable(),
  role: RoleSchema,
  permissions: z.array(z.enum(PERMISSION_NAMES as [Permission, ...Permission[]])),
  restaurant: z.object({
    name: z.string(),
    /** The plan lets the restaurant take orders from its tables: the orders board shows them. */
    canTakeOrders: z.boolean(),
  }),
  /** Owner and Gérant (`menus.write`): what the plan allows the menus, QR and promotions screens. */
  entitlements: EntitlementsSchema.optional(),
  /** Owner and Gérant: the permanent public address of the active menu (what the QR code carries). */
  publicMenuUrl: z.string().optional(),
  /** Owner only (`billing.manage`): the subscription's plan. */
  plan: PlanSchema.optional(),
  /** Owner only: the restaurant's name as the account keeps it (same as `restaurant.name`). */
  restaurantName: z.string().optional(),
});
export type Account = z.output<typeof AccountSchema>;
