import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { NO_TABLE_LABEL } from '../../../domain/orders/order-messages';
import { STAFF_ORDER_TOASTS } from '../../../domain/orders/staff-order-messages';
import { boardApi } from '../../lib/board-api';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { NativeSelect } from '../ui/native-select';
import { Textarea } from '../ui/textarea';
import { tableLabel } from './format-order';
import { OrderPadLines, PadSubmit, PadSummary } from './order-pad-lines';
import { OrderPadMenu, OrderPadStatus } from './order-pad-menu';
import { addDish, type PadLine, toLineInputs } from './order-pad-model';

const NO_TABLE = '__none';
const OTHER_TABLE = '__other';

/**
 * "Prendre une commande" (issue 24 §3): a table, dishes from the menu served now (variants,
 * notes, quantities), a note for the kitchen; sent straight to the kitchen, marked as taken
 * by whoever sends it. One request id per order being taken: a double tap or a retry after a
 * lost answer gives the same order. Loaded on demand (staff-order-actions.tsx).
 */
export function TakeOrderDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes back when it closes (its button is outside it). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const queryClient = useQueryClient();
  const pad = useQuery({ queryKey: queryKeys.orderPad, queryFn: boardApi.orderPad, enabled: open });
  const [table, setTable] = useState('');
  const [otherTable, setOtherTable] = useState('');
  const [lines, setLines] = useState<PadLine[]>([]);
  const [note, setNote] = useState('');
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  function reset() {
    setTable('');
    setOtherTable('');
    setLines([]);
    setNote('');
    setError(null);
    setRequestId(crypto.randomUUID());
  }

  const send = useMutation({
    mutationFn: boardApi.takeOrder,
    onSuccess: (order) => {
      toast.success(STAFF_ORDER_TOASTS.taken(order.number));
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders });
      reset();
      onOpenChange(false);
    },
    onError: (failure) => setError(failure.message),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (send.isPending) return;
    const name = table === OTHER_TABLE ? otherTable.trim() : table;
    if (!name) return setError('Choisissez une table.');
    if (lines.length === 0) return setError('Ajoutez au moins un plat.');
    setError(null);
    send.mutate({
      table: name === NO_TABLE ? null : name,
      lines: toLineInputs(lines),
      ...(note.trim() && { note: note.trim() }),
      clientRequestId: requestId,
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-4xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Prendre une commande</DialogTitle>
          <DialogDescription>
            La commande part en cuisine comme celle d’un client, sur l’addition de la table.
          </DialogDescription>
        </DialogHeader>
        <OrderPadStatus pad={pad} />
        {pad.data && (
          <form noValidate onSubmit={submit} className="grid gap-5 md:grid-cols-2 md:items-start">
            <div className="grid gap-4 md:col-start-2">
              <div className="grid gap-1">
                <Label htmlFor={`${id}-table`}>Table</Label>
                <NativeSelect
                  id={`${id}-table`}
                  value={table}
                  onChange={(event) => setTable(event.target.value)}
                >
                  <option value="">Choisissez une table</option>
                  {pad.data.tables.map((name) => (
                    <option key={name} value={name}>
                      {tableLabel(name)}
                    </option>
                  ))}
                  <option value={NO_TABLE}>{NO_TABLE_LABEL}</option>
                  <option value={OTHER_TABLE}>Autre…</option>
                </NativeSelect>
              </div>
              {table === OTHER_TABLE && (
                <div className="grid gap-1">
                  <Label htmlFor={`${id}-other`}>Nom de la table</Label>
                  <Input
                    id={`${id}-other`}
                    value={otherTable}
                    maxLength={40}
                    placeholder="Ex. : Comptoir"
                    onChange={(event) => setOtherTable(event.target.value)}
                  />
                </div>
              )}
            </div>
            {/* A phone reads the menu between the table and the lines; a tablet beside them. */}
            <div className="md:col-start-1 md:row-span-2 md:row-start-1">
              <OrderPadMenu
                pad={pad.data}
                onAdd={(dish, variantId) =>
                  setLines((current) => addDish(current, dish, variantId))
                }
              />
              <PadSummary lines={lines} />
            </div>
            <div className="grid gap-4 md:col-start-2">
              <OrderPadLines lines={lines} onChange={setLines} />
              <div className="grid gap-1">
                <Label htmlFor={`${id}-note`}>Remarque pour la cuisine (facultatif)</Label>
                <Textarea
                  id={`${id}-note`}
                  className="min-h-16"
                  value={note}
                  maxLength={200}
                  onChange={(event) => setNote(event.target.value)}
                />
              </div>
              <PadSubmit error={error} isPending={send.isPending}>
                Envoyer en cuisine
              </PadSubmit>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
