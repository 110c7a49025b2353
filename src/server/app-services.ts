import path from 'node:path';
import { DATA_EXPORT_LIMITS } from '../domain/account/data-export';
import { createAccountService } from './account/account-service';
import {
  createAiDescriptionGenerator,
  createLocalDescriptionGenerator,
} from './ai/description-generator';
import { createDescriptionService } from './ai/description-service';
import type { PasswordHashing } from './auth/auth';
import { createAuthLoader } from './auth/auth-loader';
import { clearedDeviceCookie, deviceCookie } from './auth/device-cookie';
import { createTeamAccounts } from './auth/team-accounts';
import { createAvailabilityService } from './availability/availability-service';
import { createBillingService } from './billing/billing-service';
import { createBillingGateway } from './billing/billing-setup';
import { createCallService } from './calls/call-service';
import { createCallStreams } from './calls/call-streams';
import type { Config } from './config';
import { resolveJournalKey } from './config-secrets';
import { createDataExportService } from './data-export/data-export-service';
import { createExportStore } from './data-export/export-store';
import { createExportSources } from './data-export-sources';
import type { AppDatabase } from './db/database';
import { createEventBus, type EventBus } from './events/event-bus';
import { createFiscalJournal } from './fiscal-journal/fiscal-journal';
import { createJournalService } from './fiscal-journal/journal-service';
import { createImageService, type ImageLimits } from './images/image-service';
import { createImageStorage } from './images/image-storage';
import { createImageWorkQueue, type ImageWorkQueue } from './images/image-work-queue';
import { createAiMenuStructurer } from './imports/ai-structurer';
import { createImportService } from './imports/import-service';
import { createImportWorker } from './imports/import-worker';
import type { Logger } from './logging/logger';
import { createMailer, type Mailer } from './mail/mailer';
import { createAllergenTableService } from './menus/allergen-table-service';
import { createMenuService } from './menus/menu-service';
import type { OrderOutcomes } from './orders/order-outcomes';
import { createOrderService } from './orders/order-service';
import { createOrderTokens } from './orders/order-token';
import { createConnectWebhook } from './payments/connect-webhook';
import { createPaymentAccountService } from './payments/payment-account-service';
import { createPaymentService } from './payments/payment-service';
import { createConnectGateway } from './payments/payments-setup';
import { createPromotionService } from './promotions/promotion-service';
import type { FastPath } from './public-pages/fast-path';
import { createPreviewService } from './public-pages/preview-service';
import { createPublicPagesWithAssets } from './public-pages/register-public-pages';
import { renderQrSvg } from './qr/qr-image';
import { createQrService } from './qr/qr-service';
import { createThrottle } from './rate-limit/throttle';
import { createReportService } from './reports/report-service';
import { createRestaurantService } from './restaurant/restaurant-service';
import { createAudienceCounter } from './stats/audience-counter';
import { createStatsService } from './stats/stats-service';
import { createTeamService } from './team/team-service';
import { setUpTranslations } from './translation/translation-setup';

export type ServiceDeps = {
  config: Config & { authSecret: string };
  database: AppDatabase;
  /** The app's logger: each service gets a child named after its feature. */
  log: Logger;
  /** Defaults to SMTP when SMTP_URL is set, else the local outbox. */
  mailer?: Mailer;
  events?: EventBus;
  /** The addresses the app's own routes take (no restaurant may take one as its `/{slug}`). */
  isRouteHead: (segment: string) => boolean;
  fastPath: FastPath;
  imageLimits?: Partial<ImageLimits>;
  imageWork?: ImageWorkQueue;
  /** Told of each order placed or refused (the operator's metrics, docs/metrics.md). */
  orderOutcomes?: OrderOutcomes;
  now?: () => Date;
  /** Tests only: how Better Auth hashes passwords (auth.ts, PasswordHashing). */
  passwordHashing?: PasswordHashing;
};

export type Services = Awaited<ReturnType<typeof createServices>>;

/**
 * Every service of the app, built once from the config and the database. Features meet here
 * only through what they are handed (and through events): this is the one place that knows
 * which feature needs which.
 */
export async function createServices(deps: ServiceDeps) {
  const { config, database, now } = deps;
  const { publicUrl } = config;
  const isSecure = publicUrl.startsWith('https://');
  const log = (feature: string) => deps.log.child({ feature });
  const throttle = (limit: number, windowMs: number) =>
    createThrottle(database.db, { limit, windowMs });

  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log: log('mail'),
      outboxFile: path.join(config.dataDir, 'outbox.json'),
    });
  const events = deps.events ?? createEventBus({ database, log: log('events') });
  // The payments journal: built once, handed to the features that record payments.
  const fiscalJournal = createFiscalJournal({
    key: config.journalSigningKey ?? resolveJournalKey(config, (line) => deps.log.warn(line)),
    dialect: database.dialect,
    now,
  });
  // Diners' counts in memory, flushed by the stats plugin (docs/audience.md).
  const audience = createAudienceCounter({
    database,
    log: log('stats'),
    isEnabled: config.statsCounting,
    // The app's clock (tests move it to script a week of visits).
    now: now ? () => now().getTime() : undefined,
  });
  const stats = createStatsService({ database, events, counter: audience, now });
  const billingGateway = createBillingGateway(config);
  const billing = createBillingService({
    database,
    gateway: billingGateway,
    events,
    mailer,
    publicUrl,
    log: log('billing'),
  });
  const paymentGateway = createConnectGateway(config, log('payments'));
  const paymentAccounts = createPaymentAccountService({
    database,
    events,
    gateway: paymentGateway,
    publicUrl,
    now,
  });
  const payments = createPaymentService({
    database,
    events,
    gateway: paymentGateway,
    journal: fiscalJournal,
    setup: paymentAccounts,
    publicUrl,
    mailer,
    log: log('payments'),
    now,
    onPaid: stats.countPayment,
  });
  const paymentWebhook = createConnectWebhook({
    database,
    gateway: paymentGateway,
    accounts: paymentAccounts,
    // The payment flow hears of its Checkout Sessions and refunds from the Connect endpoint.
    handlers: payments,
    log: log('payments'),
    now,
  });
  // The local payment mode's own events (a refund, an abandoned session) reach the same handling.
  if (paymentGateway?.mode === 'local') {
    paymentGateway.deliverEventsTo((event) => paymentWebhook.receive(event));
  }
  // Built here, so the metrics can read its length (docs/metrics.md).
  const imageWork = deps.imageWork ?? createImageWorkQueue();
  const images = createImageService({
    database,
    events,
    storage: createImageStorage(config),
    limits: deps.imageLimits,
    workQueue: imageWork,
    log: log('images'),
  });
  const loadAuth = createAuthLoader({
    config,
    database,
    mailer,
    passwordHashing: deps.passwordHashing,
    log: log('auth'),
    events,
    beforeDeleteOwner: (ownerId) => billing.cancelOwnerSubscriptions(ownerId),
    onOwnerDeleting: async (ownerId) => {
      await images.deleteOwnerImages(ownerId);
      // Its archive's file (its row goes with the account); the payments journal stays.
      await dataExport.deleteOwnerExport(ownerId);
    },
  });
  const menus = createMenuService({ database, events, images, now });
  const allergenTables = createAllergenTableService({ database, menus, now });
  const { pages, assets } = await createPublicPagesWithAssets({
    database,
    events,
    publicUrl,
    marketingUrl: config.marketingUrl,
    adsClientId: config.adsClientId,
    describePhotos: (input) => images.describePhotos(input),
    describeImages: (input) => images.describeImages(input),
    now,
    log: log('public-pages'),
  });
  const restaurants = createRestaurantService({
    database,
    events,
    images,
    publicUrl,
    isRouteHead: deps.isRouteHead,
    now,
  });
  const translations = setUpTranslations({ config, database, events, log: log('translation') });
  const calls = createCallService({ database, events, now });
  const journal = createJournalService({
    journal: fiscalJournal,
    database,
    events,
    log: log('fiscal-journal'),
    now,
  });
  const accounts = createAccountService({ database, publicUrl });
  const team = createTeamService({
    database,
    events,
    accounts: createTeamAccounts(loadAuth),
    publicUrl,
    renderQrSvg,
    now,
  });
  const reports = createReportService({
    database,
    journalCheck: (ownerId) => journal.checkOwnerJournal({ ownerId }),
  });
  const dataExport = createDataExportService({
    database,
    dataDir: config.dataDir,
    store: createExportStore(config),
    secret: config.authSecret,
    throttle: throttle(DATA_EXPORT_LIMITS.perDay, 24 * 60 * 60_000),
    log: log('data-export'),
    now,
    sources: createExportSources({
      accounts,
      restaurants,
      menus,
      allergenTables,
      images,
      reports,
      journal,
      stats,
      team,
    }),
  });
  const importWorker = createImportWorker({
    database,
    events,
    structurer: config.ai ? createAiMenuStructurer({ ...config.ai, log: log('imports') }) : null,
    log: log('imports'),
  });
  return {
    importWorker,
    imports: createImportService({
      database,
      events,
      worker: importWorker,
      menus,
      throttle: throttle(20, 10 * 60_000),
    }),
    mailer,
    events,
    fiscalJournal,
    journal,
    loadAuth,
    signInFailures: throttle(10, 60_000),
    writeThrottle: throttle(300, 60_000),
    billing,
    billingGateway,
    paymentGateway,
    paymentAccounts,
    paymentWebhook,
    images,
    imageWork,
    menus,
    allergenTables,
    dataExport,
    pages,
    assets,
    restaurants,
    translations: translations.service,
    translationQueue: translations.queue,
    accounts,
    qr: createQrService({
      database,
      events,
      menus,
      publicUrl,
      readableUrl: async (owner) => (await restaurants.getRestaurant({ owner })).publicUrl,
    }),
    descriptions: createDescriptionService({
      database,
      generator: config.ai
        ? createAiDescriptionGenerator({ ...config.ai, log: log('ai') })
        : createLocalDescriptionGenerator(),
      throttle: throttle(30, 60_000),
    }),
    previews: createPreviewService({ database, pages }),
    orders: createOrderService({
      takesTablePayments: paymentGateway !== null,
      database,
      tokens: createOrderTokens(config.authSecret),
      perClient: throttle(120, 10 * 60_000),
      perRestaurantPerMinute: config.orders.perRestaurantPerMinute,
      events,
      now,
      onPlaced: stats.countOrder,
      outcomes: deps.orderOutcomes,
    }),
    payments,
    availability: createAvailabilityService({ database, events, now }),
    team,
    teamAttempts: throttle(20, 60_000),
    deviceCookies: {
      set: (token: string) => deviceCookie(token, isSecure),
      clear: () => clearedDeviceCookie(isSecure),
    },
    promotions: createPromotionService({ database, events, now }),
    calls,
    callStreams: createCallStreams({ calls, events }),
    reports,
    audience,
    stats,
    audienceBeacons: throttle(120, 60_000),
  };
}
