import { type Cart, emptyCart, parseCart } from '../../model/cart';
import { parseTrackedOrders, type TrackedOrder } from '../../model/tracked-orders';

/**
 * The cart and the followed orders live in localStorage, per menu: they survive a reload and
 * a closed tab. Storage may be refused (private browsing, quota): the cart then lasts as long
 * as the page.
 */

/** The request id of a send not yet answered, with what it was sending. */
export type PendingSend = { requestId: string; signature: string };
export type StoredCart = { cart: Cart; pending: PendingSend | null };

const cartKey = (menuId: string) => `ardoise.cart:${menuId}`;
const ordersKey = (menuId: string) => `ardoise.orders:${menuId}`;

function read(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Refused: kept in memory for this page.
  }
}

export function loadCart(menuId: string): StoredCart {
  const raw = read(cartKey(menuId)) as { pending?: Partial<PendingSend> } | null;
  const pending = raw?.pending;
  return {
    cart: raw ? parseCart(raw) : emptyCart(),
    pending:
      typeof pending?.requestId === 'string' && typeof pending.signature === 'string'
        ? { requestId: pending.requestId, signature: pending.signature }
        : null,
  };
}

export function saveCart(menuId: string, stored: StoredCart) {
  const isEmpty = stored.cart.lines.length === 0 && !stored.pending;
  write(cartKey(menuId), isEmpty ? null : { lines: stored.cart.lines, pending: stored.pending });
}

export const loadOrders = (menuId: string, now: Date) =>
  parseTrackedOrders(read(ordersKey(menuId)), now);

export function saveOrders(menuId: string, orders: readonly TrackedOrder[]) {
  write(ordersKey(menuId), orders.length === 0 ? null : orders);
}

/** Another tab of the same menu changed the cart or the orders. */
export function onOtherTab(menuId: string, listener: (what: 'cart' | 'orders') => void) {
  window.addEventListener('storage', (event) => {
    if (event.key === cartKey(menuId)) listener('cart');
    else if (event.key === ordersKey(menuId)) listener('orders');
  });
}
