import type { CartStrings } from '../../../domain/i18n/diner/cart-strings';
import { fillTemplate } from '../../../domain/i18n/fill-template';
import { formatCents } from '../../../domain/menu/format-cents';
import { ORDER_LIMITS } from '../../../domain/orders/order-rules';
import {
  type Cart,
  type CartLine,
  canIncrease,
  lineKey,
  lineTotalCents,
  totalCents,
} from '../../model/cart';
import { el } from './dom';

/** Lines are named by their key (lineKey): the dish, and its variant when it has one. */
export type PanelActions = {
  increase(key: string): void;
  decrease(key: string): void;
  remove(key: string): void;
  note(key: string, note: string): void;
  send(): void;
};

export type PanelState = {
  cart: Cart;
  /** Where the order goes: "Table 4", "À emporter / sans table", or '' (nowhere yet). */
  destination: string;
  canOrder: boolean;
  /** Why ordering is impossible (closed, no table's code…); '' when it is possible. */
  notice: string;
  isSending: boolean;
  error: string;
};

/**
 * The cart's side panel (spec part 2 §2 "Cart"): a modal `<dialog>` — focus kept inside,
 * Escape closes, focus back on the cart button — at the bottom on phones and on the right from
 * 768 px, like the dish sheet. Lines are updated in place, so the focused − or + button stays
 * focused while the diner taps it.
 */
export function createCartPanel(
  strings: CartStrings,
  actions: PanelActions,
  options: { hasTabPointer?: boolean } = {},
) {
  const dialog = el('dialog', { class: 'sheet cart-panel', 'aria-labelledby': 'cart-title' });
  const close = el('button', { type: 'button', class: 'btn btn-ghost' }, strings.close);
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  const table = el('p', { class: 'cart-table' });
  const empty = el('p', { class: 'cart-empty' }, strings.empty);
  const list = el('ul', { class: 'cart-lines' });
  const total = el('strong');
  const closed = el('p', { class: 'cart-closed' });
  const error = el('p', { class: 'cart-error', role: 'alert' });
  const send = el('button', { type: 'button', class: 'btn cart-send' }, strings.send);
  send.addEventListener('click', () => actions.send());
  const foot = el(
    'div',
    { class: 'cart-foot' },
    el('p', { class: 'cart-total' }, el('span', {}, strings.total), total),
    options.hasTabPointer ? null : el('p', { class: 'cart-payment' }, strings.payment),
    closed,
    error,
    send,
  );
  dialog.append(
    el(
      'div',
      { class: 'sheet-close cart-head' },
      el('h2', { id: 'cart-title' }, strings.title),
      close,
    ),
    el(
      'div',
      { class: 'sheet-body' },
      table,
      empty,
      list,
      // The table can pay its tab: said even with an empty cart (after the orders were sent).
      options.hasTabPointer ? el('p', { class: 'cart-payment' }, tabPointer()) : null,
      foot,
    ),
  );
  const rows = new Map<string, ReturnType<typeof lineRow>>();

  /** "Payez depuis l'addition…": the tab's script opens its panel on any `[data-tab-open]`. */
  function tabPointer() {
    const button = el('button', { type: 'button', class: 'link-button', 'data-tab-open': '' });
    button.textContent = strings.payment;
    button.addEventListener('click', () => dialog.close());
    return button;
  }

  function lineRow(line: CartLine) {
    const name = el('span', { class: 'line-name' });
    const sum = el('span', { class: 'line-total' });
    const unit = el('span', { class: 'line-unit' });
    const quantity = el('span', { class: 'qty' });
    const minus = el('button', { type: 'button', class: 'qty-btn' }, '−');
    const plus = el('button', { type: 'button', class: 'qty-btn' }, '+');
    const remove = el('button', { type: 'button', class: 'btn btn-ghost line-remove' });
    remove.textContent = strings.remove;
    const noteName = el('span', { class: 'sr-only' });
    const note = el('input', {
      type: 'text',
      maxlength: String(ORDER_LIMITS.noteMaxLength),
      placeholder: strings.notePlaceholder,
      autocomplete: 'off',
      enterkeyhint: 'done',
    });
    note.value = line.note;
    const key = lineKey(line);
    minus.addEventListener('click', () => actions.decrease(key));
    plus.addEventListener('click', () => actions.increase(key));
    remove.addEventListener('click', () => actions.remove(key));
    note.addEventListener('input', () => actions.note(key, note.value));
    const row = el(
      'li',
      { class: 'cart-line' },
      el('div', { class: 'line-head' }, name, sum),
      unit,
      el('div', { class: 'line-controls' }, minus, quantity, plus, remove),
      el('label', { class: 'line-note' }, el('span', {}, strings.note), noteName, note),
    );
    return { row, name, sum, unit, quantity, minus, plus, remove, noteName, note };
  }

  function render(state: PanelState) {
    const cart = state.cart;
    table.textContent = state.destination;
    table.hidden = !state.destination;
    empty.hidden = cart.lines.length > 0;
    list.hidden = cart.lines.length === 0;
    foot.hidden = cart.lines.length === 0;
    for (const key of [...rows.keys()]) {
      const parts = rows.get(key);
      if (!parts || cart.lines.some((line) => lineKey(line) === key)) continue;
      // The focused button goes with its line: keep the focus in the panel.
      if (parts.row.contains(document.activeElement)) close.focus();
      parts.row.remove();
      rows.delete(key);
    }
    for (const line of cart.lines) {
      let parts = rows.get(lineKey(line));
      if (!parts) {
        parts = lineRow(line);
        rows.set(lineKey(line), parts);
      }
      const label = { name: line.name };
      parts.name.textContent = line.name;
      parts.sum.textContent = formatCents(lineTotalCents(line));
      parts.unit.textContent = `${line.quantity} × ${formatCents(line.unitCents)}`;
      parts.quantity.textContent = String(line.quantity);
      parts.minus.setAttribute('aria-label', fillTemplate(strings.decrease, label));
      parts.plus.setAttribute('aria-label', fillTemplate(strings.increase, label));
      parts.plus.disabled = !canIncrease(line);
      parts.remove.setAttribute('aria-label', fillTemplate(strings.removeLabel, label));
      parts.noteName.textContent = ` – ${line.name}`;
      if (document.activeElement !== parts.note) parts.note.value = line.note;
      list.append(parts.row);
    }
    total.textContent = formatCents(totalCents(cart));
    closed.textContent = state.notice;
    closed.hidden = !state.notice || state.error === state.notice;
    if (error.textContent !== state.error) error.textContent = state.error;
    // Not `disabled` while sending: the focus stays on the button (taps are ignored meanwhile).
    send.disabled = !state.canOrder;
    send.setAttribute('aria-disabled', String(state.isSending));
    send.setAttribute('aria-busy', String(state.isSending));
    send.textContent = state.isSending ? strings.sending : strings.send;
  }

  document.body.append(dialog);
  return { dialog, render };
}
