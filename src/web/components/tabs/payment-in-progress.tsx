import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatCents } from '../../../domain/menu/format-cents';
import type { OwnerTab } from '../../../domain/payments/tab-schema';
import { boardApi } from '../../lib/board-api';
import { queryKeys } from '../../lib/query-keys';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';

type Payment = OwnerTab['payments'][number];

/** Whole minutes since `iso`, kept current (re-read every 15 s). */
function useMinutesSince(iso: string) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));
}

/**
 * A payer in Checkout holds a share of the tab ("En cours de paiement · 19,90 € · depuis 4 min");
 * staff may cancel it when the diner walked away: the session is ended at Stripe and the share
 * is free again (a payment Stripe already took stands, and the tab shows it paid).
 */
export function PaymentInProgress({ payment, table }: { payment: Payment; table: string }) {
  const queryClient = useQueryClient();
  const minutes = useMinutesSince(payment.createdAt);
  const amount = formatCents(payment.amountCents + payment.tipCents);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2">
      <span className="tabular-nums">
        En cours de paiement · {amount} · depuis {minutes} min
      </span>
      <ConfirmDialog
        trigger={
          <Button variant="outline" size="sm" aria-label={`Annuler le paiement de ${amount}`}>
            Annuler le paiement
          </Button>
        }
        title="Annuler ce paiement en cours ?"
        description={`Le client ne pourra plus payer ${amount} sur sa page de paiement, et cette part de l’addition (${table}) redevient à payer. Si le paiement a déjà abouti, il est conservé.`}
        cancelLabel="Retour"
        confirmLabel="Annuler le paiement"
        pendingLabel="Annulation…"
        variant="destructive"
        errorFallback="Impossible d’annuler ce paiement."
        onConfirm={async () => {
          try {
            await boardApi.cancelPayment(payment.id);
          } finally {
            // Paid after all (409): the tab shows it paid; either way, read it again.
            await queryClient.invalidateQueries({ queryKey: queryKeys.tabs });
          }
        }}
      />
    </li>
  );
}
