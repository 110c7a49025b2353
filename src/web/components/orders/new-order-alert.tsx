import { BellRing } from 'lucide-react';
import { Button } from '../ui/button';

/**
 * What stays on screen when orders arrive, until someone taps "Vu" (a busy kitchen may not be
 * looking when the chime plays) or the orders no longer wait (cancelled, or started).
 */
export function NewOrderAlert({
  newOrders,
  onAcknowledge,
}: {
  newOrders: number[];
  onAcknowledge: () => void;
}) {
  if (newOrders.length === 0) return null;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border-2 border-accent bg-accent/10 px-4 py-4"
    >
      <p className="flex items-center gap-2 text-lg font-bold">
        <BellRing aria-hidden="true" className="size-6 shrink-0" />
        {newOrders.length === 1
          ? `Nouvelle commande n° ${newOrders[0]}`
          : `${newOrders.length} nouvelles commandes (n° ${newOrders.join(', ')})`}
      </p>
      <Button size="lg" onClick={onAcknowledge}>
        Vu
      </Button>
    </div>
  );
}
