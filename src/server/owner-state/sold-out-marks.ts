import type { Kysely } from 'kysely';
import type { SoldOutDish } from '../../domain/menu/availability';
import { toIso } from '../db/portable';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** "Épuisé" marks as menus, previews and public pages read them; availability writes them. */
export const soldOutMarks = {
  /** The marks in force at `now`, per menu, for the given menus. */
  async listInForce(db: Db, menuIds: readonly string[], now: Date) {
    if (menuIds.length === 0) return [];
    const rows = await db
      .selectFrom('dish_sold_out')
      .select(['menu_id', 'dish_id', 'until', 'created_at', 'marked_by_name'])
      .where('menu_id', 'in', menuIds)
      .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', now.toISOString())]))
      .orderBy('menu_id')
      .orderBy('dish_id')
      .execute();
    return rows.map((row) => ({
      menuId: row.menu_id,
      dishId: row.dish_id,
      until: row.until === null ? null : toIso(row.until),
      /** For the owner's screens only (never on the public pages). */
      markedAt: toIso(row.created_at),
      markedByName: row.marked_by_name,
    }));
  },
};

export type SoldOutInForce = SoldOutDish & {
  menuId: string;
  markedAt: string;
  markedByName: string | null;
};
