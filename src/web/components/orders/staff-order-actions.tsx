import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ClipboardPlus } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Order } from '../../../domain/orders/order-schema';
import { STAFF_ORDER_TOASTS } from '../../../domain/orders/staff-order-messages';
import { boardApi } from '../../lib/board-api';
import { onDemand, useOnDemand } from '../../lib/on-demand';
import { queryKeys } from '../../lib/query-keys';
import { useCan } from '../../lib/session';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';

// The dialogs (the menu, the lines, the reasons) load on demand (lib/on-demand): the board's
// first load shows the orders (`npm run bench:web`). Their buttons stay enabled meanwhile: a
// disabled button would lose the focus the dialog gives back when it closes.
const takeOrderModule = onDemand(() => import('./take-order-dialog'));
const editOrderModule = onDemand(() => import('./edit-order-dialog'));
const refuseOrderModule = onDemand(() => import('./refuse-order-dialog'));

/**
 * "Prendre une commande", "Modifier", "Accepter" / "Refuser" (issue 24 §3): owners, Gérants and
 * Service; the kitchen follows and moves orders only.
 */
const useCanTakeOrders = () => useCan('orders.take');

/**
 * The dialogs open from a button outside them (they load apart): closing one gives the focus
 * back to that button, which Radix does for its own <DialogTrigger> only.
 */
function useFocusBack() {
  const trigger = useRef<HTMLButtonElement>(null);
  const onCloseAutoFocus = (event: Event) => {
    event.preventDefault();
    trigger.current?.focus();
  };
  return { trigger, onCloseAutoFocus };
}

/** "Prendre une commande" for a table (issue 24 §3), for those who may take orders. */
export function TakeOrderButton() {
  const canTakeOrders = useCanTakeOrders();
  const [isOpen, setOpen] = useState(false);
  const dialog = useOnDemand(takeOrderModule, isOpen, () => setOpen(false));
  const { trigger, onCloseAutoFocus } = useFocusBack();
  if (!canTakeOrders) return null;
  return (
    <>
      <Button ref={trigger} size="lg" className="justify-self-start" onClick={() => setOpen(true)}>
        <ClipboardPlus aria-hidden="true" className="size-5" />
        Prendre une commande
      </Button>
      {isOpen && dialog && (
        <dialog.TakeOrderDialog open onOpenChange={setOpen} onCloseAutoFocus={onCloseAutoFocus} />
      )}
    </>
  );
}

/** "Modifier" on a pending order's card: its lines, with a reason. */
export function EditOrderButton({ order }: { order: Order }) {
  const [isOpen, setOpen] = useState(false);
  const dialog = useOnDemand(editOrderModule, isOpen, () => setOpen(false));
  const { trigger, onCloseAutoFocus } = useFocusBack();
  return (
    <>
      <Button
        ref={trigger}
        variant="outline"
        size="lg"
        className="grow px-4"
        onClick={() => setOpen(true)}
      >
        Modifier
      </Button>
      {isOpen && dialog && (
        <dialog.EditOrderDialog
          order={order}
          open
          onOpenChange={setOpen}
          onCloseAutoFocus={onCloseAutoFocus}
        />
      )}
    </>
  );
}

/** Whether a card offers "Modifier": pending, not waiting for its payment, and allowed. */
export function useCanEditOrder(order: Order) {
  const canTakeOrders = useCanTakeOrders();
  return canTakeOrders && order.status === 'pending' && !order.awaitingPayment;
}

/**
 * An order waiting in "À valider": "Accepter" sends it to the kitchen, "Refuser" asks for a
 * reason; "Modifier" first if a dish is missing. Staff who may not take orders see the card only.
 */
export function ValidationActions({
  order,
  onMoved,
}: {
  order: Order;
  onMoved?: (order: Order) => void;
}) {
  const canTakeOrders = useCanTakeOrders();
  const queryClient = useQueryClient();
  const [isRefusing, setRefusing] = useState(false);
  const refuseDialog = useOnDemand(refuseOrderModule, isRefusing, () => setRefusing(false));
  const { trigger, onCloseAutoFocus } = useFocusBack();
  const accept = useMutation({
    mutationFn: () => boardApi.acceptOrder(order.id),
    onSuccess: (accepted) => {
      toast.success(STAFF_ORDER_TOASTS.accepted);
      onMoved?.(accepted);
    },
    onError: (error) => toast.error('Erreur', { description: error.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
  });
  if (!canTakeOrders) return null;
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="lg"
        className="grow basis-40 px-4"
        isLoading={accept.isPending}
        onClick={() => accept.mutate()}
      >
        Accepter
      </Button>
      <Button
        ref={trigger}
        variant="outline"
        size="lg"
        className="grow px-4"
        disabled={accept.isPending}
        onClick={() => setRefusing(true)}
      >
        Refuser
      </Button>
      <EditOrderButton order={order} />
      {isRefusing && refuseDialog && (
        <refuseDialog.RefuseOrderDialog
          order={order}
          open
          onOpenChange={setRefusing}
          onRefused={onMoved}
          onCloseAutoFocus={onCloseAutoFocus}
        />
      )}
    </div>
  );
}
