import type { Kysely, Selectable } from 'kysely';
import type { ImageFormat } from '../../domain/images/image-rules';
import { toIso } from '../db/portable';
import type { Database, ImageTable } from '../db/schema';

type Db = Kysely<Database>;

export type StoredVariant = { format: ImageFormat; width: number; height: number };

export type ImageRecord = {
  id: string;
  ownerId: string;
  hash: string;
  width: number;
  height: number;
  bytes: number;
  placeholder: string;
  variants: StoredVariant[];
  createdAt: string;
  orphanedAt: string | null;
};

const toRecord = (row: Selectable<ImageTable>): ImageRecord => ({
  id: row.id,
  ownerId: row.owner_id,
  hash: row.hash,
  width: row.width,
  height: row.height,
  bytes: Number(row.bytes),
  placeholder: row.placeholder,
  variants: JSON.parse(row.variants) as StoredVariant[],
  createdAt: toIso(row.created_at),
  orphanedAt: row.orphaned_at === null ? null : toIso(row.orphaned_at),
});

/** One of the owner's images, by its id or by the hash of its bytes (both unique per owner). */
async function findOwned(
  db: Db,
  ownerId: string,
  column: 'id' | 'hash',
  value: string,
): Promise<ImageRecord | null> {
  const row = await db
    .selectFrom('image')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where(column, '=', value)
    .executeTakeFirst();
  return row ? toRecord(row) : null;
}

/** Every owner query filters by owner (ARCHITECTURE.md §3.4). */
export const imageRepository = {
  findByOwner: (db: Db, ownerId: string, id: string) => findOwned(db, ownerId, 'id', id),

  findByHash: (db: Db, ownerId: string, hash: string) => findOwned(db, ownerId, 'hash', hash),

  async listByHashes(db: Db, ownerId: string, hashes: readonly string[]): Promise<ImageRecord[]> {
    if (hashes.length === 0) return [];
    const rows = await db
      .selectFrom('image')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .where('hash', 'in', [...hashes])
      .execute();
    return rows.map(toRecord);
  },

  async listByOwner(db: Db, ownerId: string): Promise<ImageRecord[]> {
    const rows = await db
      .selectFrom('image')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .orderBy('created_at', 'asc')
      .execute();
    return rows.map(toRecord);
  },

  /** Images kept and bytes stored, for the quota. */
  async usage(db: Db, ownerId: string): Promise<{ count: number; bytes: number }> {
    const row = await db
      .selectFrom('image')
      .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum<number>('bytes').as('bytes')])
      .where('owner_id', '=', ownerId)
      .executeTakeFirst();
    return { count: Number(row?.count ?? 0), bytes: Number(row?.bytes ?? 0) };
  },

  async insert(db: Db, record: ImageRecord): Promise<void> {
    await db
      .insertInto('image')
      .values({
        id: record.id,
        owner_id: record.ownerId,
        hash: record.hash,
        width: record.width,
        height: record.height,
        bytes: record.bytes,
        placeholder: record.placeholder,
        variants: JSON.stringify(record.variants),
        created_at: record.createdAt,
        orphaned_at: record.orphanedAt,
      })
      .execute();
  },

  async delete(db: Db, ownerId: string, id: string): Promise<boolean> {
    const result = await db
      .deleteFrom('image')
      .where('owner_id', '=', ownerId)
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  },

  /** Whether any owner still keeps an image with these files. */
  async isHashUsed(db: Db, hash: string): Promise<boolean> {
    const row = await db
      .selectFrom('image')
      .select('id')
      .where('hash', '=', hash)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Owners who keep at least one image (for the purge job). */
  async listOwnersWithImages(db: Db): Promise<string[]> {
    const rows = await db.selectFrom('image').select('owner_id').distinct().execute();
    return rows.map((row) => row.owner_id);
  },

  async setOrphanedAt(db: Db, ownerId: string, ids: readonly string[], at: string | null) {
    if (ids.length === 0) return;
    await db
      .updateTable('image')
      .set({ orphaned_at: at })
      .where('owner_id', '=', ownerId)
      .where('id', 'in', [...ids])
      .execute();
  },
};
