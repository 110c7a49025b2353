import type { AppMigration } from '../migrator';

/**
 * Issue 23 §4: a payment's receipt as it was issued (the restaurant's legal identity, the
 * lines, the VAT per rate, the journal's sequence number), kept with the payment so that
 * showing it again later says what was true when the diner paid, whatever the profile or the
 * menu became since. JSON; null until the payment succeeded.
 */
export const paymentReceiptsMigration: AppMigration = {
  name: '2026-12-01-150-payment-receipts',
  async up(db, dialect) {
    await db.schema
      .alterTable('table_payment')
      .addColumn('receipt', dialect === 'postgres' ? 'jsonb' : 'text')
      .execute();
  },
};
