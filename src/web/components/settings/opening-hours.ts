import { WEEKDAYS, type WeeklySlot } from '../../../domain/time/weekly-slots';

/** One range of a day in the editor: "12:00"–"14:30"; an end not after the start is the next day. */
export type DayRange = { start: string; end: string };
/** The editor's model: each weekday's ranges (none: "Fermé"). */
export type WeekRanges = Record<number, DayRange[]>;

/** Saved weekly slots → each day's ranges, in order. */
export function toWeekRanges(slots: readonly WeeklySlot[]): WeekRanges {
  const week: WeekRanges = Object.fromEntries(WEEKDAYS.map((day) => [day, []]));
  for (const slot of slots) {
    for (const day of slot.days) week[day]?.push({ start: slot.start, end: slot.end });
  }
  for (const day of WEEKDAYS) week[day]?.sort((a, b) => a.start.localeCompare(b.start));
  return week;
}

/** Each day's ranges → weekly slots: days sharing a range share one slot. */
export function toWeeklySlots(week: WeekRanges): WeeklySlot[] {
  const byRange = new Map<string, WeeklySlot>();
  for (const day of WEEKDAYS) {
    for (const range of week[day] ?? []) {
      const key = `${range.start}-${range.end}`;
      const slot = byRange.get(key) ?? { days: [], start: range.start, end: range.end };
      slot.days.push(day);
      byRange.set(key, slot);
    }
  }
  return [...byRange.values()].sort((a, b) => a.start.localeCompare(b.start));
}

/** The same ranges as `day` on every other day. */
export function copyToOtherDays(week: WeekRanges, day: number): WeekRanges {
  const ranges = week[day] ?? [];
  return Object.fromEntries(WEEKDAYS.map((other) => [other, ranges.map((r) => ({ ...r }))]));
}
