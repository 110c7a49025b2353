import { AccountSchema } from '../domain/account/account-schema';
import { ClosureListSchema } from '../domain/journal/journal-schema';
import { MenuDetailSchema } from '../domain/menu/menu-view';
import { DayReportSchema } from '../domain/reports/day-report-schema';
import { RestaurantSchema } from '../domain/restaurant/restaurant-schema';
import { TeamSchema } from '../domain/team/team-schema';
import type { AccountService } from './account/account-service';
import type { ExportSources } from './data-export/export-sources';
import type { JournalService } from './fiscal-journal/journal-service';
import { AppError } from './http/app-error';
import type { ImageService } from './images/image-service';
import type { AllergenTableService } from './menus/allergen-table-service';
import type { MenuService } from './menus/menu-service';
import type { ReportService } from './reports/report-service';
import type { RestaurantService } from './restaurant/restaurant-service';
import type { StatsService } from './stats/stats-service';
import type { TeamService } from './team/team-service';

/**
 * What the owner's data export reads, from the features that own it (issue 25 §6). Each answer
 * goes through the API's own response schema: the archive holds what `/api/v1` would answer,
 * and nothing a schema leaves out (no password hash, token or secret).
 */
export function createExportSources(services: {
  accounts: AccountService;
  restaurants: RestaurantService;
  menus: MenuService;
  allergenTables: AllergenTableService;
  images: ImageService;
  reports: ReportService;
  journal: JournalService;
  stats: StatsService;
  team: TeamService;
}): ExportSources {
  const { menus, journal } = services;
  return {
    account: async (owner) => AccountSchema.parse(await services.accounts.getAccount({ owner })),
    restaurant: async (owner) =>
      RestaurantSchema.parse(await services.restaurants.getRestaurant({ owner })),
    listMenus: (ownerId) => menus.listMenus({ ownerId }),
    menu: async (ownerId, menuId) =>
      MenuDetailSchema.parse(await menus.requireMenu({ ownerId, menuId })),
    allergenTablePdf: (owner, menuId) => services.allergenTables.renderPdf({ owner, menuId }),
    photos: (ownerId) => services.images.listOwnerPhotoFiles(ownerId),
    dayReport: async (ownerId, date, to) =>
      DayReportSchema.parse(await services.reports.getDayReport({ ownerId, date, to })),
    journalArchive: async (ownerId, period) => {
      try {
        return (await journal.getArchive({ ownerId, period })).body;
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
    journalClosures: async (ownerId) =>
      ClosureListSchema.parse(await journal.listClosures({ ownerId })),
    audience: (ownerId) => services.stats.exportCounts({ ownerId }),
    team: async (ownerId) => TeamSchema.parse(await services.team.getTeam({ ownerId })),
  };
}
