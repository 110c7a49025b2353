import type { CartStrings } from '../../../domain/i18n/diner/cart-strings';
import {
  addDish,
  type Cart,
  cartSignature,
  type DishOnPage,
  decrease,
  fill,
  increase,
  itemCount,
  reconcile,
  removeLine,
  setNote,
} from '../../model/cart';
import { currentTable } from '../table-memory';
import { createCartPanel, type PanelState } from './cart-panel';
import { cartIcon, el } from './dom';
import { askNotificationPermission, setupOrderPills } from './order-pills';
import { findGoneLines, type SendError, sendOrder } from './send-order';
import { loadCart, newRequestId, onOtherTab, type PendingSend, saveCart } from './storage';

/** Spec part 2 §4: the add-to-cart animation lasts 300 ms. */
const BUMP_MS = 300;

/** The dishes of the page that can be ordered (the server gave them a price in cents). */
function readDishes(): Map<string, DishOnPage & { card: HTMLElement }> {
  const dishes = new Map<string, DishOnPage & { card: HTMLElement }>();
  for (const card of document.querySelectorAll<HTMLElement>('li.dish[data-cents]')) {
    const unitCents = Number(card.dataset.cents);
    const dishId = card.id.slice(2);
    if (!dishId || !Number.isSafeInteger(unitCents)) continue;
    const name = card.querySelector('.dish-name')?.textContent ?? '';
    dishes.set(dishId, { dishId, name, unitCents, card });
  }
  return dishes;
}

/** The cart of a Premium menu: add buttons, floating button, panel, sending, status pills. */
export function setupCart(mount: HTMLElement) {
  const strings = JSON.parse(mount.dataset.strings ?? '{}') as CartStrings;
  const menuId = mount.dataset.menuId ?? '';
  const dishes = readDishes();
  const stored = loadCart(menuId);
  let cart: Cart = reconcile(stored.cart, dishes).cart;
  let pending: PendingSend | null = stored.pending;
  let isOrderingOpen = mount.dataset.open === 'true';
  let isSending = false;
  let error = '';

  const status = el('p', { class: 'sr-only', role: 'status' });
  const count = el('span', { class: 'cart-count', 'aria-hidden': 'true' });
  const fab = el('button', { type: 'button', class: 'cart-fab', 'aria-haspopup': 'dialog' });
  fab.append(cartIcon(), count);
  mount.append(status, fab);
  const pills = setupOrderPills({ strings, menuId });
  const panel = createCartPanel(strings, {
    increase: (dishId) => change(increase(cart, dishId), dishId),
    decrease: (dishId) => change(decrease(cart, dishId), dishId),
    remove: (dishId) => change(removeLine(cart, dishId)),
    note: (dishId, note) => change(setNote(cart, dishId, note)),
    send: () => void send(),
  });
  fab.addEventListener('click', () => panel.dialog.showModal());
  panel.dialog.addEventListener('close', () => fab.focus());

  const addButtons: HTMLButtonElement[] = [];
  const addButton = (dish: DishOnPage, className: string) => {
    const button = el('button', {
      type: 'button',
      class: className,
      'aria-label': fill(strings.addLabel, { name: dish.name }),
    });
    button.textContent = `+ ${strings.add}`;
    button.dataset.dish = dish.dishId;
    button.disabled = isSoldOut(dish.dishId);
    button.addEventListener('click', () => add(dish, button));
    addButtons.push(button);
    return button;
  };
  for (const dish of dishes.values()) dish.card.append(addButton(dish, 'add-dish'));
  document.documentElement.classList.add('can-order');
  // The dish sheet (dish-sheet.ts) tells which card it shows: the sheet gets its own button.
  document.addEventListener('ardoise:sheet', (event) => {
    // No destructuring in the diner scripts: esbuild cannot lower it for Safari 14.
    const detail = (event as CustomEvent<{ card: HTMLElement; body: HTMLElement }>).detail;
    const dish = dishes.get(detail.card.id.slice(2));
    if (dish && isOrderingOpen) detail.body.append(addButton(dish, 'btn add-sheet'));
  });

  /** Marked "Épuisé" (by the server's page, or live by live-availability.ts). */
  function isSoldOut(dishId: string) {
    return dishes.get(dishId)?.card.hasAttribute('data-sold-out') ?? false;
  }
  document.addEventListener('ardoise:availability', () => render());

  function add(dish: DishOnPage, button: HTMLButtonElement) {
    if (isSoldOut(dish.dishId)) return;
    change(addDish(cart, dish));
    say(fill(strings.added, { name: dish.name }));
    for (const target of [fab, button]) {
      target.classList.add('bump');
      window.setTimeout(() => target.classList.remove('bump'), BUMP_MS);
    }
    button.closest('dialog')?.close();
  }

  function say(message: string) {
    status.textContent = message;
  }

  function change(next: Cart, announced?: string) {
    cart = next;
    error = '';
    saveCart(menuId, { cart, pending });
    render();
    const line = announced && cart.lines.find((candidate) => candidate.dishId === announced);
    if (line) say(fill(strings.quantity, { name: line.name, n: line.quantity }));
  }

  function render() {
    const items = itemCount(cart);
    count.textContent = String(items);
    count.hidden = items === 0;
    fab.setAttribute('aria-label', fill(strings.openCart, { n: items }));
    fab.hidden = !isOrderingOpen && items === 0;
    for (const button of addButtons) {
      button.hidden = !isOrderingOpen;
      button.disabled = isSoldOut(button.dataset.dish ?? '');
    }
    const state: PanelState = { cart, table: currentTable(), isOrderingOpen, isSending, error };
    panel.render(state);
  }

  const ERRORS: Record<Exclude<SendError, 'unavailable'>, string> = {
    network: strings.network,
    closed: strings.orderingClosed,
    tooMany: strings.tooMany,
    notTaking: strings.notTaking,
    failed: strings.failed,
  };

  async function send() {
    if (isSending || cart.lines.length === 0) return;
    askNotificationPermission();
    const signature = cartSignature(cart);
    // The same cart sent again (a retry, a double tap, after a reload) keeps its request id.
    if (pending?.signature !== signature) pending = { requestId: newRequestId(), signature };
    saveCart(menuId, { cart, pending });
    isSending = true;
    error = '';
    render();
    const sent = cart;
    const result = await sendOrder({
      menuId,
      table: currentTable(),
      language: document.documentElement.lang,
      cart: sent,
      requestId: pending.requestId,
    });
    isSending = false;
    if (result.ok) {
      cart = { lines: [] };
      pending = null;
      saveCart(menuId, { cart, pending });
      pills.track(result.order);
      render();
      panel.dialog.close();
      say(strings.sent);
      return;
    }
    if (result.error === 'closed') isOrderingOpen = false;
    if (result.error === 'unavailable') {
      const gone = await findGoneLines(sent);
      const goneIds = new Set(gone.map((line) => line.dishId));
      cart = { lines: cart.lines.filter((line) => !goneIds.has(line.dishId)) };
      saveCart(menuId, { cart, pending });
      error = gone.length
        ? fill(strings.unavailable, { names: gone.map((line) => line.name).join(', ') })
        : strings.unavailableUnknown;
    } else {
      error = ERRORS[result.error];
    }
    render();
  }

  const reload = () => {
    if (isSending) return;
    const latest = loadCart(menuId);
    cart = reconcile(latest.cart, dishes).cart;
    pending = latest.pending;
    render();
  };
  onOtherTab(menuId, (what) => {
    if (what === 'cart') reload();
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) reload();
  });

  saveCart(menuId, { cart, pending });
  render();
}
