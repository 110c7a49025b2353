import type { TabStrings } from '../../../domain/i18n/diner/tab-strings';
import { fillTemplate } from '../../../domain/i18n/fill-template';
import { formatCents } from '../../../domain/menu/format-cents';
import { SPLIT_LIMITS } from '../../../domain/payments/split-rules';
import {
  clampParts,
  type DinerTab,
  type DraftProblem,
  type PaymentDraft,
  type PreparedPayment,
  payableCents,
  preparePayment,
  type SplitChoice,
  TIP_PERCENTS,
  type TipChoice,
} from '../../model/tab';
import { el } from '../cart/dom';
import { createLinePicks } from './line-picks';

export type Prepared = Extract<PreparedPayment, { ok: true }>;

/** Problems said as the payer types; the others wait for a tap on "Payer". */
const LIVE_PROBLEMS: readonly DraftProblem[] = ['amountTooHigh', 'tipTooHigh', 'lineTaken'];

const radio = (name: string, value: string, label: string, extra?: Node) => {
  const input = el('input', { type: 'radio', name, value });
  return {
    input,
    label: el('label', { class: 'tab-choice' }, input, el('span', {}, label, extra)),
  };
};

/**
 * How the payer pays (issue 23 §3): all, equal parts (a stepper of people), the lines they had
 * (a line shared among several), or an amount; then the tip, asked once, nothing chosen
 * beforehand (only where the restaurant takes tips); an optional e-mail for the receipt; "Aucun
 * frais supplémentaire"; and the button that says the exact amount. The choice survives a
 * network error and every change of the tab.
 */
export function createPayForm(
  strings: TabStrings,
  options: { tips: boolean; pay(prepared: Prepared): void },
) {
  let tab: DinerTab | null = null;
  let parts = 2;
  /** The payer moved the stepper: an equal split in course no longer sets it. */
  let hasChosenParts = false;
  let error = '';
  let isPaying = false;
  /**
   * The payment sent when its answer was lost: until the payer changes something, "Payer"
   * sends it again as it was (its share, which the server may already hold for this phone, no
   * longer looks free on the live tab).
   */
  let retry: Prepared | null = null;
  let isSubmitted = false;

  // "Partager le reste entre 3 personnes": the number said as the stepper moves.
  const equalLabel = el('span', { class: 'tab-equal-label' });
  const splits = (['all', 'equal', 'lines', 'amount'] as const).map((kind) =>
    kind === 'equal'
      ? radio('tab-split', kind, '', equalLabel)
      : radio('tab-split', kind, strings[kind]),
  );
  const count = el('output', { class: 'tab-count', 'aria-live': 'polite' }, '2');
  const fewer = el(
    'button',
    { type: 'button', class: 'qty-btn', 'aria-label': strings.fewer },
    '−',
  );
  const more = el('button', { type: 'button', class: 'qty-btn', 'aria-label': strings.more }, '+');
  const roundHint = el('p', { class: 'tab-round-hint' });
  const equal = el(
    'div',
    { class: 'tab-detail' },
    el(
      'div',
      { class: 'tab-stepper', role: 'group', 'aria-label': strings.people },
      el('span', { class: 'tab-stepper-label' }, strings.people),
      fewer,
      count,
      more,
    ),
    roundHint,
  );
  const picks = createLinePicks(strings, () => change());
  const amountInput = el('input', { type: 'text', inputmode: 'decimal', autocomplete: 'off' });
  const amount = el('label', { class: 'tab-detail tab-field' }, strings.amountLabel, amountInput);
  const details = { equal, lines: picks.root, amount } as const;
  const share = el('p', { class: 'tab-share' });
  const choices = el('fieldset', { class: 'tab-choices' }, el('legend', {}, strings.howToPay));
  for (const choice of splits) {
    choices.append(choice.label);
    const detail = details[choice.input.value as keyof typeof details];
    if (detail) choices.append(detail);
  }

  const tipAmounts = new Map<number, HTMLSpanElement>();
  const tipChoices = TIP_PERCENTS.map((percent) => {
    const amountOf = el('span', { class: 'tab-tip-amount' });
    tipAmounts.set(percent, amountOf);
    const label = percent === 0 ? strings.tipNone : fillTemplate(strings.tipPercent, { percent });
    return radio('tab-tip', String(percent), label, percent === 0 ? undefined : amountOf);
  });
  const otherTip = radio('tab-tip', 'other', strings.tipOther);
  const tipInput = el('input', { type: 'text', inputmode: 'decimal', autocomplete: 'off' });
  const tipField = el('label', { class: 'tab-detail tab-field' }, strings.tipAmountLabel, tipInput);
  const tip = el(
    'fieldset',
    { class: 'tab-tips' },
    el('legend', {}, strings.tip),
    ...tipChoices.map((choice) => choice.label),
    otherTip.label,
    tipField,
  );
  const email = el('input', { type: 'email', autocomplete: 'email', inputmode: 'email' });
  const errorBox = el('p', { class: 'tab-error', role: 'alert' });
  const button = el('button', { type: 'submit', class: 'btn tab-pay-button' });
  // autocomplete off: back from Checkout, the browser must not tick half a choice again.
  const form = el(
    'form',
    { class: 'tab-pay', novalidate: '', autocomplete: 'off' },
    choices,
    share,
    options.tips ? tip : null,
    el('label', { class: 'tab-field' }, strings.email, email),
    errorBox,
    el('div', { class: 'tab-pay-foot' }, el('p', { class: 'tab-fees' }, strings.noFees), button),
  );

  const checked = (inputs: { input: HTMLInputElement }[]) =>
    inputs.find((choice) => choice.input.checked)?.input.value;

  function draft(): PaymentDraft {
    const kind = checked(splits);
    let split: SplitChoice | null = null;
    if (kind === 'all') split = { kind: 'all' };
    if (kind === 'equal') split = { kind: 'equal', parts };
    if (kind === 'lines') split = { kind: 'lines', picked: picks.picked() };
    if (kind === 'amount') split = { kind: 'amount', text: amountInput.value };
    const tipValue = checked([...tipChoices, otherTip]);
    let tipChoice: TipChoice | null = null;
    if (tipValue === 'other') tipChoice = { kind: 'amount', text: tipInput.value };
    else if (tipValue !== undefined) tipChoice = { kind: 'percent', percent: Number(tipValue) };
    return { split, tip: tipChoice, email: email.value };
  }

  const prepare = () => (tab ? preparePayment(tab, draft(), { tips: options.tips }) : null);

  function messageOf(problem: DraftProblem): string {
    if (problem === 'amountTooHigh') {
      return fillTemplate(strings.amountTooHigh, {
        amount: formatCents(tab ? payableCents(tab) : 0),
      });
    }
    if (problem === 'invalidTip') return strings.invalidAmount;
    if (problem === 'nothingLeft') return strings.allTaken;
    if (problem === 'lineTaken') return strings.conflict;
    if (problem === 'chooseSplit') return '';
    return strings[problem];
  }

  function render() {
    if (!tab) return;
    const kind = checked(splits);
    equal.hidden = kind !== 'equal';
    picks.root.hidden = kind !== 'lines';
    amount.hidden = kind !== 'amount';
    tipField.hidden = !otherTip.input.checked;
    picks.render(tab);
    count.textContent = String(parts);
    equalLabel.textContent = fillTemplate(strings.equal, { n: parts });
    const round = tab.equalRound;
    roundHint.textContent = round ? fillTemplate(strings.equalRound, round) : '';
    roundHint.hidden = !round;
    fewer.disabled = parts <= 2;
    more.disabled = parts >= SPLIT_LIMITS.maxParts;
    const prepared = retry ?? prepare();
    const shareCents = prepared?.ok ? prepared.amountCents : (prepared?.amountCents ?? 0);
    share.textContent =
      shareCents > 0 ? fillTemplate(strings.yourShare, { amount: formatCents(shareCents) }) : '';
    share.hidden = shareCents === 0;
    tipAmounts.forEach((span, percent) => {
      const cents = Math.round((shareCents * percent) / 100);
      span.textContent = shareCents > 0 ? ` · ${formatCents(cents)}` : '';
    });
    const problem = prepared && !prepared.ok ? prepared.problem : null;
    const said =
      problem && (isSubmitted || LIVE_PROBLEMS.includes(problem)) ? messageOf(problem) : '';
    const message = error || said;
    if (errorBox.textContent !== message) {
      errorBox.textContent = message;
      // In view above the sticky button (its scroll-margin-bottom keeps it clear of it).
      if (message) errorBox.scrollIntoView({ block: 'nearest' });
    }
    button.hidden = kind === undefined;
    button.textContent = isPaying
      ? strings.paying
      : prepared?.ok
        ? fillTemplate(strings.pay, { amount: formatCents(prepared.totalCents) })
        : strings.payPlain;
    // Not `disabled`: the focus stays on the button while it works (taps are ignored).
    button.setAttribute('aria-disabled', String(isPaying || !prepared?.ok));
    button.setAttribute('aria-busy', String(isPaying));
  }

  function change() {
    error = '';
    retry = null;
    isSubmitted = false;
    render();
  }

  form.addEventListener('input', change);
  form.addEventListener('change', change);
  const step = (by: number) => {
    hasChosenParts = true;
    parts = clampParts(parts + by, 2);
    change();
  };
  fewer.addEventListener('click', () => step(-1));
  more.addEventListener('click', () => step(1));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (isPaying) return;
    const prepared = retry ?? prepare();
    if (prepared?.ok) {
      options.pay(prepared);
      return;
    }
    isSubmitted = true;
    render();
    if (!checked(splits)) splits[0]?.input.focus();
  });

  return {
    root: form,
    /** "Je paie ce que j'ai pris" with these lines ticked (an order to pay before the kitchen). */
    chooseLines(lineIds: readonly string[]) {
      const lines = splits.find((choice) => choice.input.value === 'lines');
      if (lines) lines.input.checked = true;
      picks.tick(lineIds);
      change();
    },
    setTab(next: DinerTab) {
      tab = next;
      // A split in course: this phone joins it with the same number, unless its payer chose.
      if (next.equalRound && !hasChosenParts) parts = next.equalRound.parts;
      render();
    },
    /**
     * A payment is on its way, or the answer said why not (`error`), or was lost (`retry`: what
     * to send again).
     */
    setState(state: { isPaying: boolean; error: string; retry?: Prepared }) {
      isPaying = state.isPaying;
      error = state.error;
      retry = state.retry ?? null;
      render();
    },
  };
}
