import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatCents } from '../../../domain/menu/format-cents';
import { parsePrice, priceToCents, toPriceInput } from '../../../domain/menu/price';
import type { OwnerTab } from '../../../domain/payments/tab-schema';
import { boardApi } from '../../lib/board-api';
import { queryKeys } from '../../lib/query-keys';
import { useCan } from '../../lib/session';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Input } from '../ui/input';
import { Label } from '../ui/label';

type Payment = OwnerTab['payments'][number];

/** "Rembourser": all or part of a card payment, with a reason, through Stripe. */
export function RefundDialog({ payment }: { payment: Payment }) {
  // Refunds are for owners and Gérants (domain/team/roles.ts); Service closes tables only.
  if (!useCan('payments.refund')) return null;
  return <RefundDialogFor payment={payment} />;
}

function RefundDialogFor({ payment }: { payment: Payment }) {
  const queryClient = useQueryClient();
  const refundable = payment.amountCents + payment.tipCents - payment.refundedCents;
  const [amount, setAmount] = useState(toPriceInput((refundable / 100).toFixed(2)));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm">
          Rembourser
        </Button>
      }
      title="Rembourser ce paiement ?"
      description={`Remboursable : ${formatCents(refundable)}. Le client est remboursé sur sa carte par Stripe, depuis le compte du restaurant.`}
      cancelLabel="Retour"
      confirmLabel="Rembourser"
      pendingLabel="Remboursement…"
      variant="destructive"
      errorFallback="Impossible de rembourser ce paiement."
      onConfirm={async () => {
        const parsed = parsePrice(amount);
        const cents = parsed.ok ? priceToCents(parsed.value) : 0;
        if (!parsed.ok || cents <= 0 || cents > refundable) {
          setError(`Indiquez un montant entre 0,01 € et ${formatCents(refundable)}.`);
          return false;
        }
        if (!reason.trim()) {
          setError('Indiquez la raison du remboursement.');
          return false;
        }
        await boardApi.refundPayment(payment.id, cents, reason.trim());
        await queryClient.invalidateQueries({ queryKey: queryKeys.tabs });
      }}
    >
      <div className="grid gap-3">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-amount`}>Montant (€)</Label>
          <Input
            id={`${id}-amount`}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-reason`}>Raison</Label>
          <Input
            id={`${id}-reason`}
            value={reason}
            maxLength={200}
            placeholder="Plat renvoyé, erreur de montant…"
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        {error && (
          <p role="alert" className="text-destructive text-sm">
            {error}
          </p>
        )}
      </div>
    </ConfirmDialog>
  );
}
