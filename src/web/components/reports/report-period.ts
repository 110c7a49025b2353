import { REPORT_MESSAGES } from '../../../domain/reports/day-report-messages';
import {
  daysInRange,
  formatLocalDate,
  parseLocalDate,
  REPORT_LIMITS,
} from '../../../domain/reports/day-report-rules';
import { addDays, type LocalDate, PARIS_TIME_ZONE } from '../../../domain/time/zoned-time';

/** The days "Service du jour" shows: `YYYY-MM-DD`, Europe/Paris, `from` = `to` for one day. */
export type Period = { from: string; to: string };

const parisDate = new Intl.DateTimeFormat('en-CA', { timeZone: PARIS_TIME_ZONE });

/** Today in Paris, whatever the device's time zone. */
export const parisToday = (now = new Date()) => parisDate.format(now);

/** The period in the address (`?date=…&to=…`); today when it names no real day. */
export function periodOf(search: URLSearchParams, today = parisToday()): Period {
  const date = search.get('date') ?? '';
  const from = parseLocalDate(date) ? date : today;
  const to = search.get('to') ?? '';
  return { from, to: parseLocalDate(to) ? to : from };
}

/** Why the server would refuse this period (the same words), or null. */
export function periodError({ from, to }: Period): string | null {
  const [start, end] = [parseLocalDate(from), parseLocalDate(to)];
  if (!start || !end) return REPORT_MESSAGES.dateInvalid;
  const days = daysInRange(start, end);
  if (days < 1) return REPORT_MESSAGES.toBeforeDate;
  return days > REPORT_LIMITS.maxDays ? REPORT_MESSAGES.rangeTooLong : null;
}

const shift = (date: string, days: number) => {
  const parsed = parseLocalDate(date) as LocalDate;
  return formatLocalDate(addDays(parsed, days));
};

/** The period just before (-1) or after (1): as many days, side by side. */
export function shiftPeriod(period: Period, direction: -1 | 1): Period {
  if (periodError(period)) return period;
  const days = daysInRange(
    parseLocalDate(period.from) as LocalDate,
    parseLocalDate(period.to) as LocalDate,
  );
  return { from: shift(period.from, direction * days), to: shift(period.to, direction * days) };
}

const toUtcDate = (date: string) => new Date(`${date}T00:00:00Z`);
const fullDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeZone: 'UTC' });
const longDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' });
const shortDay = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  timeZone: 'UTC',
});

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Mardi 24 novembre 2026", or "23 – 25 novembre 2026" for a range. */
export function periodTitle({ from, to }: Period): string {
  if (from === to) return capitalized(fullDate.format(toUtcDate(from)));
  return longDate.formatRange(toUtcDate(from), toUtcDate(to));
}

/** "mar. 24/11": a row of the day-by-day table. */
export const shortDayLabel = (date: string) => shortDay.format(toUtcDate(date));
