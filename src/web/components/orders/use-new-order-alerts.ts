import { useCallback, useEffect, useRef, useState } from 'react';
import type { OrderStreamEvent } from '../../../domain/orders/order-events';
import type { Order } from '../../../domain/orders/order-schema';
import { announcedNumbers } from './board-model';
import { notifyNewOrder } from './order-notification';
import { playNewOrderChime } from './order-sound';
import { useLiveOrders } from './use-live-orders';

/**
 * New orders while the board is open: the chime at once, then (once the order is read) the
 * banner's numbers and, out of sight, a browser notification, one per order.
 */
export function useNewOrderAlerts(orders: readonly Order[] | undefined) {
  const [newIds, setNewIds] = useState<string[]>([]);
  const notified = useRef(new Set<string>());

  const onEvent = useCallback((event: OrderStreamEvent) => {
    if (event.fromStatus !== null) return;
    setNewIds((ids) => (ids.includes(event.id) ? ids : [...ids, event.id]));
    playNewOrderChime();
  }, []);
  useLiveOrders({ isEnabled: true, onEvent });

  useEffect(() => {
    for (const id of newIds) {
      const order = orders?.find((candidate) => candidate.id === id);
      if (!order || notified.current.has(id)) continue;
      notified.current.add(id);
      notifyNewOrder(order);
    }
  }, [newIds, orders]);

  return {
    numbers: announcedNumbers(newIds, orders ?? []),
    acknowledge: useCallback(() => setNewIds([]), []),
  };
}
