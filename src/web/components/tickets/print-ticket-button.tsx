import { Printer } from 'lucide-react';
import { Button } from '../ui/button';
import { printOrderTicket } from './auto-print';
import type { TicketOrder } from './kitchen-ticket';
import { getTicketSettings } from './ticket-settings';

/** "Imprimer" on an order's card: its kitchen ticket, at this device's paper width. */
export function PrintTicketButton({ order }: { order: TicketOrder }) {
  return (
    <Button
      variant="outline"
      size="sm"
      className="min-h-11"
      onClick={() => printOrderTicket(order, getTicketSettings().width)}
    >
      <Printer aria-hidden="true" className="size-4" />
      Imprimer<span className="sr-only"> le ticket n° {order.number}</span>
    </Button>
  );
}
