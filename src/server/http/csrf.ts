import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_REASONS, HTTP_MESSAGES } from '../../domain/errors/errors';
import { AppError } from './app-error';
import { sendError } from './error-handler';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false for a route that browsers never call (a vendor's webhook): no Origin check. */
    csrf?: boolean;
  }
}

/**
 * CSRF defence, the same rule for /api/v1 and /api/auth (OWASP CSRF cheat sheet, "verifying
 * origin with standard headers"): a state-changing request must say where it comes from, and
 * that must be us. Browsers send `Origin` on every POST/PUT/DELETE (and `Sec-Fetch-Site`);
 * a request with neither is refused too, since nothing then proves it is not forged.
 * Session cookies are also SameSite=Lax.
 */
export function createCsrfHook(options: { publicUrl: string }) {
  const trustedOrigin = new URL(options.publicUrl).origin;

  return async function csrfHook(request: FastifyRequest, reply: FastifyReply) {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.csrf === false) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const ownOrigin = `${request.protocol}://${request.host}`;
    const isTrusted =
      origin !== undefined
        ? origin === trustedOrigin || origin === ownOrigin
        : fetchSite === 'same-origin' || fetchSite === 'none';
    if (isTrusted) return;
    return sendError(
      reply,
      new AppError('FORBIDDEN', HTTP_MESSAGES.csrf, { reason: ERROR_REASONS.csrf }),
    );
  };
}
