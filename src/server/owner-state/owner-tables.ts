import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;
export type StoredTable = { name: string; token: string };

/** The owner's tables as the public snapshot reads them; the QR feature writes them. */
export const ownerTables = {
  async list(db: Db, ownerId: string): Promise<StoredTable[]> {
    return db
      .selectFrom('restaurant_table')
      .select(['name', 'token'])
      .where('owner_id', '=', ownerId)
      .orderBy('position')
      .execute();
  },

  /** The table a QR code's token stands for, in whichever restaurant has it (tokens are unique). */
  async findByToken(db: Db, token: string): Promise<{ ownerId: string; name: string } | null> {
    const row = await db
      .selectFrom('restaurant_table')
      .select(['owner_id', 'name'])
      .where('token', '=', token)
      .executeTakeFirst();
    return row ? { ownerId: row.owner_id, name: row.name } : null;
  },
};
