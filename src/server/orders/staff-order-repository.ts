import type { Kysely } from 'kysely';
import type { OrderLine } from '../../domain/orders/order-schema';
import type { RefusalReason } from '../../domain/orders/staff-order-rules';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** The owner's order `id` while it waits in "À valider" (decided once only). */
const toValidate = (db: Db, input: { ownerId: string; id: string }) =>
  db
    .updateTable('customer_order')
    .where('owner_id', '=', input.ownerId)
    .where('id', '=', input.id)
    .where('status', '=', 'pending')
    .where('awaits_validation', '=', true);

/**
 * The writes of issue 24 §3 on an order: its lines changed by staff, its validation accepted or
 * refused. Each is a compare-and-set on the state it was checked in (false: someone else moved
 * it first); call them inside the owner-locked transaction that checked it.
 */
export const staffOrderRepository = {
  /** A pending order's new lines and total. */
  async updateLines(
    db: Db,
    input: { ownerId: string; id: string; lines: OrderLine[]; totalCents: number; at: string },
  ): Promise<boolean> {
    const result = await db
      .updateTable('customer_order')
      .set({
        lines: JSON.stringify(input.lines),
        total_cents: input.totalCents,
        updated_at: input.at,
      })
      .where('owner_id', '=', input.ownerId)
      .where('id', '=', input.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** An order to validate goes to the kitchen, on its table's tab (`tabId`) when it has one. */
  async accept(
    db: Db,
    input: { ownerId: string; id: string; tabId: string | null; at: string },
  ): Promise<boolean> {
    const result = await toValidate(db, input)
      .set({ awaits_validation: false, tab_id: input.tabId, updated_at: input.at })
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** An order to validate is refused: cancelled, with the reason the diner will read. */
  async refuse(
    db: Db,
    input: { ownerId: string; id: string; reason: RefusalReason; at: string },
  ): Promise<boolean> {
    const result = await toValidate(db, input)
      .set({
        status: 'cancelled',
        awaits_validation: false,
        refusal_reason: input.reason,
        updated_at: input.at,
      })
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
};
