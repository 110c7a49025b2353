import {
  JOURNAL_ENTRY_KINDS,
  type JournalEntryKind,
  PAYMENT_METHODS,
} from '../../domain/journal/journal-rules';
import type { ClosureTotals, JournalPayload } from '../../domain/journal/journal-schema';

/**
 * A closure's arithmetic (docs/fiscal-journal.md "Closures"): a day sums its entries, a month
 * its days, a year its months; the grand totals carry on from the previous closure. Every
 * entry counts once, with its sign (a refund lowers the totals).
 */
export type PeriodTotals = Omit<ClosureTotals, 'grandTotalCents' | 'grandTipCents'>;

type MethodKey = ClosureTotals['byMethod'][number]['method'];
const METHOD_ORDER: readonly MethodKey[] = [...PAYMENT_METHODS, 'none'];

export const EMPTY_TOTALS: PeriodTotals = {
  totalCents: 0,
  tipCents: 0,
  byRate: [],
  byMethod: [],
  byKind: [],
};

/** The totals of some entries. */
export function totalsOfEntries(
  entries: readonly { kind: JournalEntryKind; payload: JournalPayload }[],
): PeriodTotals {
  return sumTotals(
    entries.map(({ kind, payload }) => ({
      totalCents: payload.amountCents,
      tipCents: payload.tipCents,
      byRate: payload.vat,
      byMethod: [
        {
          method: payload.method ?? 'none',
          amountCents: payload.amountCents,
          tipCents: payload.tipCents,
          count: 1,
        },
      ],
      byKind: [{ kind, amountCents: payload.amountCents, count: 1 }],
    })),
  );
}

/** Several periods' totals added up (a month from its days, a year from its months). */
export function sumTotals(list: readonly PeriodTotals[]): PeriodTotals {
  const rates = new Map<number, { totalCents: number; vatCents: number }>();
  const methods = new Map<MethodKey, { amountCents: number; tipCents: number; count: number }>();
  const kinds = new Map<JournalEntryKind, { amountCents: number; count: number }>();
  let totalCents = 0;
  let tipCents = 0;
  for (const totals of list) {
    totalCents += totals.totalCents;
    tipCents += totals.tipCents;
    for (const line of totals.byRate) {
      const sum = rates.get(line.rateBp) ?? { totalCents: 0, vatCents: 0 };
      rates.set(line.rateBp, {
        totalCents: sum.totalCents + line.totalCents,
        vatCents: sum.vatCents + line.vatCents,
      });
    }
    for (const line of totals.byMethod) {
      const sum = methods.get(line.method) ?? { amountCents: 0, tipCents: 0, count: 0 };
      methods.set(line.method, {
        amountCents: sum.amountCents + line.amountCents,
        tipCents: sum.tipCents + line.tipCents,
        count: sum.count + line.count,
      });
    }
    for (const line of totals.byKind) {
      const sum = kinds.get(line.kind) ?? { amountCents: 0, count: 0 };
      kinds.set(line.kind, {
        amountCents: sum.amountCents + line.amountCents,
        count: sum.count + line.count,
      });
    }
  }
  return {
    totalCents,
    tipCents,
    byRate: [...rates].sort(([a], [b]) => a - b).map(([rateBp, sum]) => ({ rateBp, ...sum })),
    byMethod: METHOD_ORDER.flatMap((method) => {
      const sum = methods.get(method);
      return sum ? [{ method, ...sum }] : [];
    }),
    byKind: JOURNAL_ENTRY_KINDS.flatMap((kind) => {
      const sum = kinds.get(kind);
      return sum ? [{ kind, ...sum }] : [];
    }),
  };
}

/** A period's totals with the perpetual grand totals, carried on from the previous closure. */
export function withGrandTotals(
  totals: PeriodTotals,
  previous: Pick<ClosureTotals, 'grandTotalCents' | 'grandTipCents'> | null,
): ClosureTotals {
  return {
    ...totals,
    grandTotalCents: (previous?.grandTotalCents ?? 0) + totals.totalCents,
    grandTipCents: (previous?.grandTipCents ?? 0) + totals.tipCents,
  };
}

/** The period part of a closure's totals (what its children must add up to). */
export function periodPart(totals: ClosureTotals): PeriodTotals {
  const { grandTotalCents: _total, grandTipCents: _tip, ...period } = totals;
  return period;
}
