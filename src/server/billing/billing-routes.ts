import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BillingUrlSchema,
  CheckoutRequestSchema,
  SubscriptionSummarySchema,
} from '../../domain/billing/subscription-schema';
import { isLocalRequest } from '../http/loopback';
import { registerSignedWebhook } from '../http/signed-webhook';
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
      config: { permission: 'billing.manage' },
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
      config: { permission: 'billing.manage' },
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
      config: { permission: 'billing.manage' },
      schema: {
        tags: ['billing'],
        summary: 'Open the customer portal',
        response: { 200: BillingUrlSchema },
      },
    },
    async (request) =>
      deps.billing.openPortal({ owner: request.owner, isLocalClient: isLocalRequest(request) }),
  );

  registerSignedWebhook(
    api,
    { path: '/billing/webhook', tags: ['billing'], summary: 'Stripe webhook (signed)' },
    (input) => deps.billing.receiveWebhook(input),
  );
}
