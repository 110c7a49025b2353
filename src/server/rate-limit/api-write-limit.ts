import type { FastifyReply, FastifyRequest } from 'fastify';
import { HTTP_MESSAGES } from '../../domain/errors/errors';
import { AppError } from '../http/app-error';
import { sendError } from '../http/error-handler';
import type { Throttle } from './throttle';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false for a route with its own, finer limits (e.g. diners placing orders). */
    writeLimit?: boolean;
  }
}

/**
 * A ceiling on state-changing /api/v1 requests per client address (ASVS V11.1): generous for
 * an owner (autosave sends at most one save a second) and a brake on scripts.
 * Accounts (/api/auth) have Better Auth's own, finer limits.
 */
export function createWriteLimitHook(throttle: Throttle) {
  return async function writeLimitHook(request: FastifyRequest, reply: FastifyReply) {
    if (!WRITE_METHODS.has(request.method) || request.routeOptions.config.writeLimit === false) {
      return;
    }
    const { isAllowed, retryAfterSeconds } = await throttle.take(`api-write:${request.ip}`);
    if (isAllowed) return;
    return sendError(
      reply,
      new AppError('RATE_LIMITED', HTTP_MESSAGES.writeLimit).withRetryAfter(retryAfterSeconds),
    );
  };
}
