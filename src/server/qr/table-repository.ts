import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export async function listTables(db: Kysely<Database>, ownerId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('restaurant_table')
    .select('name')
    .where('owner_id', '=', ownerId)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.name);
}

/** Replaces the owner's tables with `names`, in order. */
export async function replaceTables(db: Kysely<Database>, ownerId: string, names: string[]) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('restaurant_table').where('owner_id', '=', ownerId).execute();
    if (names.length === 0) return;
    await trx
      .insertInto('restaurant_table')
      .values(names.map((name, position) => ({ owner_id: ownerId, position, name })))
      .execute();
  });
}
