import type { TabStrings } from '../../../domain/i18n/diner/tab-strings';
import { fillTemplate } from '../../../domain/i18n/fill-template';
import { formatCents } from '../../../domain/menu/format-cents';
import { type DinerTab, isLinePaid, roundsOf, type TabLine } from '../../model/tab';
import { el } from '../cart/dom';

/**
 * The bill itself: the rounds ("1ʳᵉ commande"…), each line with its quantity and amount and
 * what is paid ("Réglé") or held by a payer in Checkout ("En cours de paiement"), then the
 * totals. Drawn again at each change of the tab: it holds no focusable element.
 */
export function createBill(strings: TabStrings) {
  const empty = el('p', { class: 'tab-empty' }, strings.empty);
  const rounds = el('div', { class: 'tab-rounds' });
  const totals = el('dl', { class: 'tab-totals' });
  const root = el('div', { class: 'tab-bill' }, empty, rounds, totals);

  const roundTitle = (round: number) =>
    round === 1 ? strings.roundFirst : fillTemplate(strings.round, { n: round });

  function lineItem(line: TabLine) {
    const states: HTMLElement[] = [];
    if (isLinePaid(line)) {
      states.push(el('span', { class: 'tab-state tab-paid' }, strings.paid));
    } else if (line.paidCents > 0) {
      const paid = fillTemplate(strings.paidPart, { amount: formatCents(line.paidCents) });
      states.push(el('span', { class: 'tab-state tab-paid' }, paid));
    }
    if (line.reservedCents > 0) {
      const held = fillTemplate(strings.reserved, { amount: formatCents(line.reservedCents) });
      states.push(el('span', { class: 'tab-state tab-reserved' }, held));
    }
    return el(
      'li',
      { class: 'tab-line', 'data-line': line.id },
      el('span', { class: 'tab-line-name' }, `${line.quantity} × ${line.name}`),
      el('span', { class: 'tab-line-amount' }, formatCents(line.amountCents)),
      ...states,
    );
  }

  function total(label: string, cents: number, className = '') {
    return el(
      'div',
      { class: `tab-total ${className}`.trim() },
      el('dt', {}, label),
      el('dd', {}, formatCents(cents)),
    );
  }

  function render(tab: DinerTab) {
    const isEmpty = tab.lines.length === 0;
    empty.hidden = !isEmpty;
    rounds.hidden = isEmpty;
    totals.hidden = isEmpty;
    rounds.replaceChildren(
      ...roundsOf(tab.lines).map((round) =>
        el(
          'section',
          { class: 'tab-round' },
          el('h3', {}, roundTitle(round.round)),
          el('ul', { class: 'tab-lines' }, ...round.lines.map(lineItem)),
        ),
      ),
    );
    totals.replaceChildren(
      total(strings.total, tab.totalCents),
      total(strings.paidTotal, tab.paidCents),
      ...(tab.refundedCents > 0 ? [total(strings.refundedTotal, tab.refundedCents)] : []),
      ...(tab.reservedCents > 0 ? [total(strings.reservedTotal, tab.reservedCents)] : []),
      total(strings.remaining, tab.remainingCents, 'tab-remaining'),
    );
  }

  return { root, render };
}
