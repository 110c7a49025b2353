import path from 'node:path';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { createAccountService } from './account/account-service';
import {
  createAiDescriptionGenerator,
  createLocalDescriptionGenerator,
} from './ai/description-generator';
import { createDescriptionService } from './ai/description-service';
import { registerApiV1 } from './api/api-v1';
import type { Auth } from './auth/auth';
import { createAuthLoader } from './auth/auth-loader';
import { registerAuthRoutes } from './auth/auth-routes';
import { createAvailabilityService } from './availability/availability-service';
import { createBillingService } from './billing/billing-service';
import { createBillingGateway, startGracePeriodSweeper } from './billing/billing-setup';
import { registerLocalBillingRoutes } from './billing/local-billing-routes';
import type { Config } from './config';
import type { AppDatabase } from './db/database';
import { createEventBus, type EventBus } from './events/event-bus';
import { registerHealthRoutes } from './health/routes';
import { toErrorBody } from './http/app-error';
import { registerErrorHandling } from './http/error-handler';
import { registerInputGuard } from './http/input-guard';
import { registerSecurityHeaders } from './http/security-headers';
import { registerEventStreams } from './http/sse';
import type { StreamLimits } from './http/stream-limits';
import { registerUrlRules } from './http/url-rules';
import { registerImageFileRoute } from './images/image-file-route';
import { scheduleOrphanPurge, storageWarning } from './images/image-jobs';
import { createImageService, type ImageLimits } from './images/image-service';
import { createImageStorage } from './images/image-storage';
import type { ImageWorkQueue } from './images/image-work-queue';
import './http/zod-config';
import { createMailer, type Mailer } from './mail/mailer';
import { registerOutboxRoutes } from './mail/outbox-routes';
import { createMenuService } from './menus/menu-service';
import { scheduleOrderRetention } from './orders/order-retention';
import { createOrderService } from './orders/order-service';
import { createOrderTokens } from './orders/order-token';
import { createPromotionService } from './promotions/promotion-service';
import { createFastPath } from './public-pages/fast-path';
import { createPreviewService } from './public-pages/preview-service';
import { registerPublicPages } from './public-pages/register-public-pages';
import { createQrService } from './qr/qr-service';
import { createThrottle } from './rate-limit/throttle';
import { createRestaurantService } from './restaurant/restaurant-service';
import { collectRouteHeads } from './restaurant/route-heads';
import { renderNotFoundPage } from './spa/not-found-page';
import { registerSpa, type SpaOptions } from './spa/serve-spa';
import { setUpTranslations } from './translation/translation-setup';

declare module 'fastify' {
  interface FastifyInstance {
    /** Better Auth, created by the first request that needs it (auth/auth-loader.ts). */
    loadAuth: () => Promise<Auth>;
    /**
     * Better Auth once loaded, for tests and scripts (createTestApp loads it); throws before.
     * Request handlers use `loadAuth`.
     */
    auth: Auth;
    mailer: Mailer;
    events: EventBus;
  }
}

export type AppDeps = {
  config: Config;
  database: AppDatabase;
  spa: Pick<SpaOptions, 'mode' | 'root'>;
  /** Defaults to SMTP when SMTP_URL is set, else the local outbox. */
  mailer?: Mailer;
  events?: EventBus;
  /** Tests only: extra routes registered inside the /api/v1 scope (with its hooks). */
  extraApiRoutes?: (api: FastifyInstance) => void;
  /** Tests only: lower photo quotas and limits. */
  imageLimits?: Partial<ImageLimits>;
  /** Tests only: the queue photos are processed through (to watch it). */
  imageWork?: ImageWorkQueue;
  /** Tests only: lower caps on live streams per client. */
  streamLimits?: Partial<StreamLimits>;
  /** Tests only: the clock of time-bound rules ("Épuisé" until tomorrow). */
  now?: () => Date;
  /** Override the logger (tests pass `false`). */
  logger?: FastifyServerOptions['logger'];
};

/** The Fastify application, shared by the process entry (main.ts) and the tests. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const { authSecret } = config;
  if (!authSecret) throw new Error('buildApp needs config.authSecret (see resolveAuthSecret)');
  // Cached public pages are answered in front of Fastify's hooks (public-pages/fast-path.ts).
  const publicFastPath = createFastPath();
  const app = Fastify({
    serverFactory: publicFastPath.serverFactory,
    logger: deps.logger ?? loggerOptions(config),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Requests stay in flight through a graceful shutdown; idle keep-alive sockets are closed.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });

  closeConnectionsWhenClosing(app);
  const routeHeads = collectRouteHeads(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInputGuard(app);
  registerUrlRules(app, { publicUrl: config.publicUrl });
  await registerSecurityHeaders(app, { isDevelopment: deps.spa.mode === 'vite' });
  await app.register(compress, { encodings: ['br', 'gzip'] });

  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log: (line) => app.log.info(line),
      outboxFile: path.join(config.dataDir, 'outbox.json'),
    });
  const events =
    deps.events ??
    createEventBus({
      database,
      logError: (error, message) => app.log.error({ err: error }, message),
    });
  await events.start();
  app.addHook('onClose', () => events.close());
  const billingGateway = createBillingGateway(config);
  const billing = createBillingService({
    database,
    gateway: billingGateway,
    events,
    mailer,
    publicUrl: config.publicUrl,
    log: (level, message, error) => app.log[level]({ err: error }, message),
  });
  const images = createImageService({
    database,
    storage: createImageStorage(config),
    limits: deps.imageLimits,
    workQueue: deps.imageWork,
    log: (message, error) => app.log.warn({ err: error }, message),
  });
  const warning = storageWarning(config);
  if (warning) app.log.warn(warning);
  const loadAuth = createAuthLoader({
    config: { ...config, authSecret },
    database,
    mailer,
    log: (level, message) => app.log[level](message),
    events,
    beforeDeleteOwner: (ownerId) => billing.cancelOwnerSubscriptions(ownerId),
    onOwnerDeleting: (ownerId) => images.deleteOwnerImages(ownerId),
  });

  let loadedAuth: Auth | undefined;
  app.decorate('loadAuth', async () => {
    loadedAuth ??= await loadAuth();
    return loadedAuth;
  });
  app.decorate('auth', {
    getter: () => {
      if (!loadedAuth) throw new Error('Better Auth is not loaded yet: await app.loadAuth() first');
      return loadedAuth;
    },
  });
  app.decorate('mailer', mailer);
  app.decorate('events', events);
  app.decorate('publicFastPath', publicFastPath);

  registerHealthRoutes(app, database);
  await registerAuthRoutes(app, {
    loadAuth,
    signInFailures: createThrottle(database.db, { limit: 10, windowMs: 60_000 }),
    publicUrl: config.publicUrl,
  });
  registerOutboxRoutes(app, mailer.outbox);
  await registerOpenApi(app);
  const menus = createMenuService({ database, events, images, now: deps.now });
  registerImageFileRoute(app, { images });
  scheduleOrphanPurge(app, images);
  const pages = await registerPublicPages(app, {
    database,
    events,
    publicUrl: config.publicUrl,
    marketingUrl: config.marketingUrl,
    adsClientId: config.adsClientId,
    fastPath: publicFastPath,
    describePhotos: (input) => images.describePhotos(input),
    describeImages: (input) => images.describeImages(input),
    now: deps.now,
  });
  const orders = createOrderService({
    database,
    tokens: createOrderTokens(authSecret),
    perClient: createThrottle(database.db, { limit: 120, windowMs: 10 * 60_000 }),
    perRestaurantPerMinute: config.orders.perRestaurantPerMinute,
    events,
    now: deps.now,
  });
  const stopRetention = scheduleOrderRetention(orders, {
    info: (message) => app.log.info(message),
    error: (error, message) => app.log.error({ err: error }, message),
  });
  app.addHook('onClose', async () => stopRetention());
  if (billingGateway?.mode === 'local') {
    await registerLocalBillingRoutes(app, {
      gateway: billingGateway,
      billing,
      publicUrl: config.publicUrl,
    });
  }
  startGracePeriodSweeper(app, billing);
  const translations = setUpTranslations({
    config,
    database,
    events,
    logError: (error, message) => app.log.error({ err: error }, message),
    logWarn: (error, message) => app.log.warn({ err: error }, message),
  });
  app.decorate('translationQueue', translations.queue);
  app.addHook('preClose', () => translations.queue.close());
  const restaurants = createRestaurantService({
    database,
    events,
    images,
    publicUrl: config.publicUrl,
    isRouteHead: (segment) => routeHeads.has(segment),
    now: deps.now,
  });
  await registerApiV1(app, {
    loadAuth,
    publicUrl: config.publicUrl,
    writeThrottle: createThrottle(database.db, { limit: 300, windowMs: 60_000 }),
    events,
    streams: registerEventStreams(app, { limits: deps.streamLimits }),
    pages,
    now: deps.now,
    extraRoutes: deps.extraApiRoutes,
    services: {
      accounts: createAccountService({ database, publicUrl: config.publicUrl }),
      menus,
      qr: createQrService({
        database,
        events,
        menus,
        publicUrl: config.publicUrl,
        readableUrl: async (owner) => (await restaurants.getRestaurant({ owner })).publicUrl,
      }),
      descriptions: createDescriptionService({
        database,
        generator: config.ai
          ? createAiDescriptionGenerator({
              ...config.ai,
              onError: (error) =>
                app.log.warn({ err: error }, 'AI description failed; using templates'),
            })
          : createLocalDescriptionGenerator(),
        throttle: createThrottle(database.db, { limit: 30, windowMs: 60_000 }),
      }),
      previews: createPreviewService({ database, pages }),
      orders,
      billing,
      images,
      translations: translations.service,
      availability: createAvailabilityService({ database, events, now: deps.now }),
      promotions: createPromotionService({ database, events, now: deps.now }),
      restaurants,
    },
  });
  await registerSpa(app, { ...deps.spa, marketingUrl: config.marketingUrl });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.status(404).send(toErrorBody('NOT_FOUND'));
    }
    return reply
      .status(404)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(renderNotFoundPage());
  });

  return app;
}

/** OpenAPI 3 description of the owner JSON API at /api/v1/openapi.json, from the zod schemas. */
async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Ardoise owner API', version: '1' },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
        },
      },
      security: [{ session: [] }],
    },
    hideUntagged: true,
    transform: jsonSchemaTransform,
  });
}

/**
 * During a graceful shutdown, requests in flight finish, but their keep-alive connections
 * would then keep the server open until the client drops them: ask clients to close.
 */
function closeConnectionsWhenClosing(app: FastifyInstance) {
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (isClosing) reply.header('Connection', 'close');
  });
}

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.env === 'development') {
    return {
      level: config.logLevel,
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
      },
    };
  }
  return { level: config.logLevel };
}
