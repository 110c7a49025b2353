import { sql } from 'kysely';
import type { AppMigration } from '../migrator';

/**
 * Issue 24 §3, orders taken and corrected by staff, and "Validation par le personnel".
 *
 * - `customer_order.taken_by_id` / `taken_by_name`: the member or device who took a staff
 *   order (null for diners' orders); the name is copied, so "Prise par Karim" reads the same
 *   after Karim leaves. `note`: the order's own note (staff orders; diners note their lines).
 * - `awaits_validation`: a diner's order waits in "À valider" (its status stays `pending`:
 *   SQLite cannot change the status column's CHECK without rebuilding the table, and the
 *   order is pending for every reader that does not care). `refusal_reason`: the reason code
 *   of a refused order (then `cancelled`).
 * - `order_event.kind` says what an event is ('status' for every event before this one) and
 *   `reason` why: a refusal's code, a line change's text.
 * - `ordering_setting.staff_validation`: the switch, off by default.
 */
export const staffOrdersMigration: AppMigration = {
  name: '2026-12-02-300-staff-orders',
  async up(db, dialect) {
    const isPostgres = dialect === 'postgres';
    const bool = isPostgres ? 'boolean' : 'integer';
    const no = isPostgres ? false : 0;

    await db.schema.alterTable('customer_order').addColumn('taken_by_id', 'text').execute();
    await db.schema.alterTable('customer_order').addColumn('taken_by_name', 'text').execute();
    await db.schema.alterTable('customer_order').addColumn('note', 'text').execute();
    await db.schema
      .alterTable('customer_order')
      .addColumn('awaits_validation', bool, (c) => c.notNull().defaultTo(no))
      .execute();
    await db.schema.alterTable('customer_order').addColumn('refusal_reason', 'text').execute();

    await db.schema
      .alterTable('order_event')
      .addColumn('kind', 'text', (c) =>
        c
          .notNull()
          .defaultTo('status')
          .check(sql`kind in ('status', 'lines', 'accepted', 'refused')`),
      )
      .execute();
    await db.schema.alterTable('order_event').addColumn('reason', 'text').execute();

    await db.schema
      .alterTable('ordering_setting')
      .addColumn('staff_validation', bool, (c) => c.notNull().defaultTo(no))
      .execute();
  },
};
