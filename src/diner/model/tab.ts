import {
  allocate,
  type LineShare,
  lineShareCents,
  SPLIT_LIMITS,
  SPLIT_REFUSALS,
  type Split,
  type TabLineState,
} from '../../domain/payments/split-rules';
import type { DinerTab, TabLine } from '../../domain/payments/tab-schema';

/**
 * "L'addition" on the diner's phone (issue 23 §1, §3): the table's tab as the server sends it,
 * and the payer's choice (how to split, the tip, the e-mail) turned into what the payment
 * request says. Pure functions, unit-tested; no zod (this ends up in the tab script). The
 * amounts shown are estimates made with the server's own split rules (split-rules.ts): the
 * server cuts the share again, from the tab as it is when the request arrives.
 */
export type { DinerTab, TabLine };

const isCents = (value: unknown): value is number => Number.isSafeInteger(value);

function parseLine(value: unknown): TabLine | null {
  const line = value as Partial<TabLine> | null;
  if (typeof line?.id !== 'string' || typeof line.name !== 'string') return null;
  // No destructuring in the diner's scripts: esbuild cannot lower it for Safari 14.
  const numbers = [line.round, line.quantity, line.amountCents, line.paidCents, line.reservedCents];
  if (!numbers.every(isCents)) return null;
  return line as TabLine;
}

/** The tab from the network (a page never trusts it); null when it is not one. */
export function parseTab(value: unknown): DinerTab | null {
  const tab = value as Partial<DinerTab> | null;
  if (!tab || typeof tab !== 'object' || !Array.isArray(tab.lines)) return null;
  if (!(tab.id === null || typeof tab.id === 'string') || typeof tab.table !== 'string') {
    return null;
  }
  if (tab.status !== 'open' && tab.status !== 'none') return null;
  if (![tab.totalCents, tab.paidCents, tab.remainingCents, tab.reservedCents].every(isCents)) {
    return null;
  }
  const lines = tab.lines.map(parseLine);
  if (lines.some((line) => line === null)) return null;
  const round = tab.equalRound;
  const equalRound =
    round && isCents(round.parts) && isCents(round.taken)
      ? { parts: round.parts, taken: round.taken }
      : null;
  const refundedCents = isCents(tab.refundedCents) ? tab.refundedCents : 0;
  return { ...(tab as DinerTab), lines: lines as TabLine[], refundedCents, equalRound };
}

/** The lines of one round of orders ("1ʳᵉ commande"), in the order they were placed. */
export type Round = { round: number; lines: TabLine[] };

export function roundsOf(lines: readonly TabLine[]): Round[] {
  const rounds: Round[] = [];
  for (const line of lines) {
    const last = rounds[rounds.length - 1];
    if (last?.round === line.round) last.lines.push(line);
    else rounds.push({ round: line.round, lines: [line] });
  }
  return rounds;
}

/** What nobody has paid nor holds in Checkout: what this phone may still pay of a line. */
export const openCentsOf = (line: TabLine) =>
  Math.max(0, line.amountCents - line.paidCents - line.reservedCents);

export const isLinePaid = (line: TabLine) => line.paidCents >= line.amountCents;

/** What can still be paid on the tab (the rest, less what payers in Checkout hold). */
export const payableCents = (tab: DinerTab) =>
  tab.lines.reduce((sum, line) => sum + openCentsOf(line), 0);

/** A tab's lines as the split rules see them: taken is paid plus reserved. */
const statesOf = (tab: DinerTab): TabLineState[] =>
  tab.lines.map((line) => ({
    id: line.id,
    amountCents: line.amountCents,
    takenCents: line.paidCents + line.reservedCents,
  }));

/** One payer's part of one line: 1 share of `of` (`of` 1: the whole line). */
export function lineShareOf(line: TabLine, of: number): number {
  return lineShareCents(
    {
      id: line.id,
      amountCents: line.amountCents,
      takenCents: line.amountCents - openCentsOf(line),
    },
    1,
    of,
  );
}

export const clampParts = (parts: number, min: number) =>
  Math.min(SPLIT_LIMITS.maxParts, Math.max(min, Math.round(parts) || min));

/** "12,50", "12.5", "12 €" → 1250 cents; null when it is not an amount. */
export function parseEuros(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  const match = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** How the payer splits: the four ways of issue 23 §3. A line picked with `of` payers. */
export type SplitChoice =
  | { kind: 'all' }
  | { kind: 'equal'; parts: number }
  | { kind: 'lines'; picked: readonly { lineId: string; of: number }[] }
  | { kind: 'amount'; text: string };

/** The tip, asked once, nothing chosen beforehand (null: no choice made, no tip). */
export type TipChoice = { kind: 'percent'; percent: number } | { kind: 'amount'; text: string };
export const TIP_PERCENTS = [0, 5, 10, 15] as const;

export type PaymentDraft = {
  split: SplitChoice | null;
  tip: TipChoice | null;
  email: string;
};

export type DraftProblem =
  | 'chooseSplit'
  | 'noLine'
  | 'invalidAmount'
  | 'amountTooHigh'
  | 'nothingLeft'
  | 'lineTaken'
  | 'invalidTip'
  | 'tipTooHigh'
  | 'invalidEmail';

export type PreparedPayment =
  | {
      ok: true;
      split: Split;
      /** The share, as the server will most likely cut it. */
      amountCents: number;
      tipCents: number;
      /** What the "Payer …" button says. */
      totalCents: number;
      email?: string;
    }
  | { ok: false; problem: DraftProblem; amountCents: number };

function splitOf(choice: SplitChoice): Split | DraftProblem {
  switch (choice.kind) {
    case 'all':
      return { kind: 'all' };
    case 'equal':
      return { kind: 'equal', parts: clampParts(choice.parts, 2) };
    case 'lines': {
      if (choice.picked.length === 0) return 'noLine';
      const lines: LineShare[] = choice.picked.map((pick) => ({
        lineId: pick.lineId,
        share: 1,
        of: clampParts(pick.of, 1),
      }));
      return { kind: 'lines', lines };
    }
    case 'amount': {
      const cents = parseEuros(choice.text);
      return cents === null || cents === 0
        ? 'invalidAmount'
        : { kind: 'amount', amountCents: cents };
    }
  }
}

/** The tip in cents of a share: a percentage of it (rounded to the cent) or an amount. */
export function tipCentsOf(shareCents: number, tip: TipChoice | null): number | null {
  if (!tip) return 0;
  if (tip.kind === 'percent') return Math.round((shareCents * tip.percent) / 100);
  return tip.text.trim() === '' ? 0 : parseEuros(tip.text);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The payment the draft stands for on this tab, or what is wrong with it. `amountCents` is the
 * share even when the tip or the e-mail is wrong, so the screen can show it.
 */
export function preparePayment(
  tab: DinerTab,
  draft: PaymentDraft,
  options: { tips: boolean },
): PreparedPayment {
  const refuse = (problem: DraftProblem, amountCents = 0): PreparedPayment => ({
    ok: false,
    problem,
    amountCents,
  });
  if (!draft.split) return refuse('chooseSplit');
  const split = splitOf(draft.split);
  if (typeof split === 'string') return refuse(split);
  const cut = allocate(statesOf(tab), split, tab.equalRound);
  if (!cut.ok) {
    if (cut.reason === SPLIT_REFUSALS.amountTooHigh) return refuse('amountTooHigh');
    return refuse(cut.reason === SPLIT_REFUSALS.nothingLeft ? 'nothingLeft' : 'lineTaken');
  }
  const amountCents = cut.amountCents;
  const tipCents = options.tips ? tipCentsOf(amountCents, draft.tip) : 0;
  if (tipCents === null) return refuse('invalidTip', amountCents);
  if (tipCents > amountCents) return refuse('tipTooHigh', amountCents);
  const email = draft.email.trim();
  if (email && (email.length > 254 || !EMAIL.test(email))) {
    return refuse('invalidEmail', amountCents);
  }
  return {
    ok: true,
    split,
    amountCents,
    tipCents,
    totalCents: amountCents + tipCents,
    ...(email && { email }),
  };
}

/**
 * The request id of a payment not yet answered, or answered and sent to Checkout (then with
 * the payment's id and secret token, to end it if the payer comes back and chooses otherwise).
 */
export type PendingPayment = {
  requestId: string;
  signature: string;
  payment?: { id: string; token: string };
};

/** What a payment request asks for: the same signature is the same payment on the server. */
export function paymentSignature(
  tabId: string,
  prepared: Extract<PreparedPayment, { ok: true }>,
): string {
  return JSON.stringify([tabId, prepared.split, prepared.tipCents, prepared.email ?? '']);
}

/** A pending payment kept in the browser's storage (which anyone may have written to). */
export function parsePendingPayment(value: unknown): PendingPayment | null {
  const raw = value as Partial<PendingPayment> | null;
  if (typeof raw?.requestId !== 'string' || typeof raw.signature !== 'string') return null;
  const payment = raw.payment;
  const pending: PendingPayment = { requestId: raw.requestId, signature: raw.signature };
  return typeof payment?.id === 'string' && typeof payment.token === 'string'
    ? { ...pending, payment: { id: payment.id, token: payment.token } }
    : pending;
}

/**
 * A double tap, a retry after a network error, or a return from Checkout asking the same
 * payment reuse its request id (the server answers with the payment it already made); any
 * other choice is a new payment.
 */
export function requestIdFor(
  pending: PendingPayment | null,
  signature: string,
  newId: () => string,
): PendingPayment {
  return pending?.signature === signature ? pending : { requestId: newId(), signature };
}

/**
 * Back from Checkout without paying, the payer chose otherwise: the payment made for the
 * former choice still holds its share (until Checkout expires it) and is ended first, so this
 * phone does not find its own share "taken by someone else".
 */
export function abandonedPayment(pending: PendingPayment | null, signature: string) {
  return pending?.payment && pending.signature !== signature ? pending.payment : null;
}

/** The secret token of a payment, from the receipt address the server answered with. */
export function paymentTokenOf(receiptUrl: string): string | null {
  const match = /[?&]token=([^&#]+)/.exec(receiptUrl);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}
