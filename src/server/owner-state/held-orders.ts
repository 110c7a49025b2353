import type { Kysely } from 'kysely';
import { toOrderStreamEvent } from '../../domain/orders/order-events';
import { toBoolean } from '../db/portable';
import type { Database } from '../db/schema';
import type { AppEvents } from '../events/event-bus';

type Db = Kysely<Database>;

/**
 * "À la commande" (issue 23 §2): orders placed at a table wait for their payment before the
 * kitchen sees them. Orders decide to hold an order (`asksPaymentFirst`, table-payments.ts); payments release it
 * once Stripe says its lines are paid (`releasePaidOrders`), or drop it when nobody paid
 * (`dropUnpaidOrders`). Shared here because both features write the same order rows.
 */

/**
 * The tab's held orders whose every line is paid (succeeded payments cover its amount) go to
 * the kitchen: each gets its first order event, as if placed now. Call inside the payment's
 * transaction (owner locked); returns the announcements to emit (`order.changed`).
 */
export async function releasePaidOrders(
  trx: Db,
  input: { tabId: string; at: string },
): Promise<AppEvents['order.changed'][]> {
  const held = await trx
    .selectFrom('customer_order')
    .select(['id', 'owner_id', 'lines', 'total_cents', 'awaits_payment'])
    .where('tab_id', '=', input.tabId)
    .where('awaits_payment', '=', true)
    .where('status', '=', 'pending')
    .execute();
  if (held.length === 0) return [];
  const paid = await trx
    .selectFrom('payment_allocation')
    .innerJoin('table_payment', 'table_payment.id', 'payment_allocation.payment_id')
    .select(['payment_allocation.line_id', 'payment_allocation.amount_cents'])
    .where('payment_allocation.tab_id', '=', input.tabId)
    .where('table_payment.status', '=', 'succeeded')
    .execute();
  const paidByOrder = new Map<string, number>();
  for (const row of paid) {
    const orderId = row.line_id.slice(0, row.line_id.lastIndexOf('.'));
    paidByOrder.set(orderId, (paidByOrder.get(orderId) ?? 0) + row.amount_cents);
  }
  const released: AppEvents['order.changed'][] = [];
  for (const order of held) {
    if (!toBoolean(order.awaits_payment)) continue;
    if ((paidByOrder.get(order.id) ?? 0) < order.total_cents) continue;
    await trx
      .updateTable('customer_order')
      .set({ awaits_payment: false, updated_at: input.at })
      .where('id', '=', order.id)
      .execute();
    const event = await trx
      .insertInto('order_event')
      .values({
        order_id: order.id,
        owner_id: order.owner_id,
        from_status: null,
        to_status: 'pending',
        actor: 'diner',
        created_at: input.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const orderEventId = Number(event.id);
    released.push({
      ownerId: order.owner_id,
      orderId: order.id,
      orderEventId,
      event: toOrderStreamEvent({
        id: orderEventId,
        orderId: order.id,
        fromStatus: null,
        toStatus: 'pending',
        createdAt: input.at,
      }),
    });
  }
  return released;
}

/**
 * Held orders nobody paid before `before` (their payer left Checkout, or never opened it):
 * cancelled, so they leave the tab; the kitchen never saw them. Returns their tabs.
 */
export async function dropUnpaidOrders(
  trx: Db,
  input: { before: string; at: string },
): Promise<{ ownerId: string; tabId: string }[]> {
  const stale = await trx
    .selectFrom('customer_order')
    .select(['id', 'owner_id', 'tab_id'])
    .where('awaits_payment', '=', true)
    .where('status', '=', 'pending')
    .where('created_at', '<', input.before)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('payment_allocation')
            .innerJoin('table_payment', 'table_payment.id', 'payment_allocation.payment_id')
            .select('payment_allocation.line_id')
            .whereRef('payment_allocation.tab_id', '=', 'customer_order.tab_id')
            .where('table_payment.status', '=', 'pending'),
        ),
      ),
    )
    .limit(200)
    .execute();
  for (const order of stale) {
    await trx
      .updateTable('customer_order')
      .set({ status: 'cancelled', updated_at: input.at })
      .where('id', '=', order.id)
      .where('status', '=', 'pending')
      .execute();
  }
  return stale.flatMap((order) =>
    order.tab_id ? [{ ownerId: order.owner_id, tabId: order.tab_id }] : [],
  );
}

/**
 * What payments hold on an order's lines: paid, or reserved by a payer in Checkout. A paid
 * order is not cancelled from the board (its money would be lost from the tab): staff refund
 * the payment first (docs/table-payments.md).
 */
export async function heldCentsOfOrder(trx: Db, orderId: string): Promise<number> {
  const row = await trx
    .selectFrom('payment_allocation')
    .innerJoin('table_payment', 'table_payment.id', 'payment_allocation.payment_id')
    .select((eb) => eb.fn.sum<number | string | null>('payment_allocation.amount_cents').as('held'))
    .where('payment_allocation.line_id', 'like', `${orderId}.%`)
    .where('table_payment.status', 'in', ['pending', 'succeeded'])
    .executeTakeFirst();
  return Number(row?.held ?? 0);
}
