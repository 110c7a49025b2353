import type { AppMigration } from '../migrator';
import { accountsMigration } from './2026-11-21-001-accounts';
import { menusMigration } from './2026-11-21-002-menus';
import { tablesMigration } from './2026-11-21-003-tables';
import { eventLogMigration } from './2026-11-23-010-event-log';
import { ordersMigration } from './2026-11-23-020-orders';
import { billingMigration } from './2026-11-24-030-billing';
import { imagesMigration } from './2026-11-24-030-images';
import { translationsMigration } from './2026-11-25-040-translations';
import { dishSoldOutMigration } from './2026-11-26-050-dish-sold-out';
import { restaurantSlugMigration } from './2026-11-27-060-restaurant-slug';
import { restaurantProfileMigration } from './2026-11-28-070-restaurant-profile';
import { promotionsMigration } from './2026-11-28-080-promotions';
import { menuScheduleMigration } from './2026-11-28-090-menu-schedule';
import { tableTokensMigration } from './2026-11-29-100-table-tokens';
import { slugReleaseMigration } from './2026-11-29-110-slug-release';
import { translationOriginsMigration } from './2026-11-30-120-translation-origins';
import { tableTabsMigration } from './2026-12-01-100-table-tabs';
import { paymentAccountsMigration } from './2026-12-01-110-payment-accounts';
import { restaurantLegalMigration } from './2026-12-01-120-restaurant-legal';
import { fiscalJournalMigration } from './2026-12-01-130-fiscal-journal';
import { ordersAwaitingPaymentMigration } from './2026-12-01-140-orders-awaiting-payment';
import { paymentReceiptsMigration } from './2026-12-01-150-payment-receipts';
import { teamActorsMigration } from './2026-12-02-100-team-actors';
import { teamMigration } from './2026-12-02-110-team';
import { actorsRecordedMigration } from './2026-12-02-120-actors-recorded';
import { tableCallsMigration } from './2026-12-02-200-table-calls';
import { staffOrdersMigration } from './2026-12-02-300-staff-orders';
import { audienceCountsMigration } from './2026-12-03-100-audience-counts';
import { menuImportsMigration } from './2026-12-04-200-menu-imports';
import { dataExportMigration } from './2026-12-04-300-data-export';
import { eventOrderMigration } from './2026-12-05-100-event-order';
import { paymentSplitPartsMigration } from './2026-12-07-110-payment-split-parts';
import { tabCreditMigration } from './2026-12-07-120-tab-credit';
import { journalHeadMigration } from './2026-12-07-130-journal-head';
import { menuImportReadByMigration } from './2026-12-07-170-menu-import-read-by';

/**
 * Every migration, in order. Names sort by date so that Kysely's ordering check holds.
 * Imported statically (no directory scan) so the list is the same in every runtime.
 */
export const migrations: readonly AppMigration[] = [
  accountsMigration,
  menusMigration,
  tablesMigration,
  eventLogMigration,
  ordersMigration,
  billingMigration,
  imagesMigration,
  translationsMigration,
  dishSoldOutMigration,
  restaurantSlugMigration,
  restaurantProfileMigration,
  menuScheduleMigration,
  promotionsMigration,
  tableTokensMigration,
  slugReleaseMigration,
  translationOriginsMigration,
  tableTabsMigration,
  paymentAccountsMigration,
  restaurantLegalMigration,
  fiscalJournalMigration,
  ordersAwaitingPaymentMigration,
  paymentReceiptsMigration,
  teamActorsMigration,
  teamMigration,
  actorsRecordedMigration,
  tableCallsMigration,
  staffOrdersMigration,
  audienceCountsMigration,
  menuImportsMigration,
  dataExportMigration,
  eventOrderMigration,
  paymentSplitPartsMigration,
  tabCreditMigration,
  journalHeadMigration,
  menuImportReadByMigration,
];
