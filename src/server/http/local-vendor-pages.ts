import type { FastifyInstance, FastifyReply } from 'fastify';
import { createCsrfHook } from './csrf';
import { isLocalRequest } from './loopback';
import { plainPage } from './plain-page';

/**
 * Registers a local mode's stand-in pages for a vendor's hosted pages (Stripe Checkout, the
 * Customer Portal, Connect onboarding), in their own scope: loopback clients only (like the
 * mail outbox; others get the ordinary 404), forms from another origin refused, nothing cached.
 * Their forms carry nothing but their action.
 */
export async function registerLocalVendorPages(
  app: FastifyInstance,
  options: { publicUrl: string },
  routes: (scope: FastifyInstance) => void,
) {
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      if (!isLocalRequest(request)) {
        reply.callNotFound();
        return reply;
      }
    });
    scope.addHook('onRequest', createCsrfHook({ publicUrl: options.publicUrl }));
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, _body, done) => done(null, {}),
    );
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });
    routes(scope);
  });
}

export function notFoundPage(reply: FastifyReply) {
  reply.callNotFound();
  return reply;
}

export function sendLocalPage(reply: FastifyReply, title: string, body: string) {
  return reply.type('text/html; charset=utf-8').send(
    plainPage({
      title,
      css: `
body{margin:0;font-family:system-ui,sans-serif;background:#faf7f2;color:#1f2937;line-height:1.5}
main{max-width:32rem;margin:3rem auto;padding:1.5rem;background:#fff;border:1px solid #e5e7eb;border-radius:.5rem}
h1{font-size:1.5rem;margin:0 0 .5rem}h2{font-size:1.125rem;margin:0}
.price{font-size:2rem;font-weight:700;margin:.5rem 0}.price span{font-size:1rem;color:#6b7280;font-weight:400}
section{border-top:1px solid #e5e7eb;padding:1rem 0}
form{display:inline-block;margin:.25rem .5rem .25rem 0}
button{font:inherit;font-weight:600;min-height:2.75rem;padding:.5rem 1.25rem;border-radius:.375rem;border:0;background:#1f2937;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1f2937;border:1px solid #d1d5db}
button:focus-visible,a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
a{color:#1d4ed8}
.alert{border:1px solid #b91c1c;background:#fef2f2;color:#7f1d1d;border-radius:.375rem;padding:.75rem 1rem}
.notice{border:1px solid #d1d5db;background:#f9fafb;border-radius:.375rem;padding:.75rem 1rem}
`,
      body,
    }),
  );
}
