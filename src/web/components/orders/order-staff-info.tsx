import type { Order } from '../../../domain/orders/order-schema';
import { REFUSAL_LABELS, takenByLabel } from '../../../domain/orders/staff-order-messages';

/**
 * What staff did to an order, under its number (issue 24 §3): who took it ("Prise par Karim"),
 * its note for the kitchen, why it was refused.
 */
export function OrderStaffInfo({ order }: { order: Order }) {
  if (!order.takenByName && !order.note && !order.refusalReason) return null;
  return (
    <div className="grid gap-1 text-sm">
      {order.takenByName && <p className="font-medium">{takenByLabel(order.takenByName)}</p>}
      {order.note && <p className="[overflow-wrap:anywhere]">Remarque : « {order.note} »</p>}
      {order.refusalReason && (
        <p className="font-medium text-destructive">
          Refusée : {REFUSAL_LABELS[order.refusalReason]}
        </p>
      )}
    </div>
  );
}
