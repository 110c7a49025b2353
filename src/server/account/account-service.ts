import type { Account } from '../../domain/account/account-schema';
import { ENTITLEMENTS } from '../../domain/plans/plans';
import { can, PERMISSION_NAMES, ROLE_LABELS } from '../../domain/team/roles';
import type { AppDatabase } from '../db/database';
import type { Actor, Owner } from '../owner-state/owner';
import { getPlan } from '../owner-state/owner-plan';

export type { Account };

/**
 * Who is signed in and what they may see of the restaurant's account: the server decides,
 * browsers show. The owner's e-mail and plan go to the owner only (issue 43 §1).
 */
export function createAccountService(deps: { database: AppDatabase; publicUrl: string }) {
  return {
    async getAccount({ owner, actor }: { owner: Owner; actor?: Actor }): Promise<Account> {
      const who: Actor = actor ?? {
        id: owner.id,
        name: ROLE_LABELS.owner,
        role: 'owner',
        kind: 'user',
      };
      const plan = await getPlan(deps.database.db, owner.id);
      const entitlements = ENTITLEMENTS[plan];
      const email =
        who.kind !== 'user'
          ? null
          : who.id === owner.id
            ? owner.email
            : ((
                await deps.database.db
                  .selectFrom('user')
                  .select('email')
                  .where('id', '=', who.id)
                  .executeTakeFirst()
              )?.email ?? null);
      return {
        id: who.id,
        name: who.name,
        email,
        role: who.role,
        permissions: PERMISSION_NAMES.filter((permission) => can(who.role, permission)),
        restaurant: { name: owner.restaurantName, canTakeOrders: entitlements.canTakeOrders },
        ...(can(who.role, 'menus.write') && {
          entitlements,
          publicMenuUrl: `${deps.publicUrl}/u/${owner.id}`,
        }),
        ...(can(who.role, 'billing.manage') && { plan, restaurantName: owner.restaurantName }),
      };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
