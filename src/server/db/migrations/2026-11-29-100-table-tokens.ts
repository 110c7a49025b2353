import { randomBytes } from 'node:crypto';
import type { AppMigration } from '../migrator';

/**
 * Issue 21 §2, docs/decisions/011-table-codes.md: each table gets a secret token, which its QR
 * code carries (`?t=`) and which the server maps back to the table; the owner's "Commandes à
 * emporter / sans table" switch (off: orders need a table's token). Existing tables get their
 * token here, so their new codes work as soon as the owner prints them; old `?table=N` codes
 * keep showing the table for reading.
 */
export const tableTokensMigration: AppMigration = {
  name: '2026-11-29-100-table-tokens',
  async up(db, dialect) {
    const isPostgres = dialect === 'postgres';
    await db.schema.alterTable('restaurant_table').addColumn('token', 'text').execute();
    const rows: { owner_id: string; position: number }[] = await db
      .selectFrom('restaurant_table')
      .select(['owner_id', 'position'])
      .execute();
    for (const row of rows) {
      // The shape of qr/table-tokens.ts: 96 random bits, 16 base64url characters.
      await db
        .updateTable('restaurant_table')
        .set({ token: randomBytes(12).toString('base64url') })
        .where('owner_id', '=', row.owner_id)
        .where('position', '=', row.position)
        .execute();
    }
    // Unique across owners: a link's token alone names one table of one restaurant.
    await db.schema
      .createIndex('restaurant_table_token_uq')
      .on('restaurant_table')
      .column('token')
      .unique()
      .execute();

    await db.schema
      .alterTable('ordering_setting')
      .addColumn('take_away', isPostgres ? 'boolean' : 'integer', (c) =>
        c.notNull().defaultTo(isPostgres ? false : 0),
      )
      .execute();
    // The per-restaurant cap counts an owner's orders of the last minute.
    await db.schema
      .createIndex('customer_order_owner_created_idx')
      .on('customer_order')
      .columns(['owner_id', 'created_at'])
      .execute();
  },
};
