import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BillingUrlSchema,
  CheckoutRequestSchema,
  SubscriptionSummarySchema,
  WebhookAckSchema,
} from '../../domain/billing/subscription-schema';
import { isLocalRequest } from '../http/loopback';
import type { BillingService } from './billing-service';

/**
 * `/api/v1/billing/*`: the owner's subscription, checkout and portal (spec §7's
 * check-subscription, create-checkout, customer-portal), and Stripe's webhook.
 */
export function registerBillingRoutes(api: FastifyInstance, deps: { billing: BillingService }) {
  const typed = api.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/billing/subscription',
    {
      schema: {
        tags: ['billing'],
        summary: 'My subscription, as our database holds it',
        response: { 200: SubscriptionSummarySchema },
      },
    },
    async (request) =>
      deps.billing.getSubscription({
        ownerId: request.owner.id,
        isLocalClient: isLocalRequest(request),
      }),
  );

  typed.post(
    '/billing/checkout',
    {
      schema: {
        tags: ['billing'],
        summary: 'Start a Premium checkout (or the portal when already subscribed)',
        body: CheckoutRequestSchema,
        response: { 200: BillingUrlSchema },
      },
    },
    async (request) =>
      deps.billing.startCheckout({ owner: request.owner, isLocalClient: isLocalRequest(request) }),
  );

  typed.post(
    '/billing/portal',
    {
      schema: {
        tags: ['billing'],
        summary: 'Open the customer portal',
        response: { 200: BillingUrlSchema },
      },
    },
    async (request) =>
      deps.billing.openPortal({ owner: request.owner, isLocalClient: isLocalRequest(request) }),
  );

  // Stripe signs the exact bytes it sends: this one route reads its body raw, in its own
  // scope, so every other /api/v1 route keeps the 1 MB JSON parser. Stripe is not a browser
  // (no Origin, no session) and sends bursts: no CSRF check, public, no per-client limit.
  api.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/billing/webhook',
      {
        config: { csrf: false, isPublic: true, writeLimit: false },
        schema: {
          tags: ['billing'],
          summary: 'Stripe webhook (signed)',
          response: { 200: WebhookAckSchema },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        return deps.billing.receiveWebhook({
          payload: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          signature: typeof signature === 'string' ? signature : undefined,
        });
      },
    );
  });
}
