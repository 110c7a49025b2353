import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { registerAiRoutes } from './ai/ai-routes';
import {
  createAiDescriptionGenerator,
  createLocalDescriptionGenerator,
} from './ai/description-generator';
import { type Auth, createAuth } from './auth/auth';
import { registerAuthRoutes } from './auth/auth-routes';
import type { Config } from './config';
import type { AppDatabase } from './db/database';
import { createEventBus, type EventBus } from './events/event-bus';
import { registerHealthRoutes } from './health/routes';
import { registerCsrfProtection } from './http/csrf';
import { registerErrorHandling, toErrorBody } from './http/error-handler';
import { registerSecurityHeaders } from './http/security-headers';
import { registerUrlRules } from './http/url-rules';
import { createMailer, type Mailer } from './mail/mailer';
import { registerOutboxRoutes } from './mail/outbox-routes';
import { registerMenuRoutes } from './menus/menu-routes';
import { createMenuService } from './menus/menu-service';
import { registerAccountRoutes } from './plans/account-routes';
import { createFastPath } from './public-pages/fast-path';
import { registerPublicPages } from './public-pages/register-public-pages';
import { registerQrRoutes } from './qr/qr-routes';
import { registerApiWriteLimit } from './rate-limit/api-write-limit';
import { createThrottle } from './rate-limit/throttle';
import { renderNotFoundPage } from './web/not-found-page';
import { registerSpa, type SpaOptions } from './web/serve-spa';

declare module 'fastify' {
  interface FastifyInstance {
    /** Better Auth, for route guards (`requireOwner`) and server-side account operations. */
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
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerUrlRules(app, { publicUrl: config.publicUrl });
  await registerSecurityHeaders(app, { isDevelopment: deps.spa.mode === 'vite' });
  registerCsrfProtection(app, { publicUrl: config.publicUrl });
  registerApiWriteLimit(app, createThrottle(database.db, { limit: 300, windowMs: 60_000 }));
  await app.register(compress, { encodings: ['br', 'gzip'] });

  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log: (line) => app.log.info(line),
    });
  const events = deps.events ?? createEventBus();
  const auth = createAuth({
    config: { ...config, authSecret },
    database,
    mailer,
    log: (level, message) => app.log[level](message),
    onOwnerChanged: (ownerId) => events.emit('owner.changed', { ownerId }),
  });

  app.decorate('auth', auth);
  app.decorate('mailer', mailer);
  app.decorate('events', events);

  registerHealthRoutes(app, database);
  registerAuthRoutes(app, {
    auth,
    signInFailures: createThrottle(database.db, { limit: 10, windowMs: 60_000 }),
  });
  registerOutboxRoutes(app, mailer.outbox);
  await registerOpenApi(app);
  registerAccountRoutes(app, { auth, database, publicUrl: config.publicUrl });
  const menus = createMenuService({
    database,
    onChange: (change) => events.emit('menu.changed', change),
  });
  registerMenuRoutes(app, { auth, menus });
  await registerPublicPages(app, {
    auth,
    database,
    events,
    publicUrl: config.publicUrl,
    marketingUrl: config.marketingUrl,
    adsClientId: config.adsClientId,
    fastPath: publicFastPath,
  });
  registerQrRoutes(app, { auth, database, menus, publicUrl: config.publicUrl });
  registerAiRoutes(app, {
    auth,
    database,
    generator: config.ai
      ? createAiDescriptionGenerator({
          ...config.ai,
          onError: (error) =>
            app.log.warn({ err: error }, 'AI description failed; using templates'),
        })
      : createLocalDescriptionGenerator(),
    throttle: createThrottle(database.db, { limit: 30, windowMs: 60_000 }),
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
  app.get('/api/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
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
