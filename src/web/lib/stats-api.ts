import type { Stats } from '../../domain/stats/stats-schema';
import { request } from './http';

/** `from=…&to=…` (`&menuId=…`): the JSON's and the CSV file's query. */
export function statsQuery(range: { from: string; to: string }, menuId?: string): string {
  const params = new URLSearchParams({ from: range.from, to: range.to });
  if (menuId) params.set('menuId', menuId);
  return params.toString();
}

/** The CSV file of a period (a plain link: the browser downloads it with the session cookie). */
export const statsCsvUrl = (range: { from: string; to: string }, menuId?: string) =>
  `/api/v1/stats?${statsQuery(range, menuId)}&format=csv`;

/** "Statistiques" (issue 26 §2): loaded by its screen and the dashboard's line per menu only. */
export const statsApi = {
  stats: (range: { from: string; to: string }, menuId?: string) =>
    request<Stats>('GET', `/api/v1/stats?${statsQuery(range, menuId)}`),
};
