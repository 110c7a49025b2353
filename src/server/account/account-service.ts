import { ENTITLEMENTS, type Entitlements, type Plan } from '../../domain/plans/plans';
import type { AppDatabase } from '../db/database';
import type { Owner } from '../owner-state/owner';
import { getPlan } from '../owner-state/owner-plan';

export type Account = Owner & {
  plan: Plan;
  entitlements: Entitlements;
  /** The permanent public address of the owner's active menu (what the QR code carries). */
  publicMenuUrl: string;
};

/** Who the signed-in owner is and what their plan allows: the server decides, browsers show. */
export function createAccountService(deps: { database: AppDatabase; publicUrl: string }) {
  return {
    async getAccount({ owner }: { owner: Owner }): Promise<Account> {
      const plan = await getPlan(deps.database.db, owner.id);
      return {
        ...owner,
        plan,
        entitlements: ENTITLEMENTS[plan],
        publicMenuUrl: `${deps.publicUrl}/u/${owner.id}`,
      };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
