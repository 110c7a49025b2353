import { z } from 'zod';
import {
  addDays,
  instantOfWallClock,
  type LocalDate,
  PARIS_TIME_ZONE,
  wallClockAt,
  weekdayOf,
} from './zoned-time';

/**
 * Weekly time slots in the restaurant's time zone: opening hours, promotion windows ("happy
 * hour 18 h–20 h"), menu schedules ("Menu du midi" weekdays 11 h 30–15 h). A slot whose end is
 * not after its start runs past midnight into the next day (18:00–02:00 on a Friday ends on
 * Saturday at 02:00; 00:00 as an end means midnight).
 */

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export { describeDays, WEEKDAY_NAMES_FR } from './weekday-names';

export const WEEKLY_SLOT_MESSAGES = {
  timeInvalid: 'Heure invalide : utilisez le format HH:MM (par exemple 18:30).',
  daysRequired: 'Choisissez au moins un jour.',
  dayInvalid: 'Jour invalide (1 = lundi … 7 = dimanche).',
  sameStartEnd: 'L’heure de fin doit être différente de l’heure de début.',
} as const;

export const TimeOfDaySchema = z
  .string({ error: WEEKLY_SLOT_MESSAGES.timeInvalid })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: WEEKLY_SLOT_MESSAGES.timeInvalid });

export const WeekdaySchema = z
  .number({ error: WEEKLY_SLOT_MESSAGES.dayInvalid })
  .int({ error: WEEKLY_SLOT_MESSAGES.dayInvalid })
  .min(1, { error: WEEKLY_SLOT_MESSAGES.dayInvalid })
  .max(7, { error: WEEKLY_SLOT_MESSAGES.dayInvalid });

export const WeeklySlotSchema = z
  .object({
    /** ISO weekdays the slot starts on: 1 = lundi … 7 = dimanche. */
    days: z
      .array(WeekdaySchema)
      .min(1, { error: WEEKLY_SLOT_MESSAGES.daysRequired })
      .max(7)
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    /** "HH:MM", wall clock in Europe/Paris. */
    start: TimeOfDaySchema,
    /** "HH:MM"; not after `start`: the next day. */
    end: TimeOfDaySchema,
  })
  .refine((slot) => slot.start !== slot.end, {
    error: WEEKLY_SLOT_MESSAGES.sameStartEnd,
    path: ['end'],
  });
export type WeeklySlot = z.infer<typeof WeeklySlotSchema>;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The slot's start and end in minutes from the midnight of the day it starts on. */
function spanOf(slot: WeeklySlot): { start: number; end: number } {
  const start = minutesOf(slot.start);
  const end = minutesOf(slot.end);
  return { start, end: end > start ? end : end + 24 * 60 };
}

/** Is `at` inside one of the slots (wall clock of `timeZone`)? */
export function isWithinSlots(
  slots: readonly WeeklySlot[],
  at: Date,
  timeZone: string = PARIS_TIME_ZONE,
): boolean {
  if (slots.length === 0) return false;
  const wall = wallClockAt(at, timeZone);
  const yesterday = wall.weekday === 1 ? 7 : wall.weekday - 1;
  return slots.some((slot) => {
    const { start, end } = spanOf(slot);
    if (slot.days.includes(wall.weekday) && wall.minutes >= start && wall.minutes < end) {
      return true;
    }
    // Started yesterday and runs past midnight.
    return slot.days.includes(yesterday) && end > 24 * 60 && wall.minutes < end - 24 * 60;
  });
}

/**
 * The next instant after `at` when `isWithinSlots` changes its answer (a page showing "Ouvert
 * maintenant" or a promotion is right until then); null when it never changes (no slot, or
 * slots covering the whole week).
 */
export function nextSlotChange(
  slots: readonly WeeklySlot[],
  at: Date,
  timeZone: string = PARIS_TIME_ZONE,
): Date | null {
  if (slots.length === 0) return null;
  const current = isWithinSlots(slots, at, timeZone);
  const today: LocalDate = wallClockAt(at, timeZone);
  const edges: number[] = [];
  for (let offset = -1; offset <= 8; offset++) {
    const date = addDays(today, offset);
    const weekday = weekdayOf(date);
    for (const slot of slots) {
      if (!slot.days.includes(weekday)) continue;
      const { start, end } = spanOf(slot);
      for (const minutes of [start, end]) {
        const edge = instantOfWallClock(date, minutes, timeZone).getTime();
        if (edge > at.getTime()) edges.push(edge);
      }
    }
  }
  edges.sort((a, b) => a - b);
  for (const edge of edges) {
    if (isWithinSlots(slots, new Date(edge), timeZone) !== current) return new Date(edge);
  }
  return null;
}
