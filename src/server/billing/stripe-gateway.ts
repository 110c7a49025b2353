import type Stripe from 'stripe';
import { SubscriptionStatusSchema } from '../../domain/billing/subscription-schema';
import type { StripeConfig } from '../config';
import { loadOnce } from '../load-once';
import { loadStripe, stripeClientOptions, WEBHOOK_TOLERANCE_SECONDS } from '../stripe/stripe-sdk';
import {
  type BillingGateway,
  ProviderConfigurationError,
  type SubscriptionSnapshot,
} from './billing-gateway';

/** Billing through Stripe's own SDK: Checkout, the Customer Portal, subscriptions, webhooks. */
export type StripeGateway = BillingGateway & { readonly mode: 'stripe' };

export function createStripeGateway(config: StripeConfig): StripeGateway {
  const client = loadOnce(
    async () => new (await loadStripe())(config.secretKey, stripeClientOptions(config.apiBase)),
  );
  /** The error as Stripe's "invalid request" (a missing object, a setting), else null. */
  const invalidRequest = async (error: unknown) => {
    const { errors } = await loadStripe();
    return error instanceof errors.StripeInvalidRequestError ? error : null;
  };

  return {
    mode: 'stripe',

    async createCustomer({ ownerId, email, name }) {
      const stripe = await client();
      // Two clicks in two tabs must not make two customers: Stripe answers the same request
      // with the same customer for 24 h.
      const customer = await stripe.customers.create(
        { email, name, preferred_locales: ['fr'], metadata: { owner_id: ownerId } },
        { idempotencyKey: `ardoise-customer-${ownerId}` },
      );
      return customer.id;
    },

    async createCheckoutSession({ customerId, ownerId, successUrl, cancelUrl }) {
      const stripe = await client();
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer: customerId,
          client_reference_id: ownerId,
          line_items: [{ price: config.premiumPriceId, quantity: 1 }],
          locale: 'fr',
          success_url: successUrl,
          cancel_url: cancelUrl,
          subscription_data: { metadata: { owner_id: ownerId } },
          ...(config.automaticTax && {
            automatic_tax: { enabled: true },
            // Stripe Tax needs the address; restaurants are businesses and may give a VAT id.
            customer_update: { address: 'auto', name: 'auto' },
            billing_address_collection: 'required',
            tax_id_collection: { enabled: true },
          }),
        },
        // A double click within the same minute gets the same session, not two.
        { idempotencyKey: `ardoise-checkout-${ownerId}-${Math.floor(Date.now() / 60_000)}` },
      );
      if (!session.url) throw new Error(`Checkout session ${session.id} has no url`);
      return { url: session.url };
    },

    async createPortalSession({ customerId, returnUrl }) {
      const stripe = await client();
      try {
        const session = await stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: returnUrl,
          locale: 'fr',
        });
        return { url: session.url };
      } catch (error) {
        // "No configuration provided and your live mode default configuration has not been
        // created": the portal was never saved in the Stripe dashboard.
        const invalid = await invalidRequest(error);
        if (invalid && /configuration/i.test(invalid.message)) {
          throw new ProviderConfigurationError(invalid.message);
        }
        throw error;
      }
    },

    async retrieveSubscription(id) {
      const stripe = await client();
      try {
        return toSnapshot(await stripe.subscriptions.retrieve(id));
      } catch (error) {
        // An event about a subscription Stripe no longer has (a deleted test object).
        if ((await invalidRequest(error))?.code === 'resource_missing') return null;
        throw error;
      }
    },

    async cancelSubscription(id) {
      const stripe = await client();
      try {
        await stripe.subscriptions.cancel(id);
      } catch (error) {
        if ((await invalidRequest(error))?.code === 'resource_missing') return;
        throw error;
      }
    },

    async listLiveSubscriptionIds(customerId) {
      const stripe = await client();
      const list = await stripe.subscriptions.list({ customer: customerId, limit: 20 });
      // Without `status`, Stripe lists every subscription that is not canceled.
      return list.data
        .filter((subscription) => subscription.status !== 'incomplete_expired')
        .filter((subscription) => subscription.status !== 'incomplete')
        .map((subscription) => subscription.id);
    },

    async verifyEvent(payload, signature) {
      return (await client()).webhooks.constructEvent(
        payload,
        signature,
        config.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
    },
  };
}

export function toSnapshot(subscription: Stripe.Subscription): SubscriptionSnapshot {
  const item = subscription.items.data[0];
  const customer = subscription.customer;
  // Since API 2025-03-31 the period is on each item; one item here (the Premium price).
  const periodEnd = subscription.cancel_at ?? item?.current_period_end ?? null;
  return {
    id: subscription.id,
    customerId: typeof customer === 'string' ? customer : customer.id,
    status: SubscriptionStatusSchema.catch('incomplete_expired').parse(subscription.status),
    priceId: item?.price.id ?? null,
    currentPeriodEnd: periodEnd === null ? null : new Date(periodEnd * 1000),
    cancelAtPeriodEnd: subscription.cancel_at_period_end || Boolean(subscription.cancel_at),
  };
}
