import type { FastifyInstance } from 'fastify';
import { toErrorBody } from './error-handler';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for the API (OWASP CSRF cheat sheet, "verifying origin with standard headers"):
 * session cookies are SameSite=Lax, and a state-changing request that a browser marks as coming
 * from another site is refused. Non-browser clients send neither header and are not at risk.
 */
export function registerCsrfProtection(app: FastifyInstance, options: { publicUrl: string }) {
  const trustedOrigin = new URL(options.publicUrl).origin;

  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const ownOrigin = `${request.protocol}://${request.host}`;
    const isForeignOrigin =
      origin !== undefined && origin !== trustedOrigin && origin !== ownOrigin;
    const isCrossSiteFetch = fetchSite === 'cross-site' || fetchSite === 'same-site';
    if (isForeignOrigin || (origin === undefined && isCrossSiteFetch)) {
      return reply
        .status(403)
        .send(toErrorBody('FORBIDDEN', 'Requête refusée : origine non autorisée.'));
    }
  });
}
