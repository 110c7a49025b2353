import { addDays, type LocalDate, weekdayOf } from '../time/zoned-time';

/**
 * "Service du jour" (issue 24 §6, docs/day-report.md): the rules of the day's summary that do
 * not need the database — which days a request covers, which service (midi or soir) an order
 * belongs to, and the statistics of preparation times. Pure: no zod, no I/O.
 */

export const REPORT_LIMITS = {
  /** The longest range one request may cover, in days (orders are kept 90 days). */
  maxDays: 93,
} as const;

export const SERVICES = ['lunch', 'dinner'] as const;
export type Service = (typeof SERVICES)[number];

/** Where lunch ends when the opening hours say nothing better: 16:00. */
export const DEFAULT_LUNCH_UNTIL = 16 * 60;
/** Before 05:00, an order closes the night's evening service (a bar open till 01:00). */
export const NIGHT_ENDS_AT = 5 * 60;
/** A closing gap between two ranges splits lunch from dinner when its middle falls in here. */
const SPLIT_WINDOW = { from: 14 * 60, to: 19 * 60 } as const;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** `2026-11-26` → the calendar day, or null when it is not a real day (2026-02-30). */
export function parseLocalDate(text: string): LocalDate | null {
  const match = DATE_PATTERN.exec(text);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (date.year < 2000 || date.year > 9998) return null;
  const same = addDays(date, 0);
  return same.month === date.month && same.day === date.day ? date : null;
}

export const formatLocalDate = (date: LocalDate) =>
  `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;

/** How many calendar days from `from` to `to`, both included (0 or less: `to` is before). */
export function daysInRange(from: LocalDate, to: LocalDate): number {
  const start = Date.UTC(from.year, from.month - 1, from.day);
  const end = Date.UTC(to.year, to.month - 1, to.day);
  return Math.round((end - start) / 86_400_000) + 1;
}

/** Every calendar day from `from` to `to`, both included. */
export function listDays(from: LocalDate, to: LocalDate): LocalDate[] {
  const count = daysInRange(from, to);
  return Array.from({ length: Math.max(0, count) }, (_, offset) => addDays(from, offset));
}

/** `HH:MM` → minutes since midnight. */
export const minutesOfTime = (time: string) =>
  Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const timeOfMinutes = (minutes: number) =>
  `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`;

/** A weekly opening range, as the restaurant profile keeps it (weekly-slots.ts). */
type OpeningRange = { days: readonly number[]; start: string; end: string };

/**
 * Where lunch ends on a given day: the middle of the longest closing gap between two of that
 * day's opening ranges, when that middle falls between 14:00 and 19:00 (12:00–14:30 and
 * 19:00–23:00 → 16:45); otherwise, or without opening hours, 16:00.
 */
export function lunchUntilOn(
  hours: readonly OpeningRange[],
  date: LocalDate,
): { minutes: number; isFromHours: boolean } {
  const weekday = weekdayOf(date);
  const spans = hours
    .filter((range) => range.days.includes(weekday))
    .map((range) => {
      const start = minutesOfTime(range.start);
      const end = minutesOfTime(range.end);
      return { start, end: end > start ? end : end + 24 * 60 };
    })
    .sort((a, b) => a.start - b.start);
  let best: { gap: number; middle: number } | null = null;
  let reach = spans[0]?.end ?? 0;
  for (const span of spans.slice(1)) {
    const gap = span.start - reach;
    const middle = reach + Math.floor(gap / 2);
    const isInWindow = middle >= SPLIT_WINDOW.from && middle <= SPLIT_WINDOW.to;
    if (gap > 0 && isInWindow && (!best || gap > best.gap)) best = { gap, middle };
    reach = Math.max(reach, span.end);
  }
  return best
    ? { minutes: best.middle, isFromHours: true }
    : { minutes: DEFAULT_LUNCH_UNTIL, isFromHours: false };
}

/** The service of an order placed at `minutes` past the local midnight. */
export function serviceAt(minutes: number, lunchUntil: number): Service {
  if (minutes < NIGHT_ENDS_AT) return 'dinner';
  return minutes < lunchUntil ? 'lunch' : 'dinner';
}

/** The median (the mean of the two middle values for an even count, rounded); null when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] ?? null;
  return Math.round(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2);
}

/**
 * The nearest-rank percentile: the smallest value with at least `percent` % of the values at or
 * below it (p90 of ten values is the 9th); null when empty.
 */
export function percentile(values: readonly number[], percent: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((percent / 100) * sorted.length));
  return sorted[rank - 1] ?? null;
}

/** Revenue over covers, to the cent (half up); null without a cover. */
export const averageCents = (totalCents: number, count: number) =>
  count > 0 ? Math.round(totalCents / count) : null;
