import type { AppMigration } from '../migrator';

/**
 * Table payments, the restaurant's side (issue 23 §2, docs/table-payments.md).
 * `payment_account`: the owner's Stripe connected account and its status as last fetched from
 * Stripe (never taken from an event); `activated_at` remembers that it was once active (charges
 * disabled afterwards: "restreint"). `payment_setting`: when diners pay and whether a tip is
 * offered. `payment_webhook_event`: the Connect events already handled, so that a redelivery
 * has no second effect.
 */
export const paymentAccountsMigration: AppMigration = {
  name: '2026-12-01-110-payment-accounts',
  async up(db, dialect) {
    const isPostgres = dialect === 'postgres';
    const timestamp = isPostgres ? 'timestamptz' : 'text';
    const bool = isPostgres ? 'boolean' : 'integer';

    await db.schema
      .createTable('payment_account')
      .addColumn('owner_id', 'text', (c) =>
        c.primaryKey().references('user.id').onDelete('cascade'),
      )
      .addColumn('stripe_account_id', 'text', (c) => c.notNull().unique())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('pending_reason', 'text')
      .addColumn('requirements_due', bool, (c) => c.notNull())
      .addColumn('activated_at', timestamp)
      .addColumn('fetched_at', timestamp)
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('payment_setting')
      .addColumn('owner_id', 'text', (c) =>
        c.primaryKey().references('user.id').onDelete('cascade'),
      )
      .addColumn('pay_when', 'text', (c) => c.notNull())
      .addColumn('tips', bool, (c) => c.notNull())
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('payment_webhook_event')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('received_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('payment_webhook_event_received_idx')
      .on('payment_webhook_event')
      .column('received_at')
      .execute();
  },
};
