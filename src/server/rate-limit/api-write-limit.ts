import type { FastifyInstance } from 'fastify';
import { toErrorBody } from '../http/error-handler';
import type { Throttle } from './throttle';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A ceiling on state-changing /api/v1 requests per client address (ASVS V11.1): generous for
 * an owner (autosave sends at most one save a second) and a brake on scripts.
 * Accounts (/api/auth) have Better Auth's own, finer limits.
 */
export function registerApiWriteLimit(app: FastifyInstance, throttle: Throttle) {
  app.addHook('onRequest', async (request, reply) => {
    if (!WRITE_METHODS.has(request.method) || !request.url.startsWith('/api/v1/')) return;
    if (await throttle.consume(`api-write:${request.ip}`)) return;
    return reply
      .status(429)
      .header('Retry-After', '60')
      .send(toErrorBody('RATE_LIMITED', 'Trop de requêtes. Veuillez patienter une minute.'));
  });
}
