import { ArrowRight } from 'lucide-react';
import type { RefObject } from 'react';
import type { OrderStatus } from '../../../domain/orders/order-rules';
import { Button } from '../ui/button';

/** An order this board just moved, and where to. */
export type MovedOrder = { id: string; number: number; status: OrderStatus };

/**
 * Where an order went when it left what is on screen ("Commande n° 12 déplacée dans « En
 * prép. »"), with one tap to follow it. A live region always in the page, so that screen
 * readers announce what comes into it.
 */
export function MovedNotice({
  moved,
  place,
  onFollow,
  buttonRef,
}: {
  moved: MovedOrder | null;
  /** The tab the order is in now. */
  place: string;
  onFollow: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <div role="status">
      {moved && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-muted px-4 py-3">
          <p className="font-medium">
            {moved.status === 'cancelled'
              ? `Commande n° ${moved.number} annulée, rangée dans « ${place} »`
              : `Commande n° ${moved.number} déplacée dans « ${place} »`}
          </p>
          <Button ref={buttonRef} variant="outline" onClick={onFollow}>
            Voir « {place} »
            <ArrowRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      )}
    </div>
  );
}
