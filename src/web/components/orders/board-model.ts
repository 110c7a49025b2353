import type { OrderStatus } from '../../../domain/orders/order-rules';
import type { Order } from '../../../domain/orders/order-schema';

/** The phone's four tabs (spec part 2 §2); "Terminé" also lists the cancelled orders. */
export type BoardTab = 'pending' | 'preparing' | 'ready' | 'completed';
/** A tablet's two views: the active orders side by side, and the done ones. */
export type BoardView = 'active' | 'done';

export const ACTIVE_STATUSES = ['pending', 'preparing', 'ready'] as const;

export function tabOf(status: OrderStatus): BoardTab {
  return status === 'cancelled' ? 'completed' : status;
}

export function viewOf(status: OrderStatus): BoardView {
  return status === 'completed' || status === 'cancelled' ? 'done' : 'active';
}

export const ordersInTab = (orders: readonly Order[], tab: BoardTab) =>
  orders.filter((order) => tabOf(order.status) === tab);

/** The orders nobody has started yet: the count in the tab's title. */
export const waitingCount = (orders: readonly Order[]) =>
  orders.filter((order) => order.status === 'pending').length;

/** "(3) Commandes": the waiting orders read from the browser's tab strip. */
export const boardTitle = (waiting: number) =>
  waiting > 0 ? `(${waiting}) Commandes` : 'Commandes';

/**
 * The numbers the "Nouvelle commande" banner announces: orders that arrived while the board was
 * open and still wait. One cancelled (or already started elsewhere) leaves the banner.
 */
export function announcedNumbers(newIds: readonly string[], orders: readonly Order[]): number[] {
  return newIds.flatMap((id) => {
    const order = orders.find((candidate) => candidate.id === id);
    return order?.status === 'pending' ? [order.number] : [];
  });
}
