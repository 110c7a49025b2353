import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatCents } from '../../../domain/menu/format-cents';
import {
  NEXT_ACTION_LABELS,
  STATUS_LABELS,
  STATUS_TOASTS,
} from '../../../domain/orders/order-messages';
import { NEXT_STATUS, type OrderStatus } from '../../../domain/orders/order-rules';
import type { Order } from '../../../domain/orders/order-schema';
import { api } from '../../lib/api';
import { cn } from '../../lib/cn';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { PrintTicketButton } from '../tickets/print-ticket-button';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { CancelOrderDialog } from './cancel-order-dialog';
import { formatOrderTime, tableLabel } from './format-order';

/** The price column, from a card 16 rem wide; narrower, the price sits under the quantity. */
const WIDE_ONLY = 'hidden @min-[16rem]:table-cell';

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
export function OrderCard({
  order,
  headingLevel = 2,
  onMoved,
}: {
  order: Order;
  /** 3 inside a board column, under the column's own heading. */
  headingLevel?: 2 | 3;
  /** Told once the server moved the order (the board says where it went). */
  onMoved?: (order: Order) => void;
}) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (status: OrderStatus) => api.changeOrderStatus(order.id, status),
    onSuccess: (updated) => {
      toast.success(STATUS_TOASTS[updated.status]);
      onMoved?.(updated);
    },
    // A failed cancellation is shown in its confirmation dialog, which stays open.
    onError: (error, status) => {
      if (status !== 'cancelled') toast.error('Erreur', { description: error.message });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
  });
  const next = NEXT_STATUS[order.status];
  const canCancel = order.status !== 'completed' && order.status !== 'cancelled';
  const titleId = `order-${order.id}`;
  const Heading = `h${headingLevel}` as const;

  return (
    <Card
      className="grid min-w-0 gap-4 p-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
      role="article"
      aria-labelledby={titleId}
      // Focused by the board when the card moves under a keyboard user's fingers.
      tabIndex={-1}
      data-order-id={order.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <Heading id={titleId} className="text-xl font-bold break-words">
            n° {order.number} · {tableLabel(order.table)}
          </Heading>
          <p className="text-sm text-muted-foreground">{formatOrderTime(order.createdAt)}</p>
        </div>
        <div className="flex items-center gap-2">
          <Badge variant={BADGE[order.status]}>{STATUS_LABELS[order.status]}</Badge>
          <PrintTicketButton order={order} />
        </div>
      </div>
      {/* A narrow card (a tablet's column) shows each price under its quantity, so that the
          dish name keeps the width: a container query on the card's own width. */}
      <div className="@container">
        <table className="w-full text-left text-base">
          <thead className="sr-only">
            <tr>
              <th>Plat</th>
              <th>Quantité</th>
              <th className={WIDE_ONLY}>Prix</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line, index) => {
              const price = formatCents(line.unitPriceCents * line.quantity);
              return (
                // The lines of an order never change or move: their position is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <tr key={index} className="border-t border-border align-top">
                  <td className="py-2 pr-2 [overflow-wrap:anywhere]">
                    <span className="font-medium">{line.name}</span>
                    {line.note && (
                      <span className="block text-sm text-muted-foreground">« {line.note} »</span>
                    )}
                  </td>
                  <td className="py-2 pr-2 text-right tabular-nums @min-[16rem]:pr-3">
                    {/* One line always: "× 1" broken after the sign reads as two numbers. */}
                    <span className="font-semibold whitespace-nowrap">× {line.quantity}</span>
                    <span className="block whitespace-nowrap @min-[16rem]:hidden">{price}</span>
                  </td>
                  <td className={cn('py-2 text-right whitespace-nowrap tabular-nums', WIDE_ONLY)}>
                    {price}
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-border font-bold">
              <td className="py-2" colSpan={3}>
                <span className="flex justify-between gap-2">
                  Total
                  <span className="whitespace-nowrap tabular-nums">
                    {formatCents(order.totalCents)}
                  </span>
                </span>
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {(next || canCancel) && (
        <div className="flex flex-wrap gap-2">
          {next && (
            <Button
              size="lg"
              // Beside "Annuler" when the card is wide enough, above it in a narrow column.
              className="grow basis-56 px-4"
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
