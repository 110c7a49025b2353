import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import { renderNotFoundPage } from '../spa/not-found-page';
import { toErrorBody } from './app-error';

// What the Fastify instance needs around the features (app.ts): logging, shutdown, OpenAPI,
// and the answer when no route matched.

/** OpenAPI 3 description of the owner JSON API at /api/v1/openapi.json, from the zod schemas. */
export async function registerOpenApi(app: FastifyInstance) {
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
export function closeConnectionsWhenClosing(app: FastifyInstance) {
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (isClosing) reply.header('Connection', 'close');
  });
}

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
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

/** No route matched: the JSON envelope under /api/, the French 404 page elsewhere. */
export function registerNotFound(app: FastifyInstance) {
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
}
