import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { accountPlugin } from './account/plugin';
import { aiPlugin } from './ai/plugin';
import { apiV1Plugin, createApiScope } from './api/api-v1';
import type { OwnerRoute } from './api/owner-hook';
import { createServices, type ServiceDeps, type Services } from './app-services';
import type { AuthLoader } from './auth/auth-loader';
import { authPlugin } from './auth/plugin';
import { createAccessResolver } from './auth/require-owner';
import { createSessionCache } from './auth/session-cache';
import { createPageAvailabilityStreams } from './availability/availability-page';
import { availabilityPlugin } from './availability/plugin';
import { backupPlugin } from './backup/plugin';
import { billingPlugin } from './billing/plugin';
import { callsPlugin } from './calls/plugin';
import type { Config } from './config';
import { dataExportPlugin } from './data-export/plugin';
import type { AppDatabase } from './db/database';
import { dinerEventsPlugin } from './diner-events/plugin';
import type { EventBus } from './events/event-bus';
import { eventsPlugin } from './events/plugin';
import type { FiscalJournal } from './fiscal-journal/fiscal-journal';
import type { JournalService } from './fiscal-journal/journal-service';
import { fiscalJournalPlugin } from './fiscal-journal/plugin';
import { healthPlugin } from './health/plugin';
import { createReadiness, type Readiness } from './health/readiness';
import {
  closeConnectionsWhenClosing,
  loggerOptions,
  registerNotFound,
  registerOpenApi,
} from './http/app-shell';
import { registerErrorHandling } from './http/error-handler';
import { registerInputGuard } from './http/input-guard';
import { registerSecurityHeaders } from './http/security-headers';
import { registerEventStreams } from './http/sse';
import type { StreamLimits } from './http/stream-limits';
import { registerUrlRules } from './http/url-rules';
import { imagesPlugin } from './images/plugin';
import { importsPlugin } from './imports/plugin';
import { teamPlugin } from './team/plugin';
import './http/zod-config';
import type { Mailer } from './mail/mailer';
import { mailPlugin } from './mail/plugin';
import { menusPlugin } from './menus/plugin';
import { createAppMetrics } from './metrics/app-metrics';
import { registerMetrics } from './metrics/plugin';
import { createPageOrderStreams } from './orders/page-order-streams';
import { ordersPlugin } from './orders/plugin';
import { paymentsPlugin } from './payments/plugin';
import { createPageTabStreams } from './payments/tab-streams';
import { promotionsPlugin } from './promotions/plugin';
import { createFastPath, type FastPath } from './public-pages/fast-path';
import { publicPagesPlugin } from './public-pages/plugin';
import { qrPlugin } from './qr/plugin';
import { reportsPlugin } from './reports/plugin';
import { restaurantPlugin } from './restaurant/plugin';
import { collectRouteHeads } from './restaurant/route-heads';
import { registerSpa, type SpaOptions } from './spa/serve-spa';
import { statsPlugin } from './stats/plugin';
import { translationPlugin } from './translation/plugin';
import type { TranslationQueue } from './translation/translation-queue';

export type AppDeps = Pick<
  ServiceDeps,
  'mailer' | 'events' | 'imageLimits' | 'imageWork' | 'now' | 'passwordHashing'
> & {
  config: Config;
  database: AppDatabase;
  spa: Pick<SpaOptions, 'mode' | 'root'>;
  /** Tests only: extra routes registered inside the /api/v1 scope (with its hooks). */
  extraApiRoutes?: (api: FastifyInstance) => void;
  /** Tests only: lower caps on live streams per client. */
  streamLimits?: Partial<StreamLimits>;
  /** Override the logger (tests pass `false`). */
  logger?: FastifyServerOptions['logger'];
  /**
   * Run when the app has closed, after every plugin's own close hook (Fastify runs them last
   * added first): the process entry closes the database here, after the statistics' last flush.
   */
  afterClose?: () => Promise<void>;
};

/** What tests and scripts reach inside the app (never decorated onto it). */
export type AppHandles = {
  /** Better Auth, created by the first request that needs it (auth/auth-loader.ts). */
  loadAuth: AuthLoader;
  mailer: Mailer;
  events: EventBus;
  /** The payments journal (`append` inside a payment's transaction). */
  fiscalJournal: FiscalJournal;
  /** Its closures and archives (tests close periods with their own clock). */
  journal: JournalService;
  publicFastPath: FastPath;
  /** The translation queue of this instance (tests wait for it with `idle()`). */
  translationQueue: TranslationQueue;
  /** Entries and bytes of the diner page caches. */
  publicPageStats: () => {
    pages: { entries: number; bytes: number };
    tablePages: { entries: number; bytes: number };
  };
  /** First path segments of every registered route (`login`, `api`, `sitemap.xml`…). */
  routeHeads: ReadonlySet<string>;
  /** The payments' sweeper, run by its job every minute (tests run it with their clock). */
  releaseOverduePayments: () => Promise<number>;
  /** The table calls' sweeper, run by its job every minute (tests run it with their clock). */
  expireOverdueCalls: () => Promise<number>;
  /** Table payments' Stripe Connect or local gateway (null: not configured). */
  paymentGateway: Services['paymentGateway'];
  /** Diners' counts in memory (tests flush them, or check what is pending). */
  audience: Services['audience'];
  /** The owner's data exports (tests wait for an archive with `idle()`, purge with their clock). */
  dataExport: Services['dataExport'];
  /** Every /api/v1 route and what it requires (the role × route test walks it). */
  ownerRoutes: readonly OwnerRoute[];
  /** What /readyz answers; the process entry turns it off first on SIGTERM. */
  readiness: Readiness;
};

/** The Fastify application, shared by the process entry (run-server.ts) and the tests. */
export async function buildApp(
  deps: AppDeps,
): Promise<{ app: FastifyInstance; handles: AppHandles }> {
  const { config, database, now } = deps;
  const { authSecret, publicUrl } = config;
  if (!authSecret) throw new Error('buildApp needs config.authSecret (see resolveAuthSecret)');
  // Cached public pages are answered in front of Fastify's hooks (public-pages/fast-path.ts).
  const fastPath = createFastPath();
  const app = Fastify({
    serverFactory: fastPath.serverFactory,
    logger: deps.logger ?? loggerOptions(config),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Requests stay in flight through a graceful shutdown; idle keep-alive sockets are closed.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });

  // Added first, so run last (onClose hooks run in reverse order).
  const { afterClose } = deps;
  if (afterClose) app.addHook('onClose', () => afterClose());
  closeConnectionsWhenClosing(app);
  const routeHeads = collectRouteHeads(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInputGuard(app);
  registerUrlRules(app, { publicUrl });
  await registerSecurityHeaders(app, { isDevelopment: deps.spa.mode === 'vite' });
  await app.register(compress, { encodings: ['br', 'gzip'] });
  const metrics = createAppMetrics({ log: app.log.child({ feature: 'metrics' }) });
  registerMetrics(app, { metrics, token: config.metricsToken });

  const services = await createServices({
    ...deps,
    orderOutcomes: metrics.orders,
    config: { ...config, authSecret },
    log: app.log,
    isRouteHead: (segment) => routeHeads.has(segment),
    fastPath,
  });
  const { events, loadAuth, pages } = services;
  const ownerRoutes: OwnerRoute[] = [];
  const api = createApiScope({
    routes: ownerRoutes,
    resolveAccess: createAccessResolver({
      loadAuth,
      db: database.db,
      sessions: createSessionCache({ events, now }),
      now,
    }),
    publicUrl,
    writeThrottle: services.writeThrottle,
  });
  const streams = registerEventStreams(app, {
    limits: { perMenu: config.streamsPerMenu, ...deps.streamLimits },
    observer: metrics.streams,
  });
  metrics.watch({
    imageQueue: () => services.imageWork,
    translationJobs: () => services.translationQueue.jobCounts(),
    databasePool: () => database.poolUse(),
    fastPathResponses: () => fastPath.stats().hits,
    journalIntact: () => services.journal.isIntact(),
  });
  const log = (feature: string) => app.log.child({ feature });

  await app.register(eventsPlugin, { events });
  const readiness = createReadiness({ database, events });
  await app.register(healthPlugin, { readiness });
  await app.register(authPlugin, { loadAuth, signInFailures: services.signInFailures, publicUrl });
  await app.register(mailPlugin, { mailer: services.mailer });
  await registerOpenApi(app);
  await app.register(apiV1Plugin, { api, extraRoutes: deps.extraApiRoutes });
  await app.register(imagesPlugin, { api, images: services.images, config, log: log('images') });
  await app.register(publicPagesPlugin, {
    api,
    pages,
    assets: services.assets,
    previews: services.previews,
    database,
    publicUrl,
    fastPath,
    countViews: services.audience.prepareView,
  });
  await app.register(accountPlugin, { api, accounts: services.accounts });
  await app.register(restaurantPlugin, { api, restaurants: services.restaurants });
  await app.register(menusPlugin, {
    api,
    menus: services.menus,
    allergenTables: services.allergenTables,
  });
  await app.register(dataExportPlugin, {
    api,
    exports: services.dataExport,
    log: log('data-export'),
  });
  await app.register(importsPlugin, {
    api,
    imports: services.imports,
    worker: services.importWorker,
  });
  await app.register(qrPlugin, { api, qr: services.qr });
  await app.register(aiPlugin, { api, descriptions: services.descriptions });
  await app.register(ordersPlugin, {
    api,
    orders: services.orders,
    events,
    streams,
    // Table calls ring the board on its orders stream.
    boardFollowers: [services.callStreams.followOwner],
    log: log('orders'),
  });
  await app.register(callsPlugin, {
    api,
    calls: services.calls,
    callStreams: services.callStreams,
    streams,
    log: log('calls'),
  });
  await app.register(paymentsPlugin, {
    api,
    payments: services.payments,
    accounts: services.paymentAccounts,
    webhook: services.paymentWebhook,
    gateway: services.paymentGateway,
    events,
    streams,
    publicUrl,
    log: log('payments'),
  });
  await app.register(billingPlugin, {
    api,
    billing: services.billing,
    gateway: services.billingGateway,
    publicUrl,
    log: log('billing'),
  });
  await app.register(translationPlugin, {
    api,
    translations: services.translations,
    queue: services.translationQueue,
  });
  await app.register(availabilityPlugin, {
    api,
    availability: services.availability,
    pages,
    events,
    streams,
    now,
  });
  // A diner page's one live stream (issue 41 §4): each feature gives the part it owns.
  await app.register(dinerEventsPlugin, {
    api,
    streams,
    sources: {
      availability: createPageAvailabilityStreams({
        events,
        pages,
        now: now ?? (() => new Date()),
        log: log('diner-events'),
      }),
      tab: createPageTabStreams({ payments: services.payments, events }),
      call: (tableToken) => services.callStreams.forTablePage(tableToken),
      orders: createPageOrderStreams({ orders: services.orders, events }),
    },
  });
  await app.register(promotionsPlugin, { api, promotions: services.promotions });
  await app.register(reportsPlugin, { api, reports: services.reports });
  await app.register(statsPlugin, {
    api,
    stats: services.stats,
    beacons: services.audienceBeacons,
    log: log('stats'),
  });
  await app.register(teamPlugin, {
    api,
    team: services.team,
    events,
    streams,
    publicAttempts: services.teamAttempts,
    deviceCookies: services.deviceCookies,
  });
  await app.register(fiscalJournalPlugin, {
    api,
    journal: services.journal,
    log: log('fiscal-journal'),
    now,
  });
  await app.register(backupPlugin, { config, log: log('backup') });
  await registerSpa(app, { ...deps.spa, marketingUrl: config.marketingUrl });

  registerNotFound(app);

  const handles: AppHandles = {
    loadAuth,
    mailer: services.mailer,
    events,
    fiscalJournal: services.fiscalJournal,
    journal: services.journal,
    publicFastPath: fastPath,
    translationQueue: services.translationQueue,
    publicPageStats: () => ({ pages: pages.stats(), tablePages: pages.tableStats() }),
    routeHeads,
    paymentGateway: services.paymentGateway,
    releaseOverduePayments: () => services.payments.releaseOverdue(),
    expireOverdueCalls: () => services.calls.expireOverdue(),
    ownerRoutes,
    audience: services.audience,
    dataExport: services.dataExport,
    readiness,
  };
  return { app, handles };
}
