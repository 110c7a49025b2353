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
 *
 * `Origin: null` says nothing by itself: browsers send it from sandboxed frames, `data:`
 * documents and after cross-site redirects (all to be refused), but also for a same-origin
 * form when the user's browser forces `Referrer-Policy: no-referrer`. So `null` is decided by
 * `Sec-Fetch-Site`, which only the browser sets and which reflects the whole redirect chain:
 * accepted when it says `same-origin`, refused otherwise (absent included). Our own pages send
 * `Referrer-Policy: same-origin` (security-headers.ts), under which a same-origin form carries
 * the real origin anyway.
 */
export function createCsrfHook(options: { publicUrl: string }) {
  const trustedOrigin = new URL(options.publicUrl).origin;

  return async function csrfHook(request: FastifyRequest, reply: FastifyReply) {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.csrf === false) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const ownOrigin = `${request.protocol}://${request.host}`;
    const isTrusted =
      origin === undefined
        ? fetchSite === 'same-origin' || fetchSite === 'none'
        : origin === 'null'
          ? fetchSite === 'same-origin'
          : origin === trustedOrigin || origin === ownOrigin;
    if (isTrusted) return;
    return sendError(
      reply,
      new AppError('FORBIDDEN', HTTP_MESSAGES.csrf, { reason: ERROR_REASONS.csrf }),
    );
  };
}
