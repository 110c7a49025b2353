import type { Order } from '../../../domain/orders/order-schema';
import { tableLabel } from '../orders/format-order';
import type { TicketWidth } from './ticket-settings';

/**
 * What a kitchen ticket reads of an order. `note` (the order's own note) and `takenByName` (the
 * member of staff who took it) come with staff orders (issue 24 §3): optional here, so that an
 * order without them prints as well.
 */
export type TicketOrder = Pick<Order, 'id' | 'number' | 'table' | 'createdAt' | 'lines'> & {
  note?: string | null;
  takenByName?: string | null;
};

// The restaurant's clock, whatever the device's time zone: the kitchen compares it with the
// time the diner sees on their pill.
const time = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  hour: '2-digit',
  minute: '2-digit',
});
const date = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** "20:41" and "14/03/2026", in Europe/Paris. */
export function ticketTime(iso: string): { time: string; date: string } {
  const at = new Date(iso);
  return { time: time.format(at), date: date.format(at) };
}

/**
 * The kitchen ticket of one order (issue 24 §5), for an 80 mm or 58 mm thermal printer: the
 * table in large type, the number and time, the lines with their quantities, variants (in the
 * line's name: "Vin — Verre 12 cl") and notes, the order's note, who took it. Nothing else: no
 * prices, no buttons. Styled by kitchen-ticket.css, in black only (thermal paper).
 */
export function KitchenTicket({
  order,
  width,
  takenByName = order.takenByName,
}: {
  order: TicketOrder;
  width: TicketWidth;
  /** Who took the order; by default the order's own `takenByName`, when it has one. */
  takenByName?: string | null;
}) {
  const { time, date } = ticketTime(order.createdAt);
  return (
    <article className="kitchen-ticket" data-width={width} data-order-id={order.id}>
      <p className="kitchen-ticket-table">{tableLabel(order.table)}</p>
      <p className="kitchen-ticket-number">
        n° {order.number} · {time}
      </p>
      <p className="kitchen-ticket-small">{date}</p>
      {takenByName && <p className="kitchen-ticket-small">Prise par {takenByName}</p>}
      <ul className="kitchen-ticket-lines">
        {order.lines.map((line, index) => (
          // The lines of an order never change or move: their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index}>
            <span className="kitchen-ticket-quantity">{line.quantity} ×</span>
            <span className="kitchen-ticket-dish">
              {line.name}
              {line.note && <span className="kitchen-ticket-note">« {line.note} »</span>}
            </span>
          </li>
        ))}
      </ul>
      {order.note && <p className="kitchen-ticket-order-note">Note : « {order.note} »</p>}
    </article>
  );
}
