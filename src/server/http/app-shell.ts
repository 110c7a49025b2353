import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
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
 *
 * A connection that has not sent a request yet (a browser's preconnect, an HTTP client that
 * opened one ahead) is neither idle nor in flight for Node: `server.close()` and Fastify's
 * `forceCloseConnections: 'idle'` leave it open, and the shutdown waited for the client or
 * Node's headers timeout (60 s), past a deploy's kill delay. Such connections are closed when
 * the shutdown begins, and new ones refused from then on: nothing was asked on them, so nothing
 * is lost (a client tries again elsewhere, as on a refused connection).
 */
export function closeConnectionsWhenClosing(app: FastifyInstance) {
  let isClosing = false;
  /** Connections that have not carried a request yet (a socket leaves at its first request). */
  const unused = new Set<Socket>();
  function forget(this: Socket) {
    unused.delete(this);
  }
  app.server.on('connection', (socket: Socket) => {
    // Between the shutdown's start and the listener's close (Fastify closes it last), a client
    // reconnecting (an event stream just ended) would hold the server the same way.
    if (isClosing) {
      socket.destroy();
      return;
    }
    unused.add(socket);
    socket.once('close', forget);
  });
  app.server.on('request', (request: IncomingMessage) => {
    unused.delete(request.socket);
  });
  app.addHook('preClose', async () => {
    isClosing = true;
    for (const socket of unused) socket.destroy();
    unused.clear();
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
