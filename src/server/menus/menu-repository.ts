import type { Kysely, Selectable } from 'kysely';
import { readStoredSchedule, storedSchedule } from '../../domain/menu/menu-schedule';
import type { MenuDocument } from '../../domain/menu/menu-schema';
import { readStoredMenuDocument } from '../../domain/menu/stored-menu';
import type { Plan } from '../../domain/plans/plans';
import type { WeeklySlot } from '../../domain/time/weekly-slots';
import { parseJsonColumn, toBoolean, toIso } from '../db/portable';
import type { Database, MenuTable } from '../db/schema';

/** A stored menu: the owner's document plus record metadata. */
export type MenuRecord = {
  id: string;
  ownerId: string;
  document: MenuDocument;
  isActive: boolean;
  /** Weekly slots it serves itself in (Premium); empty: none (docs/menu-schedules.md). */
  schedule: WeeklySlot[];
  version: number;
  createdAt: string;
  updatedAt: string;
};

type Db = Kysely<Database>;

const toRecord = (row: Selectable<MenuTable>): MenuRecord => ({
  id: row.id,
  ownerId: row.owner_id,
  document: readStoredMenuDocument(parseJsonColumn(row.document)),
  isActive: toBoolean(row.is_active),
  schedule: readStoredSchedule(row.schedule),
  version: row.version,
  createdAt: toIso(row.created_at),
  updatedAt: toIso(row.updated_at),
});

/** Every query is scoped by owner (ARCHITECTURE.md §3.4): another owner's id finds nothing. */
export const menuRepository = {
  /** Oldest first: the spec's "oldest menu" is the first one. */
  async listByOwner(db: Db, ownerId: string): Promise<MenuRecord[]> {
    const rows = await db
      .selectFrom('menu')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .execute();
    return rows.map(toRecord);
  },

  async findByOwner(db: Db, ownerId: string, id: string): Promise<MenuRecord | null> {
    const row = await db
      .selectFrom('menu')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  },

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

  /** Makes `activeId` the owner's only active menu (null: none). Call inside a transaction. */
  async setActive(db: Db, ownerId: string, activeId: string | null): Promise<void> {
    await db
      .updateTable('menu')
      .set({ is_active: false })
      .where('owner_id', '=', ownerId)
      .where('is_active', '=', true)
      .execute();
    if (activeId === null) return;
    await db
      .updateTable('menu')
      .set({ is_active: true })
      .where('owner_id', '=', ownerId)
      .where('id', '=', activeId)
      .execute();
  },
};
