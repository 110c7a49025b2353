import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, equalRoundOf, SPLIT_LIMITS, type Split, type TabLineState } from './split-rules';
import { tabFigures } from './tab-rules';

/**
 * Issue 41 §1: over random tables and random sequences of every way to pay (all, equal, own
 * lines, a shared line, an amount), tips, checkouts abandoned, refunds and cash closings, the
 * payments add up exactly to the bill, no share exceeds what remains, and equal shares of one
 * round differ by at most a cent, the last paying the exact rest. The tab is modelled as the
 * server keeps it: payments holding their allocations while in Checkout (`pending`) or paid.
 */

const PROPERTY_RUNS = { sequences: 1000, equalRounds: 1000 } as const;

type Payment = {
  status: 'pending' | 'succeeded' | 'canceled';
  amountCents: number;
  tipCents: number;
  refundedCents: number;
  parts: number | null;
  allocations: { lineId: string; amountCents: number }[];
};

type Action =
  | { type: 'order'; amounts: number[] }
  | { type: 'pay'; split: SplitPick; tipPercent: number }
  | { type: 'succeed'; pick: number }
  | { type: 'cancel'; pick: number }
  | { type: 'refund'; pick: number; per: number }
  | { type: 'close' };

type SplitPick =
  | { kind: 'all' }
  | { kind: 'equal'; parts: number }
  | { kind: 'lines'; picks: number[] }
  | { kind: 'shared'; pick: number; of: number }
  | { kind: 'amount'; per: number };

const cents = fc.integer({ min: 1, max: 20_000 });
const splitPick: fc.Arbitrary<SplitPick> = fc.oneof(
  fc.constant({ kind: 'all' as const }),
  fc.record({ kind: fc.constant('equal' as const), parts: fc.integer({ min: 2, max: 8 }) }),
  fc.record({
    kind: fc.constant('lines' as const),
    picks: fc.uniqueArray(fc.nat(30), { minLength: 1, maxLength: 4 }),
  }),
  fc.record({
    kind: fc.constant('shared' as const),
    pick: fc.nat(30),
    of: fc.integer({ min: 2, max: 6 }),
  }),
  fc.record({ kind: fc.constant('amount' as const), per: fc.integer({ min: 1, max: 1000 }) }),
);
const action: fc.Arbitrary<Action> = fc.oneof(
  {
    arbitrary: fc.record({
      type: fc.constant('order' as const),
      amounts: fc.array(cents, { minLength: 1, maxLength: 4 }),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      type: fc.constant('pay' as const),
      split: splitPick,
      tipPercent: fc.constantFrom(0, 5, 10, 15),
    }),
    weight: 6,
  },
  { arbitrary: fc.record({ type: fc.constant('succeed' as const), pick: fc.nat(20) }), weight: 4 },
  { arbitrary: fc.record({ type: fc.constant('cancel' as const), pick: fc.nat(20) }), weight: 2 },
  {
    arbitrary: fc.record({
      type: fc.constant('refund' as const),
      pick: fc.nat(20),
      per: fc.integer({ min: 1, max: 1000 }),
    }),
    weight: 1,
  },
  { arbitrary: fc.constant({ type: 'close' as const }), weight: 1 },
);

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** One tab as the server holds it, and the invariants checked at each step. */
function simulate(initial: number[], actions: readonly Action[], finishWithTill: boolean) {
  const lines: { id: string; amountCents: number }[] = [];
  const payments: Payment[] = [];
  let settledCents = 0;
  let isClosed = false;
  const addOrder = (amounts: number[]) => {
    for (const amount of amounts) lines.push({ id: `l${lines.length}`, amountCents: amount });
  };
  const holding = () => payments.filter((payment) => payment.status !== 'canceled');
  const states = (): TabLineState[] =>
    lines.map((line) => ({
      id: line.id,
      amountCents: line.amountCents,
      takenCents: sum(
        holding().flatMap((payment) =>
          payment.allocations.filter((part) => part.lineId === line.id).map((p) => p.amountCents),
        ),
      ),
    }));
  const pending = () => payments.filter((payment) => payment.status === 'pending');
  const succeeded = () => payments.filter((payment) => payment.status === 'succeeded');

  function pay(pick: SplitPick, tipPercent: number) {
    const before = states();
    const available = sum(before.map((line) => line.amountCents - line.takenCents));
    let split: Split;
    if (pick.kind === 'all') split = { kind: 'all' };
    else if (pick.kind === 'equal') split = pick;
    else if (pick.kind === 'amount') {
      split = {
        kind: 'amount',
        amountCents: Math.max(1, Math.floor((available * pick.per) / 1000)),
      };
    } else if (pick.kind === 'lines') {
      const ids = [...new Set(pick.picks.map((index) => lines[index % lines.length]?.id ?? ''))];
      split = { kind: 'lines', lines: ids.map((lineId) => ({ lineId, share: 1, of: 1 })) };
    } else {
      const lineId = lines[pick.pick % lines.length]?.id ?? '';
      split = { kind: 'lines', lines: [{ lineId, share: 1, of: pick.of }] };
    }
    const round = equalRoundOf(holding().map((payment) => payment.parts));
    const cut = allocate(before, split, round);
    if (!cut.ok) {
      if (cut.reason === 'nothing-left') expect(available).toBe(0);
      return;
    }
    // No share exceeds what remains, of the tab or of any line.
    expect(cut.amountCents).toBeGreaterThan(0);
    expect(cut.amountCents).toBeLessThanOrEqual(available);
    expect(sum(cut.allocations.map((part) => part.amountCents))).toBe(cut.amountCents);
    for (const part of cut.allocations) {
      const line = before.find((state) => state.id === part.lineId);
      expect(part.amountCents).toBeGreaterThan(0);
      expect(part.amountCents).toBeLessThanOrEqual(
        (line?.amountCents ?? 0) - (line?.takenCents ?? 0),
      );
    }
    payments.push({
      status: 'pending',
      amountCents: cut.amountCents,
      tipCents: Math.round((cut.amountCents * tipPercent) / 100),
      refundedCents: 0,
      parts: split.kind === 'equal' ? split.parts : null,
      allocations: cut.allocations,
    });
  }

  function closeAtTill() {
    if (pending().length > 0) return; // "Un paiement est en cours…": refused
    settledCents =
      sum(lines.map((line) => line.amountCents)) - sum(succeeded().map((p) => p.amountCents));
    isClosed = true;
  }

  addOrder(initial);
  for (const step of actions) {
    if (isClosed) break;
    const open = pending();
    if (step.type === 'order') addOrder(step.amounts);
    if (step.type === 'pay') pay(step.split, step.tipPercent);
    if (step.type === 'succeed' && open.length > 0) {
      const payment = open[step.pick % open.length];
      if (payment) payment.status = 'succeeded';
    }
    if (step.type === 'cancel' && open.length > 0) {
      const payment = open[step.pick % open.length];
      if (payment) payment.status = 'canceled';
    }
    if (step.type === 'refund') {
      const done = succeeded();
      const payment = done[step.pick % Math.max(1, done.length)];
      if (payment) {
        const refundable = payment.amountCents + payment.tipCents - payment.refundedCents;
        payment.refundedCents += Math.floor((refundable * step.per) / 1000);
      }
    }
    if (step.type === 'close') closeAtTill();
  }
  // The evening ends: who was in Checkout paid or walked away; the rest is paid, or settled.
  for (const [index, payment] of pending().entries()) {
    payment.status = index % 2 === 0 ? 'succeeded' : 'canceled';
  }
  if (!isClosed) {
    if (finishWithTill) closeAtTill();
    else {
      pay({ kind: 'all' }, 0);
      for (const payment of pending()) payment.status = 'succeeded';
    }
  }
  const totalCents = sum(lines.map((line) => line.amountCents));
  const paidCents = sum(succeeded().map((payment) => payment.amountCents));
  const refundedCents = sum(payments.map((payment) => payment.refundedCents));
  // Line by line, nothing is paid twice.
  for (const state of states()) expect(state.takenCents).toBeLessThanOrEqual(state.amountCents);
  // The payments (and the till) add up exactly to the bill.
  expect(paidCents + settledCents).toBe(totalCents);
  const figures = tabFigures({ totalCents, paidCents, refundedCents, isClosed: true });
  expect(figures.remainingCents).toBe(0);
  expect(figures.paidCents + figures.settledCents).toBe(totalCents);
  for (const payment of payments) {
    expect(payment.tipCents).toBeLessThanOrEqual(payment.amountCents);
    expect(payment.refundedCents).toBeLessThanOrEqual(payment.amountCents + payment.tipCents);
  }
}

describe('split rules, properties (fast-check)', () => {
  it('any sequence of splits, tips, abandoned checkouts, refunds and cash closings adds up to the bill', () => {
    fc.assert(
      fc.property(
        fc.array(cents, { minLength: 1, maxLength: 8 }),
        fc.array(action, { maxLength: 40 }),
        fc.boolean(),
        (initial, actions, finishWithTill) => simulate(initial, actions, finishWithTill),
      ),
      { numRuns: PROPERTY_RUNS.sequences },
    );
  });

  it('the N people of an equal round pay shares a cent apart at most, the last the exact rest', () => {
    fc.assert(
      fc.property(
        fc.array(cents, { minLength: 1, maxLength: 8 }),
        fc.nat(100),
        fc.integer({ min: 2, max: SPLIT_LIMITS.maxParts }),
        fc.array(fc.boolean(), { maxLength: 30 }),
        (amounts, paidFirst, parts, abandons) => {
          const lines = amounts.map((amountCents, index) => ({ id: `l${index}`, amountCents }));
          const total = sum(amounts);
          // Someone paid their own share first (an amount), outside the round.
          const before = Math.floor((total * paidFirst) / 100);
          const held: { parts: number | null; amountCents: number }[] =
            before > 0 ? [{ parts: null, amountCents: before }] : [];
          const taken = () => sum(held.map((payment) => payment.amountCents));
          const states = () => {
            let left = taken();
            return lines.map((line) => {
              const part = Math.min(line.amountCents, left);
              left -= part;
              return { ...line, takenCents: part };
            });
          };
          const remainingAtStart = total - before;
          const shares: number[] = [];
          let abandon = 0;
          while (shares.length < parts) {
            const cut = allocate(
              states(),
              { kind: 'equal', parts },
              equalRoundOf(held.map((payment) => payment.parts)),
            );
            if (!cut.ok) {
              // A round of more people than cents left: the last ones find nothing to pay.
              expect(remainingAtStart).toBeLessThan(parts);
              expect(taken()).toBe(total);
              return;
            }
            expect(cut.amountCents).toBeLessThanOrEqual(total - taken());
            // A payer who left Checkout frees their share: the next one is cut the same.
            if (abandons[abandon++]) continue;
            held.push({ parts, amountCents: cut.amountCents });
            shares.push(cut.amountCents);
          }
          expect(sum(shares)).toBe(remainingAtStart);
          expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
          expect(taken()).toBe(total);
        },
      ),
      { numRuns: PROPERTY_RUNS.equalRounds },
    );
  });
});
