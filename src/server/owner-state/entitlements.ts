import type { Kysely } from 'kysely';
import { TRANSLATION_MESSAGES } from '../../domain/i18n/menu-translations';
import { PROMOTION_MESSAGES } from '../../domain/menu/promotions';
import { ORDER_MESSAGES } from '../../domain/orders/order-messages';
import { ORDER_REASONS } from '../../domain/orders/order-rules';
import { TAB_MESSAGES } from '../../domain/payments/tab-messages';
import {
  ENTITLEMENTS,
  type Entitlements,
  PLAN_MESSAGES,
  type Plan,
} from '../../domain/plans/plans';
import type { Database } from '../db/schema';
import { AppError } from '../http/app-error';
import { getPlan } from './owner-plan';

/** The entitlements a feature may require, each with the refusal its users have always seen. */
const REFUSALS = {
  canChooseActiveMenu: () => new AppError('FORBIDDEN', PLAN_MESSAGES.premiumRequiredForActivation),
  canScheduleMenus: () => new AppError('FORBIDDEN', PLAN_MESSAGES.premiumRequiredForSchedules),
  canUsePromotions: () => new AppError('FORBIDDEN', PROMOTION_MESSAGES.premiumRequired),
  canTranslateMenus: () => new AppError('FORBIDDEN', TRANSLATION_MESSAGES.premiumRequired),
  canTakeOrders: () =>
    new AppError('FORBIDDEN', ORDER_MESSAGES.premiumRequired, {
      reason: ORDER_REASONS.notPremium,
    }),
  canTakeTablePayments: () => new AppError('FORBIDDEN', TAB_MESSAGES.premiumRequired),
} satisfies Partial<Record<keyof Entitlements, () => AppError>>;

export type RequiredEntitlement = keyof typeof REFUSALS;

/**
 * The one plan-rights guard of the server (ARCHITECTURE.md §3.12): the owner's entitlements
 * when their plan grants `entitlement`, the entitlement's 403 otherwise. Rights are read from
 * the plan's entitlements (src/domain/plans), never by comparing plan names.
 */
export function requireEntitlement(
  owner: { plan: Plan },
  entitlement: RequiredEntitlement,
): Entitlements {
  const entitlements = ENTITLEMENTS[owner.plan];
  if (!entitlements[entitlement]) throw REFUSALS[entitlement]();
  return entitlements;
}

/** `requireEntitlement` for an owner known by id (reads their plan in `db`, a transaction or not). */
export async function requireOwnerEntitlement(
  db: Kysely<Database>,
  ownerId: string,
  entitlement: RequiredEntitlement,
): Promise<Entitlements> {
  return requireEntitlement({ plan: await getPlan(db, ownerId) }, entitlement);
}
