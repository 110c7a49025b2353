import { useState } from 'react';
import type { Order } from '../../../domain/orders/order-schema';
import { tableLabel } from './format-order';

/**
 * Browser notifications for new orders, once the owner allowed them (asked only from a tap on
 * the board, never at load). Shown when the board is out of sight (another tab, another
 * window, the screen of another app): in sight, the banner and the chime already tell.
 */
export type NotificationPermissionState = NotificationPermission | 'unsupported';

const isSupported = () => typeof Notification !== 'undefined';

export function useNotificationPermission() {
  const [permission, setPermission] = useState<NotificationPermissionState>(() =>
    isSupported() ? Notification.permission : 'unsupported',
  );
  /** Call from a click: browsers refuse (or ignore) a request without one. */
  const request = async () => {
    if (!isSupported()) return;
    setPermission(await Notification.requestPermission());
  };
  return { permission, request };
}

export function newOrderNotification(order: Order): { title: string; body: string } {
  const items = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  return {
    title: `Nouvelle commande n° ${order.number}`,
    body: `${tableLabel(order.table)} · ${items} ${items > 1 ? 'articles' : 'article'}`,
  };
}

export function notifyNewOrder(order: Order) {
  if (!isSupported() || Notification.permission !== 'granted') return;
  if (document.visibilityState === 'visible' && document.hasFocus()) return;
  const { title, body } = newOrderNotification(order);
  const options: NotificationOptions = { body, tag: `order-${order.id}`, lang: 'fr' };
  try {
    const notification = new Notification(title, options);
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
  } catch {
    // Chrome on Android shows page notifications only through a service worker: with one
    // registered, it is used; without, the banner and the chime remain.
    void navigator.serviceWorker
      ?.getRegistration()
      .then((registration) => registration?.showNotification(title, options));
  }
}
