import type { AppMigration } from '../migrator';

/**
 * Issue 41 §1: an equal split divides what remains among the people still to pay, so the
 * server must know which payments belong to one equal round. `split_parts` is the number of
 * people an equal payer said ("Partager le reste entre 3 personnes"); null for any other split
 * and for payments made before (they start no round).
 */
export const paymentSplitPartsMigration: AppMigration = {
  name: '2026-12-07-110-payment-split-parts',
  async up(db) {
    await db.schema.alterTable('table_payment').addColumn('split_parts', 'integer').execute();
  },
};
