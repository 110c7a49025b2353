import type { Kysely } from 'kysely';
import {
  nextPromotionEdge,
  type Promotion,
  PromotionInputSchema,
  promotionsInForce,
} from '../../domain/menu/promotions';
import { ENTITLEMENTS, type Plan } from '../../domain/plans/plans';
import { parseJsonColumn, toBoolean, toIso } from '../db/portable';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

type Row = {
  id: string;
  menu_id: string;
  rule: unknown;
  is_enabled: boolean | number;
  created_at: Date | string;
  updated_at: Date | string;
};

/** A stored rule was validated when saved; parse it again so the type is checked, not assumed. */
export function toPromotion(row: Row): Promotion {
  const rule = PromotionInputSchema.parse(parseJsonColumn(row.rule));
  return {
    ...rule,
    enabled: toBoolean(row.is_enabled),
    id: row.id,
    menuId: row.menu_id,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

export const PROMOTION_COLUMNS = [
  'id',
  'menu_id',
  'rule',
  'is_enabled',
  'created_at',
  'updated_at',
] as const;

/** The owner's order: creation time, then id (several made in one millisecond). */
export const oldestFirst = <
  T extends { orderBy: (column: 'created_at' | 'id', order: 'asc') => T },
>(
  query: T,
) => query.orderBy('created_at', 'asc').orderBy('id', 'asc');

/** Promotions as the public snapshot reads them; the promotions feature writes them. */
export const enabledPromotions = {
  /** The enabled promotions of these menus (the public snapshot), oldest first. */
  async listEnabled(db: Db, menuIds: readonly string[]): Promise<Promotion[]> {
    if (menuIds.length === 0) return [];
    const rows = await oldestFirst(
      db.selectFrom('promotion').select(PROMOTION_COLUMNS).where('menu_id', 'in', menuIds),
    )
      .where('is_enabled', '=', true)
      .execute();
    return rows.map(toPromotion);
  },
};

/** The promotions part of an owner's public snapshot (public-reads.ts). */
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
  const enabled = await enabledPromotions.listEnabled(db, menuIds);
  const promotions: Record<string, Promotion[]> = {};
  for (const promotion of promotionsInForce(enabled, now)) {
    promotions[promotion.menuId] = [...(promotions[promotion.menuId] ?? []), promotion];
  }
  return { promotions, refreshAt: nextPromotionEdge(enabled, now)?.getTime() ?? null };
}

/** The page cache's word for the promotions in force on a menu (ids and revisions). */
export const promotionsKey = (promotions: readonly Promotion[] | undefined) =>
  (promotions ?? []).map((promotion) => `${promotion.id}@${promotion.updatedAt}`).join(',');
