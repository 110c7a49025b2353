import type { Kysely } from 'kysely';
import { tableKey } from '../../domain/tables/tables';
import type { Database } from '../db/schema';
import { ownerTables, type StoredTable } from '../owner-state/owner-tables';

type Db = Kysely<Database>;

export type { StoredTable };

export const tableRepository = {
  ...ownerTables,

  /**
   * Replaces the owner's tables with `names`, in order. A table that stays (same name, whatever
   * its case) keeps its token, so its printed code keeps working; a new one gets `newToken()`.
   */
  async replace(db: Db, ownerId: string, names: string[], newToken: () => string) {
    const kept = new Map(
      (await tableRepository.list(db, ownerId)).map((table) => [tableKey(table.name), table]),
    );
    const tables = names.map((name) => ({
      name,
      token: kept.get(tableKey(name))?.token ?? newToken(),
    }));
    await db.deleteFrom('restaurant_table').where('owner_id', '=', ownerId).execute();
    if (tables.length > 0) {
      await db
        .insertInto('restaurant_table')
        .values(tables.map((table, position) => ({ owner_id: ownerId, position, ...table })))
        .execute();
    }
    return tables;
  },

  /** A new token for one table (found by name, whatever its case); null when there is none. */
  async regenerate(db: Db, ownerId: string, name: string, token: string) {
    const table = (await tableRepository.list(db, ownerId)).find(
      (candidate) => tableKey(candidate.name) === tableKey(name),
    );
    if (!table) return null;
    await db
      .updateTable('restaurant_table')
      .set({ token })
      .where('owner_id', '=', ownerId)
      .where('token', '=', table.token)
      .execute();
    return { name: table.name, token };
  },
};
