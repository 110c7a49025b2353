import type { FastifyInstance } from 'fastify';
import { getDomain } from 'tldts';
import { isLoopbackHost } from './loopback';

/** Health checks come from load balancers on internal addresses: never redirect them. */
const NEVER_REDIRECTED = new Set(['/healthz', '/readyz']);

/**
 * Spec part 1 §2: every host of the product's own domain maps to the canonical host
 * (PUBLIC_URL), and plain http on a non-localhost host is redirected to https.
 */
export function registerUrlRules(app: FastifyInstance, options: { publicUrl: string }) {
  const canonical = new URL(options.publicUrl);
  const canonicalDomain = getDomain(canonical.hostname);

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (NEVER_REDIRECTED.has(path) || isLoopbackHost(request.hostname)) return;

    const isOwnDomain = canonicalDomain !== null && getDomain(request.hostname) === canonicalDomain;
    if (isOwnDomain && (request.host !== canonical.host || request.protocol !== 'https')) {
      return reply.redirect(`${canonical.origin}${request.url}`, 301);
    }
    if (request.protocol !== 'https') {
      return reply.redirect(`https://${request.host}${request.url}`, 301);
    }
  });
}
