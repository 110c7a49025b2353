import type { Order } from '../../../domain/orders/order-schema';
import { REFUSAL_LABELS, takenByLabel } from '../../../domain/orders/staff-order-messages';

/**
 * What staff did to an order, under its number (issue 24 §3): who took it ("Prise par Karim"),
 * its note for the kitchen, why it was refused.
 */
/** "Prête — par Karim, 20:41": who did the last thing to the order, and when (issue 24 §1). */
const actionTime = new Intl.DateTimeFormat('fr-FR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Paris',
});

export function OrderStaffInfo({ order }: { order: Order }) {
  const action = order.lastAction;
  if (!order.takenByName && !order.note && !order.refusalReason && !action) return null;
  return (
    <div className="grid gap-1 text-sm">
      {action && (
        // Beside the status badge: "Prête" + "par Karim, 20:41". Only changes of lines say what,
        // the badge says the rest (and the status word is not written twice on the card).
        <p className="text-muted-foreground">
          {action.what === 'lines' && 'modifiée '}par {action.byName},{' '}
          {actionTime.format(new Date(action.at))}
        </p>
      )}
      {order.takenByName && <p className="font-medium">{takenByLabel(order.takenByName)}</p>}
      {order.note && <p className="[overflow-wrap:anywhere]">Remarque : « {order.note} »</p>}
      {order.refusalReason && (
        <p className="font-medium text-destructive">
          Refusée : {REFUSAL_LABELS[order.refusalReason]}
        </p>
      )}
    </div>
  );
}
