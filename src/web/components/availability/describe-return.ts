import {
  addDays,
  type LocalDate,
  PARIS_TIME_ZONE,
  wallClockAt,
} from '../../../domain/time/zoned-time';

const weekday = new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS_TIME_ZONE, weekday: 'long' });
const time = new Intl.DateTimeFormat('fr-FR', {
  timeZone: PARIS_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});

const isSameDay = (a: LocalDate, b: LocalDate) =>
  a.year === b.year && a.month === b.month && a.day === b.day;

/**
 * "demain à 12:00", "mardi à 12:00" or "aujourd’hui à 05:00": when a sold-out dish comes
 * back, by the restaurant's wall calendar (a day is not always 24 hours long).
 */
export function describeReturn(at: Date, now = new Date()): string {
  const today = wallClockAt(now);
  const day = wallClockAt(at);
  const name = isSameDay(day, today)
    ? 'aujourd’hui'
    : isSameDay(day, addDays(today, 1))
      ? 'demain'
      : weekday.format(at);
  return `${name} à ${time.format(at)}`;
}
