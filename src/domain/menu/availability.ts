import { z } from 'zod';
import { isWithinSlots, nextSlotChange, type WeeklySlot } from '../time/weekly-slots';
import { addDays, instantOfWallClock, PARIS_TIME_ZONE, wallClockAt } from '../time/zoned-time';

/**
 * Tonight's availability of dishes ("Épuisé"), kept beside the menu document, never in it:
 * a tap from a phone must not bump the menu's version and make an open editor conflict
 * (docs/availability.md).
 */

export const AVAILABILITY_MESSAGES = {
  dishNotFound: 'Plat non trouvé dans ce menu.',
  soldOutInvalid: 'Indiquez si le plat est épuisé (vrai ou faux).',
  untilInvalid: 'Durée invalide : « tomorrow » (jusqu’à demain) ou « indefinite ».',
  soldOut: 'Épuisé',
  available: 'Disponible',
  untilFurtherNotice: 'Jusqu’à nouvel ordre',
  toggleFailed: 'La disponibilité n’a pas pu être enregistrée. Réessayez.',
} as const;

/** "Back tomorrow" ends at this Europe/Paris time the next morning (before the lunch service). */
export const DAILY_RESET = { timeZone: PARIS_TIME_ZONE, hour: 5, minute: 0 } as const;

export const SoldOutUntilSchema = z.enum(['tomorrow', 'indefinite'], {
  error: AVAILABILITY_MESSAGES.untilInvalid,
});
export type SoldOutUntil = z.infer<typeof SoldOutUntilSchema>;

export const SetSoldOutSchema = z.object({
  soldOut: z.boolean({ error: AVAILABILITY_MESSAGES.soldOutInvalid }),
  until: SoldOutUntilSchema.default('tomorrow'),
});
export type SetSoldOut = z.infer<typeof SetSoldOutSchema>;

export const SoldOutDishSchema = z.object({
  dishId: z.string(),
  /** ISO instant the dish comes back; null: until the owner says otherwise. */
  until: z.string().nullable(),
  /** When and by whom it was marked (issue 24 §1: "Marqué épuisé par Karim, 20:41"). */
  markedAt: z.string().optional(),
  markedByName: z.string().nullable().optional(),
});
export type SoldOutDish = z.infer<typeof SoldOutDishSchema>;

export const AvailabilitySchema = z.object({
  menuId: z.string(),
  soldOut: z.array(SoldOutDishSchema),
  /** When a dish marked "back tomorrow" now would come back (ISO): the owner screen says it. */
  backAt: z.string(),
});
export type Availability = z.infer<typeof AvailabilitySchema>;

/**
 * The next daily reset strictly after `now`: 05:00 in Paris the next morning (or this morning
 * when marked after midnight, still the same night's service). 05:00 is never skipped nor
 * repeated by a daylight-saving change in Europe/Paris (those happen at 02:00–03:00).
 */
export function nextDailyReset(now: Date, reset = DAILY_RESET): Date {
  const { timeZone, hour, minute } = reset;
  const today = wallClockAt(now, timeZone);
  for (const dayOffset of [0, 1, 2]) {
    const instant = instantOfWallClock(addDays(today, dayOffset), hour * 60 + minute, timeZone);
    if (instant.getTime() > now.getTime()) return instant;
  }
  throw new Error('no daily reset within two days');
}

/**
 * When a dish marked "Épuisé" now, "back tomorrow", comes back: at the restaurant's next
 * opening after tonight's service, i.e. the first opening at or after the next daily reset
 * (a dish that ran out at lunch stays out for dinner; a Monday closing day is skipped). Without
 * opening hours in the profile, at the daily reset itself.
 */
export function nextServiceStart(now: Date, openingHours: readonly WeeklySlot[]): Date {
  const reset = nextDailyReset(now);
  if (openingHours.length === 0 || isWithinSlots(openingHours, reset)) return reset;
  return nextSlotChange(openingHours, reset) ?? reset;
}

/** Is this sold-out mark still in force at `now`? (`until` null: until further notice.) */
export const isSoldOutAt = (until: string | null, now: Date) =>
  until === null || Date.parse(until) > now.getTime();
