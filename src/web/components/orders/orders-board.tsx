import { useQuery } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useCallback, useState } from 'react';
import { ORDER_TABS, type OrderStatus } from '../../../domain/orders/order-schema';
import { TAB_LABELS } from '../../../domain/orders/order-status';
import { api } from '../../lib/api';
import type { OrderStreamEvent } from '../../lib/order-stream';
import { queryKeys } from '../../lib/query-keys';
import { LoadingState } from '../ui/loading-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs';
import { NewOrderAlert } from './new-order-alert';
import { OrderCard } from './order-card';
import { playNewOrderChime } from './order-sound';
import { useLiveOrders, useStreamState } from './use-live-orders';

/** "Terminé" also lists the cancelled orders (with their "Annulée" badge). */
const isInTab = (status: OrderStatus, tab: OrderStatus) =>
  status === tab || (tab === 'completed' && status === 'cancelled');

/**
 * The kitchen's board (spec part 2 §2 "Orders management"): one tab per status with its
 * count, fed live by the order stream; new orders chime and stay announced until "Vu".
 */
export function OrdersBoard() {
  const [tab, setTab] = useState<OrderStatus>('pending');
  const [newOrders, setNewOrders] = useState<string[]>([]);
  const orders = useQuery({ queryKey: queryKeys.orders, queryFn: () => api.listOrders() });
  const streamState = useStreamState(true);

  const onEvent = useCallback((event: OrderStreamEvent) => {
    if (event.fromStatus !== null) return;
    setNewOrders((ids) => (ids.includes(event.id) ? ids : [...ids, event.id]));
    playNewOrderChime();
  }, []);
  useLiveOrders({ isEnabled: true, onEvent });

  if (orders.isPending) return <LoadingState label="Chargement des commandes…" />;
  if (orders.isError) {
    return (
      <p role="alert" className="text-destructive">
        {orders.error.message}
      </p>
    );
  }

  const list = orders.data;
  const numbers = newOrders
    .map((id) => list.find((order) => order.id === id)?.number)
    .filter((number): number is number => number !== undefined);

  return (
    <div className="grid gap-4">
      {streamState === 'reconnecting' && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-lg border border-warning/40 bg-warning/10 px-4 py-3 font-medium"
        >
          <WifiOff aria-hidden="true" className="size-5" />
          Connexion perdue — reconnexion…
        </p>
      )}
      <NewOrderAlert newOrders={numbers} onAcknowledge={() => setNewOrders([])} />
      <Tabs value={tab} onValueChange={(value) => setTab(value as OrderStatus)}>
        <TabsList className="w-full">
          {ORDER_TABS.map((status) => {
            const count = list.filter((order) => isInTab(order.status, status)).length;
            return (
              <TabsTrigger key={status} value={status} className="flex-1 text-base">
                {TAB_LABELS[status]} ({count})
              </TabsTrigger>
            );
          })}
        </TabsList>
        {ORDER_TABS.map((status) => {
          const inTab = list.filter((order) => isInTab(order.status, status));
          return (
            <TabsContent key={status} value={status} className="mt-4">
              {inTab.length === 0 ? (
                <p className="rounded-lg border border-dashed border-border px-6 py-12 text-center text-muted-foreground">
                  Aucune commande
                </p>
              ) : (
                <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                  {inTab.map((order) => (
                    <OrderCard key={order.id} order={order} />
                  ))}
                </div>
              )}
            </TabsContent>
          );
        })}
      </Tabs>
    </div>
  );
}
