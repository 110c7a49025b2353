import { TAB_LABELS } from '../../../domain/orders/order-messages';
import { ORDER_TABS } from '../../../domain/orders/order-rules';
import type { Order } from '../../../domain/orders/order-schema';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs';
import { type BoardTab, ordersInTab } from './board-model';
import { OrderList } from './order-list';

/** A phone's board: one tab per status with its count (spec part 2 §2 "Orders management"). */
export function BoardTabs({
  orders,
  tab,
  onTabChange,
  onMoved,
}: {
  orders: readonly Order[];
  tab: BoardTab;
  onTabChange: (tab: BoardTab) => void;
  onMoved: (order: Order) => void;
}) {
  return (
    <Tabs value={tab} onValueChange={(value) => onTabChange(value as BoardTab)}>
      <TabsList className="gap-0.5">
        {ORDER_TABS.map((status) => (
          <TabsTrigger key={status} value={status} className="px-1 text-sm">
            {TAB_LABELS[status]} ({ordersInTab(orders, status).length})
          </TabsTrigger>
        ))}
      </TabsList>
      {ORDER_TABS.map((status) => (
        <TabsContent key={status} value={status} className="mt-4">
          <OrderList orders={ordersInTab(orders, status)} onMoved={onMoved} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
