import type { AppMigration } from '../migrator';

/**
 * Issue 41 §2: a payment that staff cancelled (or that expired) but that Stripe reports as
 * paid after all is recorded as a success; what the tab could no longer take of it (its lines
 * were paid meanwhile, by another payer or at the till) is the tab's credit, owed back to the
 * diner, in cents. 0 for every tab until then. docs/table-payments.md, "Cancelling a payment
 * in progress".
 */
export const tabCreditMigration: AppMigration = {
  name: '2026-12-07-120-tab-credit',
  async up(db) {
    await db.schema
      .alterTable('table_tab')
      .addColumn('credit_cents', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
