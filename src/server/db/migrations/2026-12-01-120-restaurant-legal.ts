import type { AppMigration } from '../migrator';

/**
 * What a receipt must print about the restaurant's company (issue 23 §4,
 * docs/receipts-and-vat.md): raison sociale, SIRET, intra-community VAT number or the VAT
 * franchise (art. 293 B du CGI), and the registered office when it is not the restaurant's
 * address. Beside the public profile, one row per owner; a profile saved before has none of
 * them (nulls, not exempt).
 */
export const restaurantLegalMigration: AppMigration = {
  name: '2026-12-01-120-restaurant-legal',
  async up(db, dialect) {
    const isPostgres = dialect === 'postgres';
    for (const column of [
      'legal_name',
      'siret',
      'vat_number',
      'legal_street_address',
      'legal_postal_code',
      'legal_city',
    ]) {
      await db.schema.alterTable('restaurant_profile').addColumn(column, 'text').execute();
    }
    await db.schema
      .alterTable('restaurant_profile')
      .addColumn('is_vat_exempt', isPostgres ? 'boolean' : 'integer', (c) =>
        c.notNull().defaultTo(isPostgres ? false : 0),
      )
      .execute();
  },
};
