import { describeDays } from '../time/weekday-names';
import type { WeeklySlot } from '../time/weekly-slots';

/** Enough for "midi et soir, semaine et week-end" several times over (the API's limit). */
export const MAX_SCHEDULE_SLOTS = 14;

/**
 * A schedule in French words for screens: "Du lundi au vendredi, 11:30–15:00". Without zod
 * (the dashboard's cards show it).
 */
export function describeSlot(slot: WeeklySlot): string {
  const days = describeDays(slot.days);
  return `${days.charAt(0).toUpperCase()}${days.slice(1)}, ${slot.start}–${slot.end}`;
}

/** Every slot, one per line's worth: "Du lundi au vendredi, 11:30–15:00 · Samedi, 12:00–14:00". */
export function describeSchedule(slots: readonly WeeklySlot[]): string {
  return slots.map(describeSlot).join(' · ');
}
