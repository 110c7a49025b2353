import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { HTTP_MESSAGES } from '../../domain/errors/errors';
import type { AccessResolver } from '../auth/require-owner';
import type { ApiScope } from '../http/api-scope';
import { AppError } from '../http/app-error';
import { createCsrfHook } from '../http/csrf';
import { sendError } from '../http/error-handler';
import { createWriteLimitHook } from '../rate-limit/api-write-limit';
import type { Throttle } from '../rate-limit/throttle';
import { type OwnerRoute, registerOwnerHook } from './owner-hook';

/** The /api/v1 scope every feature registers its owner API routes in (http/api-scope.ts). */
export function createApiScope(deps: {
  resolveAccess: AccessResolver;
  /** Filled with every route of the scope as it registers. */
  routes?: OwnerRoute[];
  publicUrl: string;
  writeThrottle: Throttle;
}): ApiScope {
  const csrf = createCsrfHook({ publicUrl: deps.publicUrl });
  const writeLimit = createWriteLimitHook(deps.writeThrottle);
  return async (app, routes) => {
    await app.register(
      async (api) => {
        api.addHook('onRequest', csrf);
        registerOwnerHook(api, deps.resolveAccess, deps.routes);
        api.addHook('onRequest', writeLimit);
        // JSON only: Fastify would otherwise read text/plain as a string (then a confusing 422).
        api.removeContentTypeParser('text/plain');
        await routes(api);
      },
      { prefix: '/api/v1' },
    );
  };
}

/** What /api/v1 answers itself: its OpenAPI document and its JSON 404. */
export const apiV1Plugin: FastifyPluginAsync<{
  api: ApiScope;
  /** Tests only: routes that exercise the scope's hooks. */
  extraRoutes?: (api: FastifyInstance) => void;
}> = async (app, { api, extraRoutes }) =>
  api(app, (scope) => {
    // The same for everyone and changed only by a deployment: shared caches may keep it a
    // little while, and revalidate after.
    scope.get(
      '/openapi.json',
      { schema: { hide: true }, config: { isPublic: true } },
      async (_request, reply) =>
        reply.header('Cache-Control', 'public, max-age=300, must-revalidate').send(app.swagger()),
    );
    extraRoutes?.(scope);
    scope.setNotFoundHandler((_request, reply) =>
      sendError(reply, new AppError('NOT_FOUND', HTTP_MESSAGES.routeNotFound)),
    );
  });
