import type { AppMigration } from '../migrator';

/**
 * Issue 23 §2, "à la commande": where the restaurant asks diners to pay when they order, an
 * order placed at a table waits for its payment before the kitchen sees it (the answer to fake
 * orders). `awaits_payment` keeps it off the board until Stripe says its lines are paid.
 */
export const ordersAwaitingPaymentMigration: AppMigration = {
  name: '2026-12-01-140-orders-awaiting-payment',
  async up(db, dialect) {
    const isPostgres = dialect === 'postgres';
    await db.schema
      .alterTable('customer_order')
      .addColumn('awaits_payment', isPostgres ? 'boolean' : 'integer', (c) =>
        c.notNull().defaultTo(isPostgres ? false : 0),
      )
      .execute();
  },
};
