import type { CartStrings } from '../../../domain/i18n/diner/cart-strings';
import { fillTemplate } from '../../../domain/i18n/fill-template';
import {
  addDish,
  type Cart,
  cartSignature,
  decrease,
  increase,
  itemCount,
  lineKey,
  reconcile,
  removeLine,
  setNote,
} from '../../model/cart';
import { newRequestId } from '../request-id';
import { createCartPanel, type PanelState } from './cart-panel';
import { cartIcon, el } from './dom';
import { askNotificationPermission, setupOrderPills } from './order-pills';
import { type Orderable, readOrderables } from './orderables';
import { fetchCurrentPage, findGoneLines, type SendError, sendOrder } from './send-order';
import { loadCart, onOtherTab, type PendingSend, saveCart } from './storage';

/** Spec part 2 §4: the add-to-cart animation lasts 300 ms. */
const BUMP_MS = 300;

/** The cart of a Premium menu: add buttons, floating button, panel, sending, status pills. */
export function setupCart(mount: HTMLElement) {
  const strings = JSON.parse(mount.dataset.strings ?? '{}') as CartStrings;
  const menuId = mount.dataset.menuId ?? '';
  const dishes = readOrderables(document);
  const stored = loadCart(menuId);
  let cart: Cart = reconcile(stored.cart, dishes).cart;
  let pending: PendingSend | null = stored.pending;
  let isOrderingOpen = mount.dataset.open === 'true';
  // The table is the server's (docs/decisions/011-table-codes.md): the page's code goes with
  // the order; without one, the order is a take-away one if the owner takes those.
  const tableToken = mount.dataset.tableToken;
  const isTakeAwayOn = mount.dataset.takeAway === 'true';
  let tableProblem: 'tableRequired' | 'tableCodeInvalid' | null = null;
  if (mount.dataset.tableCodeInvalid === 'true' && !isTakeAwayOn) tableProblem = 'tableCodeInvalid';
  else if (!tableToken && !isTakeAwayOn) tableProblem = 'tableRequired';
  const destination = mount.dataset.tableLabel ?? (isTakeAwayOn ? strings.noTable : '');
  const canOrder = () => isOrderingOpen && tableProblem === null;
  let isSending = false;
  let error = '';

  const status = el('p', { class: 'sr-only', role: 'status' });
  const count = el('span', { class: 'cart-count', 'aria-hidden': 'true' });
  const fab = el('button', { type: 'button', class: 'cart-fab', 'aria-haspopup': 'dialog' });
  fab.append(cartIcon(), count);
  mount.append(status, fab);
  const pills = setupOrderPills({ strings, menuId });
  const panel = createCartPanel(
    strings,
    {
      increase: (key) => change(increase(cart, key), key),
      decrease: (key) => change(decrease(cart, key), key),
      remove: (key) => change(removeLine(cart, key)),
      note: (key, note) => change(setNote(cart, key, note)),
      send: () => void send(),
    },
    {
      // The table can pay its tab ("L'addition", tab-controller.ts): the payment line points there.
      hasTabPointer: document.querySelector('#tab[data-payments]') !== null,
    },
  );
  fab.addEventListener('click', () => panel.dialog.showModal());
  panel.dialog.addEventListener('close', () => fab.focus());

  const addButtons: HTMLButtonElement[] = [];
  /** "+ Ajouter", or "+ Verre 12 cl" for each variant of a dish that has some. */
  const addButton = (dish: Orderable, className: string) => {
    const button = el('button', {
      type: 'button',
      class: className,
      'aria-label': fillTemplate(strings.addLabel, { name: dish.name }),
    });
    button.textContent = `+ ${dish.variantName ?? strings.add}`;
    button.dataset.dish = dish.dishId;
    button.disabled = isSoldOut(dish.dishId);
    button.addEventListener('click', () => add(dish, button));
    addButtons.push(button);
    return button;
  };
  for (const dish of dishes.values()) {
    const button = addButton(dish, 'add-dish');
    if (!dish.variantId) {
      dish.card.append(button);
      continue;
    }
    let row = dish.card.querySelector('.add-variants');
    if (!row) row = dish.card.appendChild(el('div', { class: 'add-variants' }));
    row.append(button);
  }
  const choicesOf = (card: HTMLElement) => [...dishes.values()].filter((d) => d.card === card);
  document.documentElement.classList.add('can-order');
  // The dish sheet (dish-sheet.ts) tells which card it shows: the sheet gets its own button.
  document.addEventListener('ardoise:sheet', (event) => {
    // No destructuring in the diner scripts: esbuild cannot lower it for Safari 14.
    const detail = (event as CustomEvent<{ card: HTMLElement; body: HTMLElement }>).detail;
    if (!canOrder()) return;
    for (const dish of choicesOf(detail.card)) {
      detail.body.append(addButton(dish, 'btn add-sheet'));
    }
  });

  /** Marked "Épuisé" (by the server's page, or live by live-availability.ts), variants too. */
  function isSoldOut(dishId: string) {
    return document.getElementById(`d-${dishId}`)?.hasAttribute('data-sold-out') ?? false;
  }
  document.addEventListener('ardoise:availability', () => render());

  function add(dish: Orderable, button: HTMLButtonElement) {
    if (isSoldOut(dish.dishId)) return;
    const line = { dishId: dish.dishId, name: dish.name, unitCents: dish.unitCents };
    change(addDish(cart, dish.variantId ? { ...line, variantId: dish.variantId } : line));
    say(fillTemplate(strings.added, { name: dish.name }));
    // Counted by the audience beacon (audience-beacon.ts): the dish, never the diner.
    document.dispatchEvent(
      new CustomEvent('ardoise:cart-added', { detail: { dishId: dish.dishId } }),
    );
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
    const line = announced && cart.lines.find((candidate) => lineKey(candidate) === announced);
    if (line) say(fillTemplate(strings.quantity, { name: line.name, n: line.quantity }));
  }

  function render() {
    const items = itemCount(cart);
    count.textContent = String(items);
    count.hidden = items === 0;
    fab.setAttribute('aria-label', fillTemplate(strings.openCart, { n: items }));
    fab.hidden = !canOrder() && items === 0;
    for (const button of addButtons) {
      button.hidden = !canOrder();
      button.disabled = isSoldOut(button.dataset.dish ?? '');
    }
    const notice = !isOrderingOpen
      ? strings.orderingClosed
      : tableProblem
        ? strings[tableProblem]
        : '';
    const state: PanelState = { cart, destination, canOrder: canOrder(), notice, isSending, error };
    panel.render(state);
  }

  const ERRORS: Record<Exclude<SendError, 'unavailable' | 'pricesChanged'>, string> = {
    network: strings.network,
    closed: strings.orderingClosed,
    tooMany: strings.tooMany,
    notTaking: strings.notTaking,
    tableRequired: strings.tableRequired,
    tableCodeInvalid: strings.tableCodeInvalid,
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
      tableToken,
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
      // "À la commande": the kitchen sees the order once it is paid; the tab (tab-controller.ts)
      // opens with its lines chosen.
      if (result.order.awaitingPayment) {
        document.dispatchEvent(
          new CustomEvent('ardoise:pay-order', { detail: { orderId: result.order.id } }),
        );
      }
      return;
    }
    if (result.error === 'closed') isOrderingOpen = false;
    // The code was regenerated (or the table removed) while the page was open.
    if (result.error === 'tableRequired' || result.error === 'tableCodeInvalid') {
      tableProblem = result.error;
    }
    if (result.error === 'unavailable') {
      const gone = await findGoneLines(sent);
      const goneKeys = new Set(gone.map(lineKey));
      cart = { lines: cart.lines.filter((line) => !goneKeys.has(lineKey(line))) };
      saveCart(menuId, { cart, pending });
      error = gone.length
        ? fillTemplate(strings.unavailable, { names: gone.map((line) => line.name).join(', ') })
        : strings.unavailableUnknown;
    } else if (result.error === 'pricesChanged') {
      // The cart takes the prices the server renders now; the diner checks and sends again.
      const page = await fetchCurrentPage();
      if (page) cart = reconcile(cart, readOrderables(page)).cart;
      saveCart(menuId, { cart, pending });
      error = strings.pricesChanged;
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
