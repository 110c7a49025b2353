import type { AppMigration } from '../migrator';

/**
 * Premium billing (issue 11, docs/billing.md). `billing_customer`: the one Stripe customer of
 * an owner, created once. `billing_subscription`: each subscription as Stripe last said it was
 * (re-fetched on every event, never taken from the event itself); `fetched_at` keeps a slower
 * handler from writing an older answer over a newer one. `billing_event`: the ids of the events
 * already processed, so that a redelivery has no second effect.
 */
export const billingMigration: AppMigration = {
  name: '2026-11-24-030-billing',
  async up(db, dialect) {
    const isPostgres = dialect === 'postgres';
    const timestamp = isPostgres ? 'timestamptz' : 'text';
    const bool = isPostgres ? 'boolean' : 'integer';

    await db.schema
      .createTable('billing_customer')
      .addColumn('owner_id', 'text', (c) =>
        c.primaryKey().references('user.id').onDelete('cascade'),
      )
      .addColumn('customer_id', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('billing_subscription')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('owner_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('price_id', 'text')
      .addColumn('current_period_end', timestamp)
      .addColumn('cancel_at_period_end', bool, (c) => c.notNull())
      .addColumn('past_due_since', timestamp)
      .addColumn('fetched_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('billing_subscription_owner_idx')
      .on('billing_subscription')
      .column('owner_id')
      .execute();

    await db.schema
      .createTable('billing_event')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('received_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('billing_event_received_idx')
      .on('billing_event')
      .column('received_at')
      .execute();
  },
};
