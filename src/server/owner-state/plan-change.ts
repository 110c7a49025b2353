import { ENTITLEMENTS, type Plan } from '../../domain/plans/plans';
import type { AppDatabase } from '../db/database';
import { lockOwner } from '../db/portable';
import { activateOldest } from './owner-menus';
import { getPlan, savePlan } from './owner-plan';

/**
 * Changes an owner's plan inside the caller's transaction, with what the plan implies for the
 * rest of the owner's state, atomically: going down to a plan without a choice of active menu
 * (free) makes the oldest menu the active one; the others stay, read-only (menu-service
 * `isEditable`). Called by plans' `changePlan` and by billing, which stores a subscription and
 * the plan it gives together; the caller records `owner.changed` in that transaction.
 */
export async function changePlanInTransaction(
  trx: AppDatabase['db'],
  dialect: AppDatabase['dialect'],
  input: { ownerId: string; plan: Plan },
): Promise<{ previous: Plan; plan: Plan }> {
  await lockOwner(trx, dialect, input.ownerId);
  const previous = await getPlan(trx, input.ownerId);
  await savePlan(trx, input.ownerId, input.plan);
  if (!ENTITLEMENTS[input.plan].canChooseActiveMenu) await activateOldest(trx, input.ownerId);
  return { previous, plan: input.plan };
}
