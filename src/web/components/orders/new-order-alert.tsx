import { BellRing, Volume2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../ui/button';
import { allowSound, isSoundAllowed } from './order-sound';

/**
 * What stays on screen when orders arrive, until someone taps "Vu": a busy kitchen may not be
 * looking when the chime plays. Also offers to enable the chime, which browsers keep muted
 * until the page has been touched once.
 */
export function NewOrderAlert({
  newOrders,
  onAcknowledge,
}: {
  newOrders: number[];
  onAcknowledge: () => void;
}) {
  const [isSoundOn, setIsSoundOn] = useState(isSoundAllowed);

  return (
    <div className="grid gap-3">
      {!isSoundOn && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-muted px-4 py-3 text-sm">
          <p>Votre navigateur coupe le son tant que la page n’a pas été touchée.</p>
          <Button
            variant="outline"
            onClick={async () => setIsSoundOn(await allowSound())}
            className="gap-2"
          >
            <Volume2 aria-hidden="true" className="size-4" />
            Activer le son des nouvelles commandes
          </Button>
        </div>
      )}
      {newOrders.length > 0 && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border-2 border-accent bg-accent/10 px-4 py-4"
        >
          <p className="flex items-center gap-2 text-lg font-bold">
            <BellRing aria-hidden="true" className="size-6" />
            {newOrders.length === 1
              ? `Nouvelle commande n° ${newOrders[0]}`
              : `${newOrders.length} nouvelles commandes (n° ${newOrders.join(', ')})`}
          </p>
          <Button size="lg" onClick={onAcknowledge}>
            Vu
          </Button>
        </div>
      )}
    </div>
  );
}
