import type { Kysely } from 'kysely';
import type { Promotion, PromotionInput } from '../../domain/menu/promotions';
import type { Database } from '../db/schema';
import {
  enabledPromotions,
  oldestFirst,
  PROMOTION_COLUMNS,
  toPromotion,
} from '../owner-state/promotion-snapshot';

type Db = Kysely<Database>;

/** Without the enabled flag, which has its own column. */
const ruleJson = ({ enabled: _enabled, ...rule }: PromotionInput) => JSON.stringify(rule);

/** Promotions (table `promotion`); every owner query filters by owner id. */
export const promotionRepository = {
  ...enabledPromotions,
  async listByMenu(db: Db, ownerId: string, menuId: string): Promise<Promotion[]> {
    const rows = await oldestFirst(
      db.selectFrom('promotion').select(PROMOTION_COLUMNS).where('owner_id', '=', ownerId),
    )
      .where('menu_id', '=', menuId)
      .execute();
    return rows.map(toPromotion);
  },

  async find(db: Db, ownerId: string, menuId: string, id: string): Promise<Promotion | null> {
    const row = await db
      .selectFrom('promotion')
      .select(PROMOTION_COLUMNS)
      .where('owner_id', '=', ownerId)
      .where('menu_id', '=', menuId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toPromotion(row) : null;
  },

  async count(db: Db, ownerId: string, menuId: string): Promise<number> {
    const row = await db
      .selectFrom('promotion')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('owner_id', '=', ownerId)
      .where('menu_id', '=', menuId)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  },

  async insert(
    db: Db,
    input: { id: string; ownerId: string; menuId: string; rule: PromotionInput; at: Date },
  ) {
    const at = input.at.toISOString();
    await db
      .insertInto('promotion')
      .values({
        id: input.id,
        owner_id: input.ownerId,
        menu_id: input.menuId,
        rule: ruleJson(input.rule),
        is_enabled: input.rule.enabled,
        created_at: at,
        updated_at: at,
      })
      .execute();
  },

  async update(
    db: Db,
    input: { id: string; ownerId: string; menuId: string; rule: PromotionInput; at: Date },
  ) {
    await db
      .updateTable('promotion')
      .set({
        rule: ruleJson(input.rule),
        is_enabled: input.rule.enabled,
        updated_at: input.at.toISOString(),
      })
      .where('owner_id', '=', input.ownerId)
      .where('menu_id', '=', input.menuId)
      .where('id', '=', input.id)
      .execute();
  },

  async delete(db: Db, ownerId: string, menuId: string, id: string): Promise<boolean> {
    const result = await db
      .deleteFrom('promotion')
      .where('owner_id', '=', ownerId)
      .where('menu_id', '=', menuId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },
};
