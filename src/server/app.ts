import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { AppDatabase } from './db/database';
import { registerHealthRoutes } from './health/routes';
import { registerCsrfProtection } from './http/csrf';
import { registerErrorHandling, toErrorBody } from './http/error-handler';
import { registerSecurityHeaders } from './http/security-headers';
import { registerUrlRules } from './http/url-rules';
import { renderNotFoundPage } from './web/not-found-page';
import { registerSpa, type SpaOptions } from './web/serve-spa';

export type AppDeps = {
  config: Config;
  database: AppDatabase;
  spa: SpaOptions;
  /** Override the logger (tests pass `false`). */
  logger?: FastifyServerOptions['logger'];
};

/** The Fastify application, shared by the process entry (main.ts) and the tests. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Requests stay in flight through a graceful shutdown; idle keep-alive sockets are closed.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });

  closeConnectionsWhenClosing(app);
  registerErrorHandling(app);
  registerUrlRules(app, { publicUrl: config.publicUrl });
  await registerSecurityHeaders(app, { isDevelopment: deps.spa.mode === 'vite' });
  registerCsrfProtection(app, { publicUrl: config.publicUrl });
  await app.register(compress, { encodings: ['br', 'gzip'] });

  registerHealthRoutes(app, database);
  await registerSpa(app, deps.spa);

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
