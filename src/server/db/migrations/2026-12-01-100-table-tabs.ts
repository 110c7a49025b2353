import { sql } from 'kysely';
import type { AppMigration } from '../migrator';

/**
 * Issue 23 §1, §3, §5: the table's tab and the payments made on it. An order placed with a
 * table's code joins that table's open tab (one open tab per table: a partial unique index);
 * a payment reserves its share of the tab's lines (`payment_allocation`) while its payer is in
 * Checkout, and keeps it once Stripe says it was paid. A diner's e-mail is kept only to send
 * the receipt. The fiscal record of each payment is the journal (docs/fiscal-journal.md).
 */
export const tableTabsMigration: AppMigration = {
  name: '2026-12-01-100-table-tabs',
  async up(db, dialect) {
    const isPostgres = dialect === 'postgres';
    const timestamp = isPostgres ? 'timestamptz' : 'text';

    await db.schema
      .createTable('table_tab')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('owner_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('table_name', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'closed')`))
      .addColumn('opened_at', timestamp, (c) => c.notNull())
      .addColumn('closed_at', timestamp)
      /** null: fully paid through Ardoise; else how staff said the rest was paid. */
      .addColumn('closed_method', 'text')
      .execute();
    await db.schema
      .createIndex('table_tab_open_uq')
      .on('table_tab')
      .columns(['owner_id', 'table_name'])
      .unique()
      .where(sql.ref('status'), '=', 'open')
      .execute();
    await db.schema
      .createIndex('table_tab_owner_idx')
      .on('table_tab')
      .columns(['owner_id', 'status', 'opened_at'])
      .execute();

    await db.schema.alterTable('customer_order').addColumn('tab_id', 'text').execute();
    await db.schema
      .createIndex('customer_order_tab_idx')
      .on('customer_order')
      .column('tab_id')
      .execute();

    await db.schema
      .createTable('table_payment')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('owner_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('tab_id', 'text', (c) =>
        c.notNull().references('table_tab.id').onDelete('cascade'),
      )
      .addColumn('client_request_id', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c.notNull().check(sql`status in ('pending', 'succeeded', 'failed', 'expired', 'canceled')`),
      )
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('tip_cents', 'integer', (c) => c.notNull())
      .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('email', 'text')
      .addColumn('receipt_token', 'text', (c) => c.notNull())
      .addColumn('stripe_account_id', 'text')
      .addColumn('checkout_session_id', 'text')
      .addColumn('checkout_url', 'text')
      .addColumn('payment_intent_id', 'text')
      .addColumn('method', 'text')
      .addColumn('journal_sequence', 'integer')
      .addColumn('expires_at', timestamp, (c) => c.notNull())
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      .addUniqueConstraint('table_payment_request_uq', ['tab_id', 'client_request_id'])
      .execute();
    await db.schema
      .createIndex('table_payment_session_idx')
      .on('table_payment')
      .column('checkout_session_id')
      .execute();
    await db.schema
      .createIndex('table_payment_pending_idx')
      .on('table_payment')
      .columns(['status', 'expires_at'])
      .execute();

    await db.schema
      .createTable('payment_allocation')
      .addColumn('payment_id', 'text', (c) =>
        c.notNull().references('table_payment.id').onDelete('cascade'),
      )
      .addColumn('tab_id', 'text', (c) => c.notNull())
      .addColumn('line_id', 'text', (c) => c.notNull())
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('payment_allocation_pk', ['payment_id', 'line_id'])
      .execute();
    await db.schema
      .createIndex('payment_allocation_tab_idx')
      .on('payment_allocation')
      .column('tab_id')
      .execute();

    await db.schema
      .createTable('payment_refund')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('payment_id', 'text', (c) =>
        c.notNull().references('table_payment.id').onDelete('cascade'),
      )
      .addColumn('owner_id', 'text', (c) => c.notNull())
      .addColumn('stripe_refund_id', 'text')
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c.notNull().check(sql`status in ('pending', 'succeeded', 'failed')`),
      )
      .addColumn('journal_sequence', 'integer')
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('payment_refund_stripe_idx')
      .on('payment_refund')
      .column('stripe_refund_id')
      .execute();
  },
};
