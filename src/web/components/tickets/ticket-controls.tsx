import { Printer } from 'lucide-react';
import { useEffect } from 'react';
import type { Order } from '../../../domain/orders/order-schema';
import { Label } from '../ui/label';
import { NativeSelect } from '../ui/native-select';
import { Switch } from '../ui/switch';
import { printNewOrders, skipOrdersInKitchen } from './auto-print';
import {
  setAutoPrint,
  setTicketWidth,
  TICKET_WIDTHS,
  type TicketWidth,
  useTicketSettings,
} from './ticket-settings';

/** While the switch is on, the tickets of the orders reaching the kitchen print here. */
function useAutoPrint(orders: readonly Order[], width: TicketWidth, isOn: boolean) {
  useEffect(() => {
    if (!isOn) return;
    // Outside React's commit: printing renders the ticket synchronously.
    const timer = setTimeout(() => void printNewOrders(orders, width), 0);
    return () => clearTimeout(timer);
  }, [orders, width, isOn]);
}

/**
 * The board's printing settings for this device (issue 24 §5): "Impression automatique" and
 * the paper's width, both remembered by this browser (docs/printing.md).
 */
export function TicketControls({ orders }: { orders: readonly Order[] }) {
  const { width, isAutoPrintOn } = useTicketSettings();
  useAutoPrint(orders, width, isAutoPrintOn);

  return (
    <div
      data-auto-print={isAutoPrintOn ? 'on' : 'off'}
      className="grid gap-3 rounded-lg border border-border bg-card px-4 py-3 lg:col-span-2 lg:grid-cols-[1fr_auto] lg:items-center lg:gap-x-8"
    >
      <div className="grid gap-1">
        <div className="flex items-center justify-between gap-4">
          <label htmlFor="ticket-auto-print" className="flex items-center gap-2 font-medium">
            <Printer aria-hidden="true" className="size-5 shrink-0" />
            Impression automatique
          </label>
          <Switch
            id="ticket-auto-print"
            checked={isAutoPrintOn}
            onCheckedChange={(isOn) => {
              if (isOn) skipOrdersInKitchen(orders);
              setAutoPrint(isOn);
            }}
            aria-describedby="ticket-auto-print-hint"
          />
        </div>
        <p id="ticket-auto-print-hint" className="text-sm text-muted-foreground">
          {isAutoPrintOn
            ? 'Le ticket de chaque nouvelle commande s’imprime sur cet appareil, une seule fois.'
            : 'Imprime sur cet appareil le ticket de chaque nouvelle commande, dès son arrivée.'}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <Label htmlFor="ticket-width" className="whitespace-nowrap">
          Largeur du ticket
        </Label>
        <NativeSelect
          id="ticket-width"
          value={width}
          onChange={(event) => setTicketWidth(event.target.value === '58' ? '58' : '80')}
        >
          {TICKET_WIDTHS.map((value) => (
            <option key={value} value={value}>
              {value} mm
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
