import type { FastifyInstance } from 'fastify';
import { getDomain } from 'tldts';
import { HTTP_MESSAGES } from '../../domain/errors/errors';
import { isLoopbackHost } from './loopback';

/**
 * Health checks and metrics scrapes come from load balancers, Prometheus and operators, by
 * internal address or IP: never redirected nor refused, whatever the Host (health checks answer
 * nothing but "ok"; /metrics guards itself: loopback or its token).
 */
const ANY_HOST = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * Spec part 1 §2: every host of the product's own domain maps to the canonical host
 * (PUBLIC_URL), and plain http on a non-localhost host is redirected to https. With a public
 * (non-loopback) PUBLIC_URL, a host that is neither ours nor loopback is refused with 421
 * Misdirected Request (issue 21 §7): someone else's name pointed at this server must not serve
 * our pages, cookies and forms under it. Loopback hosts stay open for operators on the machine.
 */
export function registerUrlRules(app: FastifyInstance, options: { publicUrl: string }) {
  const canonical = new URL(options.publicUrl);
  const canonicalDomain = getDomain(canonical.hostname);
  const refusesForeignHosts = !isLoopbackHost(canonical.hostname);

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (ANY_HOST.has(path) || isLoopbackHost(request.hostname)) return;

    const isOwnDomain = canonicalDomain !== null && getDomain(request.hostname) === canonicalDomain;
    const isOwnHost = isOwnDomain || request.hostname === canonical.hostname;
    if (refusesForeignHosts && !isOwnHost) {
      return reply
        .status(421)
        .header('Cache-Control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(HTTP_MESSAGES.foreignHost(canonical.origin));
    }
    if (isOwnHost && (request.host !== canonical.host || request.protocol !== 'https')) {
      return reply.redirect(`${canonical.origin}${request.url}`, 301);
    }
    if (request.protocol !== 'https') {
      return reply.redirect(`https://${request.host}${request.url}`, 301);
    }
  });
}
