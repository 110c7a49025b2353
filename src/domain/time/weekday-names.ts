/**
 * Weekdays in French words, for screens. Apart from weekly-slots.ts (which holds the zod
 * schemas): the dashboard describes slots without loading zod (`npm run bench:web`).
 */

export const WEEKDAY_NAMES_FR = [
  'lundi',
  'mardi',
  'mercredi',
  'jeudi',
  'vendredi',
  'samedi',
  'dimanche',
] as const;

/** "lundi–vendredi 11:30–15:00" style text for screens: days named in French. */
export function describeDays(days: readonly number[]): string {
  const names = days.map((day) => WEEKDAY_NAMES_FR[day - 1]).filter(Boolean);
  if (days.length === 7) return 'tous les jours';
  const consecutive = days.every((day, index) => index === 0 || day === (days[index - 1] ?? 0) + 1);
  if (consecutive && days.length >= 3) return `du ${names[0]} au ${names[names.length - 1]}`;
  return names.join(', ');
}
