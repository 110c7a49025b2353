import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { type SoldOutInForce, soldOutMarks } from '../owner-state/sold-out-marks';

type Db = Kysely<Database>;

/** "Épuisé" marks (table `dish_sold_out`). Marks whose `until` has passed are never read. */
export const availabilityRepository = {
  ...soldOutMarks,

  /** Idempotent: marking again replaces the previous mark's `until`. */
  async mark(
    db: Db,
    input: {
      ownerId: string;
      menuId: string;
      dishId: string;
      until: string | null;
      at: Date;
      markedByName: string;
    },
  ) {
    await db
      .insertInto('dish_sold_out')
      .values({
        menu_id: input.menuId,
        dish_id: input.dishId,
        owner_id: input.ownerId,
        until: input.until,
        created_at: input.at.toISOString(),
        marked_by_name: input.markedByName,
      })
      .onConflict((oc) =>
        oc.columns(['menu_id', 'dish_id']).doUpdateSet({
          until: input.until,
          created_at: input.at.toISOString(),
          marked_by_name: input.markedByName,
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

export type { SoldOutInForce };
