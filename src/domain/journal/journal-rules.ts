import { addDays, instantOfWallClock, type LocalDate, wallClockAt } from '../time/zoned-time';

/**
 * The payments journal (issue 23 §6, docs/fiscal-journal.md): what an entry records, the
 * closures' periods and the Europe/Paris calendar they follow. Pure: no zod, no I/O.
 */

/**
 * What an entry records: a payment, a refund, a tab closed by staff, a paid line cancelled, or
 * a break of the chain found by the server (issue 41 §5: no money, the problem as reference).
 */
export const JOURNAL_ENTRY_KINDS = [
  'payment',
  'refund',
  'tab_closure',
  'line_cancellation',
  'chain_break',
] as const;
export type JournalEntryKind = (typeof JOURNAL_ENTRY_KINDS)[number];

/** How the money moved: Stripe (card), or at the counter for a tab closed by staff. */
export const PAYMENT_METHODS = ['card', 'cash', 'card_terminal', 'meal_voucher', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const JOURNAL_LIMITS = {
  referenceMaxLength: 200,
  tableMaxLength: 100,
  tabIdMaxLength: 100,
  maxVatLines: 10,
  maxRateBp: 10_000,
} as const;

/** Closures (clôtures): per Europe/Paris day, calendar month and calendar year. */
export const CLOSURE_KINDS = ['day', 'month', 'year'] as const;
export type ClosureKind = (typeof CLOSURE_KINDS)[number];

/**
 * A period of the journal, named as its archive is: `2026-12-01` (a day), `2026-12` (a month),
 * `2026` (a year). `start` is its first calendar day, `end` the first day after it.
 */
export type JournalPeriod = { kind: ClosureKind; name: string; start: LocalDate; end: LocalDate };

const PERIOD_PATTERN = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The period named `name`, or null when it is not a real day, month or year (2026-02-30). */
export function parsePeriod(name: string): JournalPeriod | null {
  const match = PERIOD_PATTERN.exec(name);
  if (!match) return null;
  const year = Number(match[1]);
  const month = match[2] === undefined ? undefined : Number(match[2]);
  const day = match[3] === undefined ? undefined : Number(match[3]);
  if (year < 2000 || year > 9998) return null;
  if (month === undefined) return periodOf('year', { year, month: 1, day: 1 });
  if (month < 1 || month > 12) return null;
  if (day === undefined) return periodOf('month', { year, month, day: 1 });
  const date = { year, month, day };
  const isReal = day >= 1 && addDays(date, 0).day === day && addDays(date, 0).month === month;
  return isReal ? periodOf('day', date) : null;
}

/** The period of `kind` that contains the calendar day `date`. */
export function periodOf(kind: ClosureKind, date: LocalDate): JournalPeriod {
  if (kind === 'day') {
    const name = `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
    return { kind, name, start: date, end: addDays(date, 1) };
  }
  if (kind === 'month') {
    const start = { year: date.year, month: date.month, day: 1 };
    const end =
      date.month === 12
        ? { year: date.year + 1, month: 1, day: 1 }
        : { year: date.year, month: date.month + 1, day: 1 };
    return { kind, name: `${pad(date.year, 4)}-${pad(date.month)}`, start, end };
  }
  const start = { year: date.year, month: 1, day: 1 };
  return { kind, name: pad(date.year, 4), start, end: { year: date.year + 1, month: 1, day: 1 } };
}

/** The instants a period runs between in Europe/Paris: [start, end). */
export function periodInstants(period: JournalPeriod): { start: Date; end: Date } {
  return { start: instantOfWallClock(period.start, 0), end: instantOfWallClock(period.end, 0) };
}

/** The Europe/Paris day period an instant falls in. */
export function dayPeriodAt(at: Date): JournalPeriod {
  const { year, month, day } = wallClockAt(at);
  return periodOf('day', { year, month, day });
}

/** The period of `kind` right after `period` (same kind). */
export function nextPeriod(period: JournalPeriod): JournalPeriod {
  return periodOf(period.kind, period.end);
}

/** The month or year (`kind`) that contains `period` (a day or a month). */
export function enclosingPeriod(kind: 'month' | 'year', period: JournalPeriod): JournalPeriod {
  return periodOf(kind, period.start);
}
