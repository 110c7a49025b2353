import { LANGUAGE_NAMES } from '../../domain/i18n/diner/diner-strings';
import { LANGUAGES } from '../../domain/i18n/languages';
import type { Stats } from '../../domain/stats/stats-schema';
import { type Cell, frenchAmount, frenchDate, integer, toCsv } from '../http/csv';

/**
 * "Statistiques" as one CSV table, the French way (http/csv.ts: `;`, decimal comma, BOM): one
 * row per figure, each naming its heading, so a spreadsheet filters and sums it.
 */
export const STATS_CSV_HEADER = [
  'Rubrique',
  'Libellé',
  'Vues',
  'Scans',
  'Commandes',
  "Chiffre d'affaires (€)",
  'Encaissé à table (€)',
] as const;

export function renderStatsCsv(stats: Stats, menuNames: ReadonlyMap<string, string>): string {
  const rows: Cell[][] = [];
  const count = (value: number | null) => (value === null ? null : integer(value));
  const add = (
    heading: string,
    label: string,
    views: number | null,
    scans: number | null = null,
    orders: number | null = null,
    revenueCents: number | null = null,
    paidCents: number | null = null,
  ) =>
    rows.push([
      heading,
      label,
      count(views),
      count(scans),
      count(orders),
      revenueCents === null ? null : frenchAmount(revenueCents),
      paidCents === null ? null : frenchAmount(paidCents),
    ]);

  for (const day of stats.days) {
    add(
      'Jour',
      frenchDate(day.date),
      day.views,
      day.scans,
      day.orders,
      day.revenueCents,
      day.paidCents,
    );
  }
  for (const { hour, views } of stats.hours)
    add('Heure', `${String(hour).padStart(2, '0')} h`, views);
  for (const table of stats.tables) add('Table', table.table, null, table.scans, table.orders);
  for (const lang of LANGUAGES) add('Langue', LANGUAGE_NAMES[lang], stats.languages[lang] ?? 0);
  for (const dish of stats.dishes) add('Plat', dish.name, dish.views, null, dish.orders);
  for (const menu of stats.menus)
    add('Menu', menuNames.get(menu.menuId) ?? menu.menuId, menu.views);
  return toCsv(STATS_CSV_HEADER, rows);
}
