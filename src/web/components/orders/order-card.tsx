import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatCents } from '../../../domain/menu/price';
import type { Order, OrderStatus } from '../../../domain/orders/order-schema';
import {
  NEXT_ACTION_LABELS,
  NEXT_STATUS,
  STATUS_LABELS,
  STATUS_TOASTS,
} from '../../../domain/orders/order-status';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { CancelOrderDialog } from './cancel-order-dialog';
import { formatOrderTime, tableLabel } from './format-order';

const BADGE: Record<OrderStatus, 'muted' | 'accent' | 'success' | 'warning' | 'default'> = {
  pending: 'muted',
  preparing: 'accent',
  ready: 'success',
  completed: 'default',
  cancelled: 'warning',
};

/**
 * One order as the kitchen reads it: number, time, table, French dish names with notes, total,
 * and one large button to move it on (wet hands, a tablet at arm's length).
 */
export function OrderCard({ order }: { order: Order }) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (status: OrderStatus) => api.changeOrderStatus(order.id, status),
    onSuccess: (updated) => toast.success(STATUS_TOASTS[updated.status]),
    // A failed cancellation is shown in its confirmation dialog, which stays open.
    onError: (error, status) => {
      if (status !== 'cancelled') toast.error('Erreur', { description: error.message });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
  });
  const next = NEXT_STATUS[order.status];
  const canCancel = order.status !== 'completed' && order.status !== 'cancelled';
  const titleId = `order-${order.id}`;

  return (
    <Card className="grid gap-4 p-4" role="article" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <h2 id={titleId} className="text-xl font-bold">
            n° {order.number} · {tableLabel(order.table)}
          </h2>
          <p className="text-sm text-muted-foreground">{formatOrderTime(order.createdAt)}</p>
        </div>
        <Badge variant={BADGE[order.status]}>{STATUS_LABELS[order.status]}</Badge>
      </div>
      <table className="w-full text-left text-base">
        <thead className="sr-only">
          <tr>
            <th>Plat</th>
            <th>Quantité</th>
            <th>Prix</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            // The lines of an order never change or move: their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={index} className="border-t border-border align-top">
              <td className="py-2 pr-2">
                <span className="font-medium">{line.name}</span>
                {line.note && (
                  <span className="block text-sm text-muted-foreground">« {line.note} »</span>
                )}
              </td>
              <td className="py-2 pr-2 text-right font-semibold tabular-nums">× {line.quantity}</td>
              <td className="py-2 text-right tabular-nums">
                {formatCents(line.unitPriceCents * line.quantity)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-border font-bold">
            <td className="py-2" colSpan={2}>
              Total
            </td>
            <td className="py-2 text-right tabular-nums">{formatCents(order.totalCents)}</td>
          </tr>
        </tfoot>
      </table>
      {(next || canCancel) && (
        <div className="flex flex-wrap gap-2">
          {next && (
            <Button
              size="lg"
              className="flex-1"
              disabled={change.isPending}
              onClick={() => change.mutate(next)}
            >
              {NEXT_ACTION_LABELS[order.status]}
            </Button>
          )}
          {canCancel && (
            <CancelOrderDialog
              orderNumber={order.number}
              isDisabled={change.isPending}
              onConfirm={async () => {
                await change.mutateAsync('cancelled');
              }}
            />
          )}
        </div>
      )}
    </Card>
  );
}
