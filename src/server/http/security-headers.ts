import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyReply {
    /** Per-response nonce: the only inline scripts allowed are the ones carrying it. */
    scriptNonce: string;
  }
  interface FastifyContextConfig {
    /**
     * A page shared caches keep (the diner pages, `s-maxage`): its policy carries no nonce,
     * since a cache would hand the same one to everyone. Such a page has no inline script.
     */
    isSharedCacheable?: boolean;
  }
}

/**
 * Powerful browser features no page of ours uses, switched off for them and for anything they
 * embed (an ad, a map). Notifications are not listed: they are asked per origin, not here.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'interest-cohort=()',
  'browsing-topics=()',
].join(', ');

/**
 * Helmet for the usual headers; the Content-Security-Policy is built here so that the nonce
 * goes on script-src only. Styles allow 'unsafe-inline' because UI libraries (toasts, drawers)
 * inject <style> at run time; a nonce on style-src would silently disable that.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { isDevelopment: boolean },
) {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    hsts: false,
    crossOriginEmbedderPolicy: false,
    // frame-ancestors (below) decides who may frame a page; X-Frame-Options: SAMEORIGIN would
    // contradict it ('none' almost everywhere, 'self' for the owner's preview).
    frameguard: false,
    // Helmet's default, no-referrer, makes browsers post our own plain HTML forms (the local
    // billing pages) with `Origin: null`. same-origin keeps the full URL between our pages and
    // sends nothing to other sites: a diner page's URL carries its table token (?t=), which
    // must never reach a map, an ad network or the restaurant's links.
    referrerPolicy: { policy: 'same-origin' },
  });

  app.decorateReply('scriptNonce', '');
  app.addHook('onRequest', async (request, reply) => {
    const isShared = request.routeOptions.config?.isSharedCacheable === true;
    reply.scriptNonce = isShared ? '' : randomBytes(16).toString('base64');
    const directives = [
      "default-src 'self'",
      isShared ? "script-src 'self'" : `script-src 'self' 'nonce-${reply.scriptNonce}'`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https:",
      "font-src 'self'",
      `connect-src 'self'${options.isDevelopment ? ' ws:' : ''}`,
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ];
    reply.header('Content-Security-Policy', directives.join('; '));
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  });
}
