import { TAB_LABELS } from '../../../domain/orders/order-messages';
import type { Order } from '../../../domain/orders/order-schema';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs';
import { ACTIVE_STATUSES, type BoardView, ordersInTab } from './board-model';
import { OrderList } from './order-list';

/**
 * A tablet's board (from 768 px): the active orders side by side by status, so that a card
 * moved on stays on screen, one column to the right; the done ones under their own tab.
 */
export function BoardColumns({
  orders,
  view,
  onViewChange,
  onMoved,
}: {
  orders: readonly Order[];
  view: BoardView;
  onViewChange: (view: BoardView) => void;
  onMoved: (order: Order) => void;
}) {
  const done = ordersInTab(orders, 'completed');
  const activeCount = orders.length - done.length;
  return (
    <Tabs value={view} onValueChange={(value) => onViewChange(value as BoardView)}>
      <TabsList aria-label="Commandes en cours ou terminées">
        <TabsTrigger value="active" className="text-base">
          En cours ({activeCount})
        </TabsTrigger>
        <TabsTrigger value="done" className="text-base">
          {TAB_LABELS.completed} ({done.length})
        </TabsTrigger>
      </TabsList>
      <TabsContent value="active" className="mt-4">
        <div className="grid grid-cols-3 items-start gap-3 lg:gap-4">
          {ACTIVE_STATUSES.map((status) => {
            const inColumn = ordersInTab(orders, status);
            const headingId = `board-column-${status}`;
            return (
              <section
                key={status}
                aria-labelledby={headingId}
                className="grid min-w-0 content-start gap-3"
              >
                <h2 id={headingId} className="text-lg font-semibold">
                  {TAB_LABELS[status]} ({inColumn.length})
                </h2>
                <OrderList orders={inColumn} headingLevel={3} onMoved={onMoved} />
              </section>
            );
          })}
        </div>
      </TabsContent>
      <TabsContent value="done" className="mt-4">
        <OrderList orders={done} onMoved={onMoved} className="md:grid-cols-2 xl:grid-cols-3" />
      </TabsContent>
    </Tabs>
  );
}
