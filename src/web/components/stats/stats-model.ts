import {
  daysInRange,
  formatLocalDate,
  listDays,
  parseLocalDate,
} from '../../../domain/reports/day-report-rules';
import type { Stats } from '../../../domain/stats/stats-schema';
import { addDays, type LocalDate } from '../../../domain/time/zoned-time';
import { DEFAULT_DAYS, lastDays } from './stats-week';

/**
 * "Statistiques" (issue 26 §2) as the screen reads it: the period, the comparison with the one
 * before, the hours and days filled in, the dishes most viewed and most ordered side by side.
 * Pure: the screen and its tests share it.
 */

/** The days shown: `YYYY-MM-DD`, Europe/Paris, both included. */
export type StatsRange = { from: string; to: string };

/** The quick choices; "7 jours" is the default (the week, today included). */
export const STATS_PRESETS = [
  { days: 7, label: '7 jours' },
  { days: 30, label: '30 jours' },
] as const;
/** The longest period the screen asks for (a year and a day: 13 months of hourly counts). */
export const MAX_RANGE_DAYS = 366;

const local = (date: string) => parseLocalDate(date) as LocalDate;
const shift = (date: string, days: number) => formatLocalDate(addDays(local(date), days));

/** How many days the period holds (0 when it is not a period). */
export function rangeDays({ from, to }: StatsRange): number {
  const [start, end] = [parseLocalDate(from), parseLocalDate(to)];
  return start && end ? Math.max(daysInRange(start, end), 0) : 0;
}

/** Why this period cannot be shown (French, for the form), or null. */
export function rangeError(range: StatsRange): string | null {
  if (!parseLocalDate(range.from) || !parseLocalDate(range.to)) {
    return 'Choisissez deux dates valides.';
  }
  const days = rangeDays(range);
  if (days < 1) return 'La date de fin doit suivre la date de début.';
  if (days > MAX_RANGE_DAYS) return 'Choisissez une période d’un an au plus.';
  return null;
}

/** The period in the address (`?from=…&to=…`); the last 7 days when it names none. */
export function rangeOf(search: URLSearchParams, today: string): StatsRange {
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  if (!parseLocalDate(from) || !parseLocalDate(to)) return lastDays(DEFAULT_DAYS, today);
  return { from, to };
}

/** The period just before, as long: what "+18 % de vues" compares with. */
export function previousRange(range: StatsRange): StatsRange {
  const days = rangeDays(range);
  return { from: shift(range.from, -days), to: shift(range.from, -1) };
}

/** The change in percent, rounded; null when there was nothing before to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (previous <= 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

const percent = new Intl.NumberFormat('fr-FR', { signDisplay: 'exceptZero' });

/** "+18 % de vues", "−5 % de commandes", "Autant de vues"; null when nothing to compare. */
export function describeChange(current: number, previous: number, noun: string): string | null {
  const change = percentChange(current, previous);
  if (change === null) return null;
  const of = /^[aeiouéh]/i.test(noun) ? 'd’' : 'de ';
  return change === 0 ? `Autant ${of}${noun}` : `${percent.format(change)} % ${of}${noun}`;
}

export type StatsTotals = {
  views: number;
  scans: number;
  orders: number;
  revenueCents: number;
  /** Paid at the table through Ardoise (tips excluded). */
  paidCents: number;
  /** Revenue divided by orders, in cents; null without orders. */
  averageTicketCents: number | null;
};

export function totalsOf(stats: Pick<Stats, 'days'>): StatsTotals {
  const sum = (pick: (day: Stats['days'][number]) => number) =>
    stats.days.reduce((total, day) => total + pick(day), 0);
  const orders = sum((day) => day.orders);
  const revenueCents = sum((day) => day.revenueCents);
  return {
    views: sum((day) => day.views),
    scans: sum((day) => day.scans),
    orders,
    revenueCents,
    paidCents: sum((day) => day.paidCents),
    averageTicketCents: orders > 0 ? Math.round(revenueCents / orders) : null,
  };
}

/** Nothing to chart: no view, no scan, no order over the period. */
export const isEmptyStats = (stats: Pick<Stats, 'days'>) => {
  const totals = totalsOf(stats);
  return totals.views === 0 && totals.scans === 0 && totals.orders === 0;
};

export type DayFigures = Stats['days'][number] & { averageTicketCents: number | null };

/** Every day of the period, in order, a day the server left out counting zero. */
export function daysOf(stats: Pick<Stats, 'days'>, range: StatsRange): DayFigures[] {
  const byDate = new Map(stats.days.map((day) => [day.date, day]));
  if (rangeError(range)) return [];
  return listDays(local(range.from), local(range.to)).map((date) => {
    const key = formatLocalDate(date);
    const day = byDate.get(key) ?? {
      date: key,
      views: 0,
      scans: 0,
      orders: 0,
      revenueCents: 0,
      paidCents: 0,
    };
    return {
      ...day,
      averageTicketCents: day.orders > 0 ? Math.round(day.revenueCents / day.orders) : null,
    };
  });
}

/** The 24 hours of the day (0 to 23), an hour without views counting zero. */
export function hoursOf(stats: Pick<Stats, 'hours'>): { hour: number; views: number }[] {
  const views = new Array<number>(24).fill(0);
  for (const { hour, views: count } of stats.hours) {
    if (Number.isInteger(hour) && hour >= 0 && hour < 24) views[hour] = (views[hour] ?? 0) + count;
  }
  return views.map((count, hour) => ({ hour, views: count }));
}

/** "12 h": an hour of the day. */
export const hourLabel = (hour: number) => `${hour} h`;

export type Dish = Stats['dishes'][number];
/** One line of "Plats les plus vus / les plus commandés": the n-th of each list. */
export type TopDishesRow = { rank: number; viewed: Dish | null; ordered: Dish | null };

const byName = (a: Dish, b: Dish) => a.name.localeCompare(b.name, 'fr');

/**
 * The `limit` dishes most viewed and the `limit` most ordered, side by side (a dish often viewed
 * and rarely ordered says something): ties by name, dishes at zero left out.
 */
export function topDishes(dishes: readonly Dish[], limit = 10): TopDishesRow[] {
  const viewed = dishes
    .filter((dish) => dish.views > 0)
    .sort((a, b) => b.views - a.views || byName(a, b))
    .slice(0, limit);
  const ordered = dishes
    .filter((dish) => dish.orders > 0)
    .sort((a, b) => b.orders - a.orders || byName(a, b))
    .slice(0, limit);
  return Array.from({ length: Math.max(viewed.length, ordered.length) }, (_, index) => ({
    rank: index + 1,
    viewed: viewed[index] ?? null,
    ordered: ordered[index] ?? null,
  }));
}

const LANGUAGE_NAMES: Record<string, string> = {
  fr: 'Français',
  en: 'Anglais',
  es: 'Espagnol',
  zh: 'Chinois',
  it: 'Italien',
};

/** Views per language, most read first, languages without views left out. */
export function languagesOf(stats: Pick<Stats, 'languages'>) {
  return Object.entries(stats.languages)
    .filter(([, views]) => (views ?? 0) > 0)
    .map(([lang, views]) => ({ lang, name: LANGUAGE_NAMES[lang] ?? lang, views: views ?? 0 }))
    .sort((a, b) => b.views - a.views || a.name.localeCompare(b.name, 'fr'));
}

/** Scans per table, most scanned first, then by table name (numbers in order: 2 before 10). */
export function tablesOf(stats: Pick<Stats, 'tables'>) {
  return [...stats.tables]
    .filter((table) => table.scans > 0 || table.orders > 0)
    .sort((a, b) => b.scans - a.scans || a.table.localeCompare(b.table, 'fr', { numeric: true }));
}

const toUtc = (date: string) => new Date(`${date}T00:00:00Z`);
const axisLabel = new Intl.DateTimeFormat('fr-FR', {
  day: '2-digit',
  month: '2-digit',
  timeZone: 'UTC',
});
/** "24/11": a day under its column. */
export const dayAxisLabel = (date: string) => axisLabel.format(toUtc(date));
