import { formatLocalDate, parseLocalDate } from '../../domain/reports/day-report-rules';
import type { DayReport } from '../../domain/reports/day-report-schema';
import { addDays, instantOfWallClock } from '../../domain/time/zoned-time';
import type { AppDatabase } from '../db/database';
import { AppError } from '../http/app-error';
import { ownerMenus } from '../owner-state/owner-menus';
import { restaurantProfiles } from '../owner-state/restaurant-profile';
import { buildDayReport } from './day-report';
import { reportRepository as reports } from './report-repository';

/** "Service du jour" (issue 24 §6): the summary of a Europe/Paris day or range of days. */
export function createReportService(deps: {
  database: AppDatabase;
  /** The payments journal's check (issue 41 §5): a report of a broken journal says so. */
  journalCheck?: (ownerId: string) => Promise<{ intact: boolean; problem: string | null }>;
}) {
  const { db } = deps.database;

  return {
    /** `date` and `to` are valid `YYYY-MM-DD` days (the route's schema checked them). */
    async getDayReport(input: { ownerId: string; date: string; to?: string }): Promise<DayReport> {
      const from = parseLocalDate(input.date);
      const to = parseLocalDate(input.to ?? input.date);
      if (!from || !to) throw new AppError('VALIDATION');
      const [first, last] = [formatLocalDate(from), formatLocalDate(to)];
      const check = await deps.journalCheck?.(input.ownerId);
      const [orders, events, journal, menus, { profile }] = await Promise.all([
        reports.listOrders(db, input.ownerId, first, last),
        reports.listPreparationEvents(db, input.ownerId, first, last),
        reports.listJournalEntries(
          db,
          input.ownerId,
          instantOfWallClock(from, 0),
          instantOfWallClock(addDays(to, 1), 0),
        ),
        ownerMenus.listByOwner(db, input.ownerId),
        restaurantProfiles.find(db, input.ownerId),
      ]);
      const categories = new Map(
        menus.flatMap((menu) =>
          menu.document.categories.flatMap((category) =>
            category.items.map((dish) => [`${menu.id}|${dish.id}`, category.name] as const),
          ),
        ),
      );
      const report = buildDayReport({
        from,
        to,
        openingHours: profile.openingHours,
        orders,
        events,
        journal,
        categoryOf: (menuId, dishId) => categories.get(`${menuId}|${dishId}`) ?? null,
      });
      return {
        ...report,
        journal: { verified: check?.intact ?? true, problem: check?.problem ?? null },
      };
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
