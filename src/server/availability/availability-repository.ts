import type { Kysely } from 'kysely';
import type { SoldOutDish } from '../../domain/menu/availability';
import { toIso } from '../db/portable';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** "Épuisé" marks (table `dish_sold_out`). Marks whose `until` has passed are never read. */
export const availabilityRepository = {
  /** The marks in force at `now`, per menu, for the given menus. */
  async listInForce(db: Db, menuIds: readonly string[], now: Date) {
    if (menuIds.length === 0) return [];
    const rows = await db
      .selectFrom('dish_sold_out')
      .select(['menu_id', 'dish_id', 'until'])
      .where('menu_id', 'in', menuIds)
      .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', now.toISOString())]))
      .orderBy('menu_id')
      .orderBy('dish_id')
      .execute();
    return rows.map((row) => ({
      menuId: row.menu_id,
      dishId: row.dish_id,
      until: row.until === null ? null : toIso(row.until),
    }));
  },

  /** Idempotent: marking again replaces the previous mark's `until`. */
  async mark(
    db: Db,
    input: { ownerId: string; menuId: string; dishId: string; until: string | null; at: Date },
  ) {
    await db
      .insertInto('dish_sold_out')
      .values({
        menu_id: input.menuId,
        dish_id: input.dishId,
        owner_id: input.ownerId,
        until: input.until,
        created_at: input.at.toISOString(),
      })
      .onConflict((oc) =>
        oc.columns(['menu_id', 'dish_id']).doUpdateSet({
          until: input.until,
          created_at: input.at.toISOString(),
        }),
      )
      .execute();
  },

  async unmark(db: Db, input: { ownerId: string; menuId: string; dishId: string }) {
    await db
      .deleteFrom('dish_sold_out')
      .where('owner_id', '=', input.ownerId)
      .where('menu_id', '=', input.menuId)
      .where('dish_id', '=', input.dishId)
      .execute();
  },

  /** An owner's marks that have ended: nobody reads them any more (cleaned at each change). */
  async purgeEnded(db: Db, ownerId: string, now: Date) {
    await db
      .deleteFrom('dish_sold_out')
      .where('owner_id', '=', ownerId)
      .where('until', '<=', now.toISOString())
      .execute();
  },
};

export type SoldOutInForce = SoldOutDish & { menuId: string };
