import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import type { Order } from '../../../domain/orders/order-schema';
import {
  REFUSAL_LABELS,
  STAFF_ORDER_INPUT_MESSAGES,
  STAFF_ORDER_TOASTS,
} from '../../../domain/orders/staff-order-messages';
import { REFUSAL_REASONS, type RefusalReason } from '../../../domain/orders/staff-order-rules';
import { boardApi } from '../../lib/board-api';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { tableLabel } from './format-order';

/**
 * "Refuser" an order waiting in "À valider" (issue 24 §3): a reason from the short list, which
 * the diner reads in their language on their order's pill. Loaded on demand.
 */
export function RefuseOrderDialog({
  order,
  open,
  onOpenChange,
  onRefused,
  onCloseAutoFocus,
}: {
  order: Order;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRefused?: (order: Order) => void;
  /** Where the focus goes back when it closes (its button is outside it). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState<RefusalReason | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const refuse = useMutation({
    mutationFn: (chosen: RefusalReason) => boardApi.refuseOrder(order.id, chosen),
    onSuccess: (refused) => {
      toast.success(STAFF_ORDER_TOASTS.refused);
      onOpenChange(false);
      onRefused?.(refused);
    },
    onError: (failure) => setError(failure.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (refuse.isPending) return;
    if (!reason) return setError(STAFF_ORDER_INPUT_MESSAGES.refusalReason);
    setError(null);
    refuse.mutate(reason);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>
            Refuser la commande n° {order.number} · {tableLabel(order.table)} ?
          </DialogTitle>
          <DialogDescription>Le client voit la raison dans sa langue.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Raison du refus</legend>
            {REFUSAL_REASONS.map((value) => (
              <label
                key={value}
                htmlFor={`${id}-${value}`}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border px-3 has-[:checked]:border-ring has-[:checked]:bg-muted"
              >
                <input
                  id={`${id}-${value}`}
                  type="radio"
                  name={`${id}-reason`}
                  value={value}
                  checked={reason === value}
                  className="size-4 accent-current"
                  onChange={() => setReason(value)}
                />
                {REFUSAL_LABELS[value]}
              </label>
            ))}
          </fieldset>
          {error && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Retour
            </Button>
            <Button type="submit" variant="destructive" isLoading={refuse.isPending}>
              Refuser la commande
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
