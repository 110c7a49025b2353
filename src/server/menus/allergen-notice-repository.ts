import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** The owner's own sentence for the allergen table (none: the default). */
export const allergenNoticeRepository = {
  async find(db: Db, ownerId: string): Promise<string | null> {
    const row = await db
      .selectFrom('allergen_notice')
      .select('text')
      .where('owner_id', '=', ownerId)
      .executeTakeFirst();
    return row?.text ?? null;
  },

  async save(db: Db, ownerId: string, text: string, at: Date): Promise<void> {
    const updatedAt = at.toISOString();
    await db
      .insertInto('allergen_notice')
      .values({ owner_id: ownerId, text, updated_at: updatedAt })
      .onConflict((conflict) =>
        conflict.column('owner_id').doUpdateSet({ text, updated_at: updatedAt }),
      )
      .execute();
  },

  async remove(db: Db, ownerId: string): Promise<void> {
    await db.deleteFrom('allergen_notice').where('owner_id', '=', ownerId).execute();
  },
};
