import type { Order } from '../../../domain/orders/order-schema';
import { TO_VALIDATE_LABEL } from '../../../domain/orders/staff-order-messages';
import { OrderList } from './order-list';

/** The orders waiting for staff, apart from the kitchen's columns (issue 24 §3). */
export const splitToValidate = (orders: readonly Order[]) => ({
  toValidate: orders.filter((order) => order.awaitingValidation),
  onBoard: orders.filter((order) => !order.awaitingValidation),
});

/**
 * "À valider": diners' orders waiting for staff to accept or refuse them ("Validation par le
 * personnel"), above the board on a tablet and a phone alike. Nothing when none waits.
 */
export function ValidationQueue({
  orders,
  onMoved,
}: {
  orders: readonly Order[];
  onMoved: (order: Order) => void;
}) {
  if (orders.length === 0) return null;
  return (
    <section
      aria-labelledby="board-to-validate"
      className="grid gap-3 rounded-lg border-2 border-warning/50 bg-warning/5 p-3"
    >
      <h2 id="board-to-validate" className="text-lg font-semibold">
        {TO_VALIDATE_LABEL} ({orders.length})
      </h2>
      <OrderList
        orders={orders}
        headingLevel={3}
        onMoved={onMoved}
        className="md:grid-cols-2 xl:grid-cols-3"
      />
    </section>
  );
}
