import type { Stats } from '../../../domain/stats/stats-schema';
import { PARIS_TIME_ZONE } from '../../../domain/time/zoned-time';

/**
 * "The week" of "Statistiques" and of the dashboard's line per menu: the last 7 Europe/Paris
 * days, today included. Apart from stats-model.ts so that the dashboard loads only this.
 */
export const DEFAULT_DAYS = 7;

const parisDate = new Intl.DateTimeFormat('en-CA', { timeZone: PARIS_TIME_ZONE });

/** Today in Paris (`YYYY-MM-DD`), whatever the device's time zone. */
export const parisToday = (now = new Date()) => parisDate.format(now);

/** The last `days` days, today (`YYYY-MM-DD`) included. */
export function lastDays(days: number, today: string): { from: string; to: string } {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const from = new Date(Date.UTC(year, month - 1, day - days + 1)).toISOString().slice(0, 10);
  return { from, to: today };
}

/** A menu's views over the period (0 when the server counted none). */
export const menuViewsOf = (stats: Pick<Stats, 'menus'>, menuId: string) =>
  stats.menus.find((menu) => menu.menuId === menuId)?.views ?? 0;

const count = new Intl.NumberFormat('fr-FR');
/** "312 vues", "1 vue", "0 vue" (French: zero and one are singular). */
export const formatViews = (views: number) =>
  `${count.format(views)} ${views > 1 ? 'vues' : 'vue'}`;
