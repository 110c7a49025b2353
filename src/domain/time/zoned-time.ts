/**
 * Wall-clock time in a time zone (Europe/Paris for every restaurant today), with the two
 * daylight-saving changes handled once here: a wall time skipped in spring (02:00–03:00) maps
 * to the change itself, a wall time repeated in autumn maps to its first occurrence.
 * Pure: Intl only, no library, usable by the server and the browsers.
 */

export const PARIS_TIME_ZONE = 'Europe/Paris';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Milliseconds to add to a UTC instant to read the wall clock in `timeZone`. */
export function offsetMs(at: Date | number, timeZone: string = PARIS_TIME_ZONE): number {
  const time = typeof at === 'number' ? at : at.getTime();
  const parts = formatterFor(timeZone).formatToParts(time);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const wall = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return wall - Math.floor(time / 1000) * 1000;
}

/** A calendar day as the restaurant's wall calendar reads it. */
export type LocalDate = { year: number; month: number; day: number };

export type WallClock = LocalDate & {
  /** ISO weekday: 1 = lundi … 7 = dimanche. */
  weekday: number;
  /** Minutes since the local midnight, 0–1439. */
  minutes: number;
};

/** ISO weekday (1 = Monday … 7 = Sunday) of a calendar day. */
export function weekdayOf(date: LocalDate): number {
  const sundayFirst = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return sundayFirst === 0 ? 7 : sundayFirst;
}

/** The calendar day `days` after (or before, negative) `date`. */
export function addDays(date: LocalDate, days: number): LocalDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

/** What a clock on the restaurant's wall reads at `at`. */
export function wallClockAt(at: Date, timeZone: string = PARIS_TIME_ZONE): WallClock {
  const wall = new Date(at.getTime() + offsetMs(at, timeZone));
  const date = {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
  };
  return {
    ...date,
    weekday: weekdayOf(date),
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  };
}

/**
 * The first instant at which the wall clock in `timeZone` reads `minutes` past midnight of
 * `date` (minutes may exceed a day: 1500 is 01:00 the next day). A time skipped by the spring
 * change maps to the change itself; a time repeated in autumn, to its first occurrence.
 */
export function instantOfWallClock(
  date: LocalDate,
  minutes: number,
  timeZone: string = PARIS_TIME_ZONE,
): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day) + minutes * MINUTE_MS;
  // The offsets in force a day either side: every candidate instant uses one of them.
  const offsets = [
    ...new Set([offsetMs(wall - DAY_MS, timeZone), offsetMs(wall + DAY_MS, timeZone)]),
  ];
  const valid = offsets
    .map((offset) => wall - offset)
    .filter((instant) => instant + offsetMs(instant, timeZone) === wall)
    .sort((a, b) => a - b);
  if (valid[0] !== undefined) return new Date(valid[0]);
  // Skipped by the spring change: the first instant whose wall clock reads `wall` or later.
  let before = wall - Math.max(...offsets);
  let after = wall - Math.min(...offsets);
  while (after - before > 1000) {
    const middle = before + Math.floor((after - before) / 2);
    if (middle + offsetMs(middle, timeZone) >= wall) after = middle;
    else before = middle;
  }
  return new Date(Math.ceil(after / 1000) * 1000);
}
