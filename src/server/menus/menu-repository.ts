import type { Kysely } from 'kysely';
import { storedSchedule } from '../../domain/menu/menu-schedule';
import type { MenuDocument } from '../../domain/menu/menu-schema';
import type { Plan } from '../../domain/plans/plans';
import type { WeeklySlot } from '../../domain/time/weekly-slots';
import { toIso } from '../db/portable';
import type { Database } from '../db/schema';
import { type MenuRecord, ownerMenus, toRecord } from '../owner-state/owner-menus';

export type { MenuRecord };

type Db = Kysely<Database>;

/** Every query is scoped by owner (ARCHITECTURE.md §3.4): another owner's id finds nothing. */
export const menuRepository = {
  ...ownerMenus,

  async insert(db: Db, record: MenuRecord): Promise<void> {
    await db
      .insertInto('menu')
      .values({
        id: record.id,
        owner_id: record.ownerId,
        document: JSON.stringify(record.document),
        is_active: record.isActive,
        schedule: storedSchedule(record.schedule),
        version: record.version,
        created_at: record.createdAt,
        updated_at: record.updatedAt,
      })
      .execute();
  },

  /** Writes the document only if the stored version is still `expectedVersion`. */
  /** The menu with what decides whether it may be edited, in one query (the save path). */
  async findForEdit(
    db: Db,
    ownerId: string,
    id: string,
  ): Promise<{ record: MenuRecord; plan: Plan; oldestId: string } | null> {
    const row = await db
      .selectFrom('menu')
      .selectAll('menu')
      .select((eb) => [
        eb
          .selectFrom('owner_plan')
          .select('owner_plan.plan')
          .whereRef('owner_plan.owner_id', '=', 'menu.owner_id')
          .as('plan'),
        eb
          .selectFrom('menu as oldest')
          .select('oldest.id')
          .whereRef('oldest.owner_id', '=', 'menu.owner_id')
          .orderBy('oldest.created_at', 'asc')
          .orderBy('oldest.id', 'asc')
          .limit(1)
          .as('oldest_id'),
      ])
      .where('menu.owner_id', '=', ownerId)
      .where('menu.id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    const { plan, oldest_id, ...menu } = row;
    return { record: toRecord(menu), plan: plan ?? 'free', oldestId: oldest_id ?? row.id };
  },

  /** Saves when the stored version is still `expectedVersion`; null otherwise (a conflict). */
  async updateDocument(
    db: Db,
    input: { ownerId: string; id: string; expectedVersion: number; document: MenuDocument },
  ): Promise<{ version: number; updatedAt: string } | null> {
    const row = await db
      .updateTable('menu')
      .set((eb) => ({
        document: JSON.stringify(input.document),
        version: eb('version', '+', 1),
        updated_at: new Date().toISOString(),
      }))
      .where('owner_id', '=', input.ownerId)
      .where('id', '=', input.id)
      .where('version', '=', input.expectedVersion)
      .returning(['version', 'updated_at'])
      .executeTakeFirst();
    return row ? { version: row.version, updatedAt: toIso(row.updated_at) } : null;
  },

  async delete(db: Db, ownerId: string, id: string): Promise<boolean> {
    const result = await db
      .deleteFrom('menu')
      .where('owner_id', '=', ownerId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },

  /**
   * Sets a menu's schedule without touching its document or version; a scheduled menu is no
   * longer the active one (its hours decide). false: not this owner's menu.
   */
  async setSchedule(
    db: Db,
    input: { ownerId: string; id: string; slots: readonly WeeklySlot[] },
  ): Promise<boolean> {
    const result = await db
      .updateTable('menu')
      .set({
        schedule: storedSchedule(input.slots),
        ...(input.slots.length > 0 && { is_active: false }),
      })
      .where('owner_id', '=', input.ownerId)
      .where('id', '=', input.id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
};
