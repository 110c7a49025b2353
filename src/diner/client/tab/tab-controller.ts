import type { TabStrings } from '../../../domain/i18n/diner/tab-strings';
import { fillTemplate } from '../../../domain/i18n/fill-template';
import {
  abandonedPayment,
  type DinerTab,
  type PendingPayment,
  parsePendingPayment,
  payableCents,
  paymentSignature,
  paymentTokenOf,
  requestIdFor,
} from '../../model/tab';
import { el } from '../cart/dom';
import { newRequestId } from '../request-id';
import { recall, remember } from '../session-memory';
import { createPayForm, type Prepared } from './pay-form';
import { cancelPayment, fetchTab, followTab, isPaymentOver, requestPayment } from './tab-api';
import { createBill } from './tab-bill';

const isShown = (element: Element | null): element is HTMLElement =>
  element instanceof HTMLElement && element.isConnected && element.getClientRects().length > 0;

/**
 * The request id of the last payment asked for at this table, kept for the visit: back from
 * Checkout (or after a reload), the same choice asks for the same payment, whose share this
 * phone already holds, instead of being refused as taken "by someone else".
 */
const pendingKey = (tableToken: string) => `ardoise.tab-payment:${tableToken}`;

const loadPending = (tableToken: string) => recall(pendingKey(tableToken), parsePendingPayment);

const savePending = (tableToken: string, pending: PendingPayment | null) =>
  remember(pendingKey(tableToken), pending);

/**
 * "L'addition" (issue 23): the button beside the table's badge (and the cart's pointer) open
 * a modal panel — focus kept inside, Escape closes, focus back where it was — with the tab,
 * live while the panel is open, and, where the restaurant takes table payments, the payment.
 */
export function setupTab(mount: HTMLElement) {
  const strings = JSON.parse(mount.dataset.strings ?? '{}') as TabStrings;
  const tableToken = mount.dataset.tableToken ?? '';
  const payments = mount.dataset.payments;
  const lang = document.documentElement.lang || 'fr';
  let tab: DinerTab | null = null;
  let hasFailed = false;
  /** Tabs applied so far: a read answered after a newer stream message is dropped. */
  let applied = 0;
  let stop: (() => void) | null = null;
  let opener: Element | null = null;
  let pending = loadPending(tableToken);
  let isPaying = false;
  /** "À la commande": the order just sent, whose lines the panel chooses once it has them. */
  let orderToPay: string | null = null;
  let isPayingOrderFirst = false;

  const title = fillTemplate(strings.title, { table: mount.dataset.tableLabel ?? '' });
  const dialog = el('dialog', { class: 'sheet tab-panel', 'aria-labelledby': 'tab-title' });
  const close = el('button', { type: 'button', class: 'btn btn-ghost' }, strings.close);
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  const status = el('p', { class: 'tab-status', role: 'status' });
  const retry = el('button', { type: 'button', class: 'btn btn-ghost' }, strings.retry);
  retry.addEventListener('click', () => void load());
  const bill = createBill(strings);
  const note = el('p', { class: 'tab-note' });
  const form = payments ? createPayForm(strings, { tips: payments === 'tips', pay }) : null;
  dialog.append(
    el(
      'div',
      { class: 'sheet-close cart-head tab-head' },
      el('h2', { id: 'tab-title' }, title),
      close,
    ),
    el('div', { class: 'sheet-body' }, status, retry, bill.root, note, form?.root),
  );
  document.body.append(dialog);

  function render() {
    status.textContent = tab ? '' : hasFailed ? strings.loadError : strings.loading;
    retry.hidden = Boolean(tab) || !hasFailed;
    bill.root.hidden = !tab;
    if (tab) bill.render(tab);
    const payable = tab ? payableCents(tab) : 0;
    const hasLines = (tab?.lines.length ?? 0) > 0;
    note.textContent = !hasLines
      ? ''
      : !payments
        ? strings.payAtCounter
        : payable === 0
          ? strings.allTaken
          : isPayingOrderFirst
            ? strings.payOrderFirst
            : '';
    note.hidden = !note.textContent;
    if (form) {
      form.root.hidden = !tab?.id || payable === 0;
      if (tab) form.setTab(tab);
    }
  }

  function apply(next: DinerTab) {
    tab = next;
    applied += 1;
    hasFailed = false;
    render();
    const prefix = `${orderToPay}.`;
    const lineIds = next.lines.filter((line) => line.id.startsWith(prefix)).map((line) => line.id);
    if (orderToPay && form && lineIds.length > 0) {
      orderToPay = null;
      isPayingOrderFirst = true;
      form.chooseLines(lineIds);
      render();
    }
  }

  async function load() {
    const before = applied;
    hasFailed = false;
    render();
    const fetched = await fetchTab(tableToken, lang);
    if (fetched && applied === before) apply(fetched);
    else if (!fetched && !tab) {
      hasFailed = true;
      render();
    }
  }

  function follow() {
    stop?.();
    stop = followTab(apply);
    void load();
  }

  function open(from: Element) {
    if (dialog.open) return;
    opener = from;
    dialog.showModal();
    follow();
  }

  // A modal dialog makes the page inert, but Tab still leaves it for the browser's own bar:
  // from the last control it goes back to the first, and the other way round.
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const controls = [...dialog.querySelectorAll<HTMLElement>('button, input, select')].filter(
      (control) => !(control as HTMLButtonElement).disabled && isShown(control),
    );
    const first = controls[0];
    const last = controls[controls.length - 1];
    const edge = event.shiftKey ? first : last;
    if (
      !first ||
      !last ||
      (document.activeElement !== edge && dialog.contains(document.activeElement))
    ) {
      return;
    }
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  });

  dialog.addEventListener('close', () => {
    stop?.();
    stop = null;
    orderToPay = null;
    isPayingOrderFirst = false;
    const back = [opener, document.querySelector('.cart-fab'), document.querySelector('.tab-open')];
    back.find(isShown)?.focus();
  });

  async function pay(prepared: Prepared) {
    if (isPaying || !form || !tab?.id) return;
    const signature = paymentSignature(tab.id, prepared);
    isPaying = true;
    form.setState({ isPaying, error: '' });
    // The same choice as a payment already over (paid, say): a new payment, with a new id.
    if (pending?.payment && pending.signature === signature) {
      if (await isPaymentOver(pending.payment)) pending = null;
    }
    const abandoned = abandonedPayment(pending, signature);
    if (abandoned) await cancelPayment(abandoned);
    pending = requestIdFor(pending, signature, newRequestId);
    savePending(tableToken, pending);
    const result = await requestPayment({
      tabId: tab.id,
      tableToken,
      clientRequestId: pending.requestId,
      split: prepared.split,
      tipCents: prepared.tipCents,
      email: prepared.email,
      language: lang,
    });
    if (result.ok) {
      const token = paymentTokenOf(result.receiptUrl);
      if (token) pending = { ...pending, payment: { id: result.paymentId, token } };
      savePending(tableToken, pending);
      // Still "paying" until the page is gone (a tap meanwhile does nothing).
      location.assign(result.checkoutUrl);
      return;
    }
    isPaying = false;
    // Refused: the next tap is a new payment. Lost: the same one, asked again.
    if (result.isAnswered) {
      pending = null;
      savePending(tableToken, null);
    }
    if (result.error === 'conflict') await load();
    form.setState({
      isPaying,
      // The server's French refusal names the dish; other languages say why first.
      error: !result.message
        ? strings[result.error]
        : lang === 'fr'
          ? result.message
          : `${strings[result.error]} (${result.message})`,
      ...(!result.isAnswered && { retry: prepared }),
    });
  }

  // The cart sent an order the kitchen sees once paid ("À la commande"): pay it now.
  document.addEventListener('ardoise:pay-order', (event) => {
    // No destructuring in the diner scripts: esbuild cannot lower it for Safari 14.
    const detail = (event as CustomEvent<{ orderId?: unknown }>).detail;
    if (typeof detail?.orderId !== 'string') return;
    orderToPay = detail.orderId;
    const button = document.querySelector('.tab-open');
    if (dialog.open) void load();
    else open(button ?? document.body);
  });

  document.addEventListener('click', (event) => {
    const target = (event.target as Element | null)?.closest?.('[data-tab-open]');
    if (target) open(target);
  });
  // Back from Checkout through the back-forward cache: the page did not reload.
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    isPaying = false;
    form?.setState({ isPaying, error: '' });
    if (dialog.open) follow();
  });
  for (const button of document.querySelectorAll<HTMLElement>('.tab-open')) button.hidden = false;
  render();
}
