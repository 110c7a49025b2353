import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import type { Order } from '../../../domain/orders/order-schema';
import {
  STAFF_ORDER_INPUT_MESSAGES,
  STAFF_ORDER_TOASTS,
} from '../../../domain/orders/staff-order-messages';
import { STAFF_ORDER_LIMITS } from '../../../domain/orders/staff-order-rules';
import { boardApi } from '../../lib/board-api';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { tableLabel } from './format-order';
import { OrderPadLines, PadSubmit } from './order-pad-lines';
import { OrderPadMenu, OrderPadStatus } from './order-pad-menu';
import { addDish, isSameOrder, linesOfOrder, toLineInputs } from './order-pad-model';

/** Reasons staff give most: one tap fills the field (which stays free text). */
const QUICK_REASONS = ['Demande du client', 'Plat épuisé', 'Erreur de saisie'];

/**
 * "Modifier" on a pending order (issue 24 §3): its lines (quantities, notes, "Retirer"), dishes
 * added from the served menu, and a reason, required, kept in the order's history. The diner's
 * pill and the table's tab follow. Loaded on demand (staff-order-actions.tsx).
 */
export function EditOrderDialog({
  order,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  order: Order;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes back when it closes (its button is outside it). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const queryClient = useQueryClient();
  const [lines, setLines] = useState(() => linesOfOrder(order));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isAdding, setAdding] = useState(false);
  const pad = useQuery({
    queryKey: queryKeys.orderPad,
    queryFn: boardApi.orderPad,
    enabled: open && isAdding,
  });
  const id = useId();

  function close(next: boolean) {
    if (!next) {
      setLines(linesOfOrder(order));
      setReason('');
      setError(null);
      setAdding(false);
    }
    onOpenChange(next);
  }

  const save = useMutation({
    mutationFn: () =>
      boardApi.changeOrderLines(order.id, { lines: toLineInputs(lines), reason: reason.trim() }),
    onSuccess: () => {
      toast.success(STAFF_ORDER_TOASTS.changed);
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders });
      close(false);
    },
    onError: (failure) => setError(failure.message),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    if (lines.length === 0) return setError(STAFF_ORDER_INPUT_MESSAGES.noLines);
    if (isSameOrder(lines, linesOfOrder(order))) return setError('La commande n’a pas changé.');
    if (!reason.trim()) return setError(STAFF_ORDER_INPUT_MESSAGES.reasonRequired);
    setError(null);
    save.mutate();
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-2xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>
            Modifier la commande n° {order.number} · {tableLabel(order.table)}
          </DialogTitle>
          <DialogDescription>
            Le client voit sa commande modifiée ; la raison reste entre vous.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <OrderPadLines lines={lines} onChange={setLines} />
          {isAdding ? (
            <section
              aria-label="Ajouter un plat"
              className="grid gap-2 border-t border-border pt-3"
            >
              <OrderPadStatus pad={pad} />
              {pad.data && (
                <OrderPadMenu
                  pad={pad.data}
                  onAdd={(dish, variantId) =>
                    setLines((current) => addDish(current, dish, variantId))
                  }
                />
              )}
            </section>
          ) : (
            <Button variant="outline" onClick={() => setAdding(true)}>
              Ajouter un plat
            </Button>
          )}
          <div className="grid gap-1">
            <Label htmlFor={`${id}-reason`}>Raison de la modification</Label>
            <Input
              id={`${id}-reason`}
              value={reason}
              maxLength={STAFF_ORDER_LIMITS.reasonMaxLength}
              aria-describedby={`${id}-reasons`}
              onChange={(event) => setReason(event.target.value)}
            />
            <div id={`${id}-reasons`} className="flex flex-wrap gap-2 pt-1">
              {QUICK_REASONS.map((quick) => (
                <Button key={quick} size="sm" variant="ghost" onClick={() => setReason(quick)}>
                  {quick}
                </Button>
              ))}
            </div>
          </div>
          <PadSubmit error={error} isPending={save.isPending}>
            Enregistrer la modification
          </PadSubmit>
        </form>
      </DialogContent>
    </Dialog>
  );
}
