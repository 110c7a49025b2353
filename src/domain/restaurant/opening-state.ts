import { isWithinSlots, nextSlotChange, type WeeklySlot } from '../time/weekly-slots';
import { addDays, instantOfWallClock, PARIS_TIME_ZONE, wallClockAt } from '../time/zoned-time';

/** What a restaurant page says about opening hours at an instant, and until when it holds. */
export type OpeningState = {
  /** "Ouvert maintenant" / "Fermé"; null when the owner gave no opening hours. */
  isOpen: boolean | null;
  /** ISO weekday (1 = lundi) in Europe/Paris: the page shows this day's hours. */
  weekday: number;
  /** The first instant at which either changes (epoch ms); null: never. */
  validUntil: number | null;
};

/**
 * The opening state at `at` in the restaurant's time zone. It stays right until the next edge
 * of the opening hours (`nextSlotChange`) or the next midnight (today's hours change with the
 * day), whichever comes first.
 */
export function openingStateAt(
  hours: readonly WeeklySlot[],
  at: Date,
  timeZone: string = PARIS_TIME_ZONE,
): OpeningState {
  const wall = wallClockAt(at, timeZone);
  if (hours.length === 0) return { isOpen: null, weekday: wall.weekday, validUntil: null };
  const midnight = instantOfWallClock(addDays(wall, 1), 0, timeZone).getTime();
  const change = nextSlotChange(hours, at, timeZone)?.getTime() ?? midnight;
  return {
    isOpen: isWithinSlots(hours, at, timeZone),
    weekday: wall.weekday,
    validUntil: Math.min(change, midnight),
  };
}
