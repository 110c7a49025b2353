import type { Kysely } from 'kysely';
import { nextPromotionEdge, type Promotion, promotionsInForce } from '../../domain/menu/promotions';
import { ENTITLEMENTS, type Plan } from '../../domain/plans/plans';
import type { Database } from '../db/schema';
import { promotionRepository } from './promotion-repository';

/** The promotions part of an owner's public snapshot (public-menu-repository.ts). */
export type PromotionSnapshot = {
  /** Promotions in force at the snapshot's instant, by menu id (none on the free plan). */
  promotions: Readonly<Record<string, readonly Promotion[]>>;
  /** The next instant one of them starts or ends (epoch ms), or null. */
  refreshAt: number | null;
};

export async function loadPromotionSnapshot(
  db: Kysely<Database>,
  menuIds: readonly string[],
  plan: Plan,
  now: Date,
): Promise<PromotionSnapshot> {
  if (!ENTITLEMENTS[plan].canUsePromotions) return { promotions: {}, refreshAt: null };
  const enabled = await promotionRepository.listEnabled(db, menuIds);
  const promotions: Record<string, Promotion[]> = {};
  for (const promotion of promotionsInForce(enabled, now)) {
    promotions[promotion.menuId] = [...(promotions[promotion.menuId] ?? []), promotion];
  }
  return { promotions, refreshAt: nextPromotionEdge(enabled, now)?.getTime() ?? null };
}

/** The page cache's word for the promotions in force on a menu (ids and revisions). */
export const promotionsKey = (promotions: readonly Promotion[] | undefined) =>
  (promotions ?? []).map((promotion) => `${promotion.id}@${promotion.updatedAt}`).join(',');
