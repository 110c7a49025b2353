import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { WebhookAckSchema } from '../../domain/billing/subscription-schema';

type WebhookAck = { received: true; duplicate: boolean };

/**
 * A vendor's signed webhook inside the /api/v1 scope (Stripe's billing and Connect endpoints).
 * The vendor signs the exact bytes it sends: this route reads its body raw, in its own scope,
 * so every other /api/v1 route keeps the 1 MB JSON parser. The vendor is not a browser (no
 * Origin, no session) and sends bursts: no CSRF check, public, no per-client limit.
 */
export function registerSignedWebhook(
  api: FastifyInstance,
  route: { path: string; tags: string[]; summary: string },
  receive: (input: { payload: Buffer; signature: string | undefined }) => Promise<WebhookAck>,
) {
  api.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      route.path,
      {
        config: { csrf: false, isPublic: true, writeLimit: false },
        schema: {
          tags: route.tags,
          summary: route.summary,
          response: { 200: WebhookAckSchema },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        return receive({
          payload: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          signature: typeof signature === 'string' ? signature : undefined,
        });
      },
    );
  });
}
