import { ORDER_GONE_EVENT } from '../../../domain/diner-events/diner-events-rules';
import { type CartStrings, REFUSAL_STRING_KEYS } from '../../../domain/i18n/diner/cart-strings';
import { fillTemplate } from '../../../domain/i18n/fill-template';
import { ORDER_STREAM_EVENT, type OrderStreamEvent } from '../../../domain/orders/order-events';
import {
  applyEvent,
  forgetOrder,
  isLive,
  type TrackedOrder,
  trackOrder,
} from '../../model/tracked-orders';
import { livePage } from '../live-page';
import { el } from './dom';
import type { PlacedOrder } from './send-order';
import { loadOrders, onOtherTab, saveOrders } from './storage';

const NOTIFY_ASKED = 'ardoise.notify-asked';
const DOT_TICK_MS = 500;

/** Spec: permission is asked at the first order (a tap on "Send"), never before, never again. */
export function askNotificationPermission() {
  if (typeof Notification !== 'function' || Notification.permission !== 'default') return;
  try {
    if (localStorage.getItem(NOTIFY_ASKED)) return;
    localStorage.setItem(NOTIFY_ASKED, '1');
    // Older Safari answers through a callback and returns nothing.
    Notification.requestPermission()?.catch(() => {});
  } catch {
    // No storage, or no prompt in this browser: the pill still turns green.
  }
}

/**
 * What a pill says: its status, or that it waits for staff to accept it, or why staff refused
 * it (issue 24 §3); and whether staff changed its lines.
 */
function pillText(order: TrackedOrder, strings: CartStrings): string {
  let text = strings[order.status as 'pending'] ?? '';
  if (order.refusal) {
    text = fillTemplate(strings.refused, { reason: strings[REFUSAL_STRING_KEYS[order.refusal]] });
  } else if (order.isAwaitingValidation) {
    text = strings.awaitingValidation;
  }
  return order.isChanged && order.status !== 'cancelled'
    ? `${text} · ${strings.changedByStaff}`
    : text;
}

/**
 * The status pills of the diner's orders (spec part 2 §2): "En attente" grey, preparing blue
 * with dots ticking every 500 ms, "Prêt!" green, gone once completed; a cancelled order says
 * so (and why, when staff refused it). Fed by the page's one live stream (live-page.ts), which
 * replays what was missed after a reload or a reconnect.
 */
export function setupOrderPills(input: { strings: CartStrings; menuId: string }) {
  const strings = input.strings;
  const menuId = input.menuId;
  let orders = loadOrders(menuId, new Date());
  const live = livePage();
  const pills = new Map<string, HTMLElement>();
  const region = el('div', { class: 'order-pills', 'aria-live': 'polite' });
  document.body.append(region);
  let dots = 0;
  let ticker: number | undefined;

  function commit(next: TrackedOrder[]) {
    orders = next;
    saveOrders(menuId, orders);
    render();
    follow();
  }

  /** The page's stream follows the orders that can still change, from their last event. */
  function follow() {
    live?.setOrders(
      orders
        .filter(isLive)
        .map((order) => ({ id: order.id, token: order.token, since: order.lastEventId })),
    );
  }

  function notifyReady(order: TrackedOrder) {
    if (typeof Notification !== 'function' || Notification.permission !== 'granted') return;
    try {
      new Notification(strings.readyNotification, {
        tag: `ardoise-${order.id}`,
        lang: document.documentElement.lang,
        body: fillTemplate(strings.orderNumber, { n: order.number }),
      });
    } catch {
      // Chrome on Android shows notifications only from a service worker: the pill is enough.
    }
  }

  function apply(event: OrderStreamEvent) {
    const result = applyEvent(orders, event);
    if (result.becameReady) notifyReady(result.becameReady);
    commit(result.orders);
  }

  live?.on(ORDER_STREAM_EVENT, (data) => apply(data as OrderStreamEvent));
  // An order the server no longer has (kept 90 days), or not this page's: forgotten.
  live?.on(ORDER_GONE_EVENT, (data) => {
    const id = (data as { id?: unknown } | null)?.id;
    if (typeof id === 'string') commit(forgetOrder(orders, id));
  });

  function pillFor(order: TrackedOrder): HTMLElement {
    let pill = pills.get(order.id);
    if (!pill) {
      pill = el(
        'div',
        { class: 'pill' },
        el('span', { class: 'pill-num' }, fillTemplate(strings.orderNumber, { n: order.number })),
        el('span', { class: 'pill-text' }),
        el('span', { class: 'pill-dots', 'aria-hidden': 'true' }),
      );
      const hide = el('button', {
        type: 'button',
        class: 'pill-hide',
        'aria-label': `${strings.hide} – ${fillTemplate(strings.orderNumber, { n: order.number })}`,
      });
      hide.textContent = '×';
      hide.addEventListener('click', () => commit(forgetOrder(orders, order.id)));
      pill.append(hide);
      pills.set(order.id, pill);
    }
    return pill;
  }

  function render() {
    for (const id of [...pills.keys()]) {
      if (!orders.some((order) => order.id === id)) {
        pills.get(id)?.remove();
        pills.delete(id);
      }
    }
    for (const order of orders) {
      const pill = pillFor(order);
      const said = pillText(order, strings);
      if (pill.dataset.status !== order.status || pill.dataset.said !== said) {
        pill.dataset.status = order.status;
        pill.dataset.said = said;
        pill.className = `pill pill-${order.status}${order.isAwaitingValidation ? ' pill-awaiting' : ''}`;
        const text = pill.querySelector('.pill-text');
        if (text) text.textContent = said;
        const dotsOf = pill.querySelector('.pill-dots');
        if (dotsOf) dotsOf.textContent = '';
        const hide = pill.querySelector<HTMLElement>('.pill-hide');
        if (hide) hide.hidden = order.status === 'pending' || order.status === 'preparing';
      }
      if (pill.parentElement !== region) region.append(pill);
    }
    const isPreparing = orders.some((order) => order.status === 'preparing');
    if (isPreparing && ticker === undefined) {
      ticker = window.setInterval(tick, DOT_TICK_MS);
      tick();
    } else if (!isPreparing && ticker !== undefined) {
      window.clearInterval(ticker);
      ticker = undefined;
    }
  }

  /** Spec: the preparing dots tick every 500 ms. */
  function tick() {
    dots = (dots % 3) + 1;
    for (const pill of region.querySelectorAll('.pill-preparing .pill-dots')) {
      pill.textContent = '.'.repeat(dots);
    }
  }

  const reload = () => {
    orders = loadOrders(menuId, new Date());
    render();
    follow();
  };
  onOtherTab(menuId, (what) => {
    if (what === 'orders') reload();
  });
  // Back from the back-forward cache: storage may have moved on (live-page.ts reopens).
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) reload();
  });

  render();
  follow();

  return {
    track(placed: PlacedOrder) {
      commit(trackOrder(orders, placed, new Date()));
    },
  };
}
