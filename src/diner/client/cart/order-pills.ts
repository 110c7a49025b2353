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
import { el } from './dom';
import type { PlacedOrder } from './send-order';
import { loadOrders, onOtherTab, saveOrders } from './storage';

const NOTIFY_ASKED = 'ardoise.notify-asked';
const DOT_TICK_MS = 500;
const RECHECK_MS = 10_000;

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
 * so (and why, when staff refused it). Fed by the order's live stream (SSE), which replays what
 * was missed after a reload.
 */
export function setupOrderPills(input: { strings: CartStrings; menuId: string }) {
  const strings = input.strings;
  const menuId = input.menuId;
  let orders = loadOrders(menuId, new Date());
  const streams = new Map<string, EventSource>();
  const pills = new Map<string, HTMLElement>();
  const region = el('div', { class: 'order-pills', 'aria-live': 'polite' });
  document.body.append(region);
  let dots = 0;
  let ticker: number | undefined;

  function commit(next: TrackedOrder[]) {
    orders = next;
    saveOrders(menuId, orders);
    render();
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
    for (const order of orders) if (!isLive(order)) stop(order.id);
    for (const id of streams.keys()) if (!orders.some((order) => order.id === id)) stop(id);
  }

  function stop(id: string) {
    streams.get(id)?.close();
    streams.delete(id);
  }

  function follow(order: TrackedOrder) {
    if (streams.has(order.id) || !isLive(order) || typeof EventSource !== 'function') return;
    const query = new URLSearchParams({ token: order.token });
    if (order.lastEventId > 0) query.set('lastEventId', String(order.lastEventId));
    const source = new EventSource(
      `/api/v1/public/orders/${encodeURIComponent(order.id)}/events?${query}`,
    );
    source.addEventListener(ORDER_STREAM_EVENT, (event) => {
      try {
        apply(JSON.parse((event as MessageEvent<string>).data) as OrderStreamEvent);
      } catch {
        // A malformed event is skipped; the next one carries the current status.
      }
    });
    // A network error reconnects by itself (with Last-Event-ID); an HTTP error closes it.
    source.addEventListener('error', () => {
      if (source.readyState !== EventSource.CLOSED) return;
      streams.delete(order.id);
      window.setTimeout(() => void recheck(order.id), RECHECK_MS);
    });
    streams.set(order.id, source);
  }

  /** After a refused stream: an order that no longer exists is forgotten, else followed again. */
  async function recheck(id: string) {
    const order = orders.find((candidate) => candidate.id === id);
    if (!order) return;
    try {
      const query = new URLSearchParams({ token: order.token });
      const response = await fetch(`/api/v1/public/orders/${encodeURIComponent(id)}?${query}`);
      if (response.status === 404) return commit(forgetOrder(orders, id));
    } catch {
      // Offline: try again later.
    }
    const current = orders.find((candidate) => candidate.id === id);
    if (current) follow(current);
  }

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
      hide.addEventListener('click', () => {
        stop(order.id);
        commit(forgetOrder(orders, order.id));
      });
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
    for (const id of [...streams.keys()]) {
      if (streams.get(id)?.readyState === EventSource.CLOSED) streams.delete(id);
    }
    render();
    for (const order of orders) follow(order);
  };
  onOtherTab(menuId, (what) => {
    if (what === 'orders') reload();
  });
  // Back from the back-forward cache: streams were closed meanwhile, storage may have moved on.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) reload();
  });

  render();
  for (const order of orders) follow(order);

  return {
    track(placed: PlacedOrder) {
      commit(trackOrder(orders, placed, new Date()));
      for (const order of orders) follow(order);
    },
  };
}
