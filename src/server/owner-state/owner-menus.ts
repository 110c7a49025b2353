import type { Kysely, Selectable } from 'kysely';
import { readStoredSchedule } from '../../domain/menu/menu-schedule';
import type { MenuDocument } from '../../domain/menu/menu-schema';
import { readStoredMenuDocument } from '../../domain/menu/stored-menu';
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

export const toRecord = (row: Selectable<MenuTable>): MenuRecord => ({
  id: row.id,
  ownerId: row.owner_id,
  document: readStoredMenuDocument(parseJsonColumn(row.document)),
  isActive: toBoolean(row.is_active),
  schedule: readStoredSchedule(row.schedule),
  version: row.version,
  createdAt: toIso(row.created_at),
  updatedAt: toIso(row.updated_at),
});

/**
 * An owner's menus and which one is active, as every feature reads them (the menus feature
 * writes documents and schedules). Scoped by owner (ARCHITECTURE.md §3.4).
 */
export const ownerMenus = {
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

/** The rule of a plan without a choice of active menu: the oldest menu is the active one. */
export async function activateOldest(db: Db, ownerId: string) {
  const [oldest] = await ownerMenus.listByOwner(db, ownerId);
  await ownerMenus.setActive(db, ownerId, oldest?.id ?? null);
}
