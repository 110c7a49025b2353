import type { Kysely, Selectable } from 'kysely';
import type { Database, DataExportTable } from '../db/schema';

type Db = Kysely<Database>;
export type DataExportRecord = Selectable<DataExportTable>;

/** The owner's one data export (a new one replaces the previous row). */
export const dataExportRepository = {
  async find(db: Db, ownerId: string): Promise<DataExportRecord | null> {
    const row = await db
      .selectFrom('data_export')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .executeTakeFirst();
    return row ?? null;
  },

  /**
   * Starts an export unless one is building since `freshSince` (one at a time per owner).
   * Returns the previous row (its file is to delete), or 'busy'.
   */
  async start(
    db: Db,
    input: { ownerId: string; id: string; at: string; freshSince: string },
  ): Promise<DataExportRecord | null | 'busy'> {
    const previous = await dataExportRepository.find(db, input.ownerId);
    if (previous?.status === 'building' && previous.requested_at > input.freshSince) {
      return 'busy';
    }
    // Compare-and-set on the previous id: two requests at once cannot both start.
    let changed: bigint;
    if (previous) {
      const result = await db
        .updateTable('data_export')
        .set({
          id: input.id,
          status: 'building',
          file_name: null,
          bytes: null,
          requested_at: input.at,
          ready_at: null,
          expires_at: null,
        })
        .where('owner_id', '=', input.ownerId)
        .where('id', '=', previous.id)
        .executeTakeFirst();
      changed = result.numUpdatedRows;
    } else {
      const result = await db
        .insertInto('data_export')
        .values({
          owner_id: input.ownerId,
          id: input.id,
          status: 'building',
          requested_at: input.at,
        })
        .onConflict((conflict) => conflict.column('owner_id').doNothing())
        .executeTakeFirst();
      changed = result.numInsertedOrUpdatedRows ?? 0n;
    }
    return Number(changed) === 1 ? previous : 'busy';
  },

  async markReady(
    db: Db,
    input: {
      id: string;
      fileName: string;
      bytes: number;
      at: string;
      expiresAt: string;
    },
  ): Promise<boolean> {
    const result = await db
      .updateTable('data_export')
      .set({
        status: 'ready',
        file_name: input.fileName,
        bytes: input.bytes,
        ready_at: input.at,
        expires_at: input.expiresAt,
      })
      .where('id', '=', input.id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async markFailed(db: Db, id: string): Promise<void> {
    await db.updateTable('data_export').set({ status: 'failed' }).where('id', '=', id).execute();
  },

  /** Ready exports whose link has expired (their files go, the row says "expired"). */
  async listExpired(db: Db, at: string): Promise<DataExportRecord[]> {
    return db
      .selectFrom('data_export')
      .selectAll()
      .where('status', '=', 'ready')
      .where('expires_at', '<=', at)
      .execute();
  },

  async markExpired(db: Db, id: string): Promise<void> {
    await db
      .updateTable('data_export')
      .set({ status: 'expired', file_name: null })
      .where('id', '=', id)
      .execute();
  },

  /** Every export file still named (the purge removes the files no row names). */
  async listFileNames(db: Db): Promise<string[]> {
    const rows = await db
      .selectFrom('data_export')
      .select('file_name')
      .where('file_name', 'is not', null)
      .execute();
    return rows.flatMap((row) => (row.file_name ? [row.file_name] : []));
  },
};
