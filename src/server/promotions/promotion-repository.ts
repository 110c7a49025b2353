import type { Kysely } from 'kysely';
import {
  type Promotion,
  type PromotionInput,
  PromotionInputSchema,
} from '../../domain/menu/promotions';
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
function toPromotion(row: Row): Promotion {
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

const COLUMNS = ['id', 'menu_id', 'rule', 'is_enabled', 'created_at', 'updated_at'] as const;

/** The owner's order: creation time, then id (several made in one millisecond). */
const oldestFirst = <T extends { orderBy: (column: 'created_at' | 'id', order: 'asc') => T }>(
  query: T,
) => query.orderBy('created_at', 'asc').orderBy('id', 'asc');

/** Without the enabled flag, which has its own column. */
const ruleJson = ({ enabled: _enabled, ...rule }: PromotionInput) => JSON.stringify(rule);

/** Promotions (table `promotion`); every owner query filters by owner id. */
export const promotionRepository = {
  async listByMenu(db: Db, ownerId: string, menuId: string): Promise<Promotion[]> {
    const rows = await oldestFirst(
      db.selectFrom('promotion').select(COLUMNS).where('owner_id', '=', ownerId),
    )
      .where('menu_id', '=', menuId)
      .execute();
    return rows.map(toPromotion);
  },

  /** The enabled promotions of these menus (the public snapshot), oldest first. */
  async listEnabled(db: Db, menuIds: readonly string[]): Promise<Promotion[]> {
    if (menuIds.length === 0) return [];
    const rows = await oldestFirst(
      db.selectFrom('promotion').select(COLUMNS).where('menu_id', 'in', menuIds),
    )
      .where('is_enabled', '=', true)
      .execute();
    return rows.map(toPromotion);
  },

  async find(db: Db, ownerId: string, menuId: string, id: string): Promise<Promotion | null> {
    const row = await db
      .selectFrom('promotion')
      .select(COLUMNS)
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
