import { sql } from 'kysely';
import type { AppMigration } from '../migrator';

/**
 * Diners' orders (issue "Table ordering"). Lines are a JSON snapshot (names and prices as they
 * were when ordered: menus change, orders do not). `order_event` is each order's history and
 * the id sequence of the live streams (SSE `id:`), so a reconnect replays exactly what it
 * missed. No personal data of diners is kept.
 */
export const ordersMigration: AppMigration = {
  name: '2026-11-23-020-orders',
  async up(db, dialect) {
    const isPostgres = dialect === 'postgres';
    const timestamp = isPostgres ? 'timestamptz' : 'text';
    const bool = isPostgres ? 'boolean' : 'integer';

    await db.schema
      .createTable('customer_order')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('owner_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('client_request_id', 'text', (c) => c.notNull())
      .addColumn('service_day', 'text', (c) => c.notNull())
      .addColumn('number', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .check(sql`status in ('pending', 'preparing', 'ready', 'completed', 'cancelled')`),
      )
      .addColumn('menu_id', 'text', (c) => c.notNull())
      .addColumn('menu_version', 'integer', (c) => c.notNull())
      .addColumn('table_name', 'text')
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('lines', isPostgres ? 'jsonb' : 'text', (c) => c.notNull())
      .addColumn('total_cents', 'integer', (c) => c.notNull())
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      .addUniqueConstraint('customer_order_request_uq', ['owner_id', 'client_request_id'])
      .addUniqueConstraint('customer_order_number_uq', ['owner_id', 'service_day', 'number'])
      .execute();
    await db.schema
      .createIndex('customer_order_owner_status_idx')
      .on('customer_order')
      .columns(['owner_id', 'status', 'created_at'])
      .execute();

    await db.schema
      .createTable('order_event')
      .addColumn('id', isPostgres ? 'serial' : 'integer', (c) =>
        isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn('order_id', 'text', (c) =>
        c.notNull().references('customer_order.id').onDelete('cascade'),
      )
      .addColumn('owner_id', 'text', (c) => c.notNull())
      .addColumn('from_status', 'text')
      .addColumn('to_status', 'text', (c) => c.notNull())
      .addColumn('actor', 'text', (c) => c.notNull().check(sql`actor in ('diner', 'owner')`))
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('order_event_owner_idx')
      .on('order_event')
      .columns(['owner_id', 'id'])
      .execute();
    await db.schema
      .createIndex('order_event_order_idx')
      .on('order_event')
      .columns(['order_id', 'id'])
      .execute();

    await db.schema
      .createTable('ordering_setting')
      .addColumn('owner_id', 'text', (c) =>
        c.primaryKey().references('user.id').onDelete('cascade'),
      )
      .addColumn('is_open', bool, (c) => c.notNull())
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      .execute();
  },
};
