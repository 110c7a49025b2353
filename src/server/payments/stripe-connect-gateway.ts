import type Stripe from 'stripe';
import type { StripeConfig } from '../config';
import { loadOnce } from '../load-once';
import { loadStripe, stripeClientOptions, WEBHOOK_TOLERANCE_SECONDS } from '../stripe/stripe-sdk';
import type {
  CheckoutSnapshot,
  ConnectAccountSnapshot,
  ConnectGateway,
  RefundSnapshot,
} from './connect-gateway';

export type StripeConnectGateway = ConnectGateway & { readonly mode: 'stripe' };

/** Checkout's languages among the diner's (fr, en, es, zh, it): Stripe knows them all. */
const CHECKOUT_LOCALES = new Set(['fr', 'en', 'es', 'zh', 'it']);

/**
 * Table payments through Stripe's own SDK (decision 015): full-dashboard connected accounts
 * onboarded with Account Links, and direct charges — every call about a restaurant's money is
 * made on its account (`stripeAccount`, the `Stripe-Account` header), with no application fee.
 */
export function createStripeConnectGateway(config: StripeConfig): StripeConnectGateway {
  const client = loadOnce(
    async () => new (await loadStripe())(config.secretKey, stripeClientOptions(config.apiBase)),
  );
  /**
   * null for Stripe's "no such object" (and, with `orRevoked`, for an account that no longer
   * lets us in: the restaurant disconnected Ardoise), the object otherwise; other errors throw.
   */
  const unlessMissing = async <T>(
    call: () => Promise<T>,
    options: { orRevoked?: boolean } = {},
  ): Promise<T | null> => {
    try {
      return await call();
    } catch (error) {
      const { errors } = await loadStripe();
      if (error instanceof errors.StripeInvalidRequestError && error.code === 'resource_missing') {
        return null;
      }
      if (options.orRevoked && error instanceof errors.StripePermissionError) return null;
      throw error;
    }
  };

  return {
    mode: 'stripe',

    async createAccount({ ownerId, email, businessName }) {
      const stripe = await client();
      const account = await stripe.accounts.create(
        {
          country: 'FR',
          email,
          business_profile: { name: businessName },
          controller: {
            stripe_dashboard: { type: 'full' },
            fees: { payer: 'account' },
            losses: { payments: 'stripe' },
          },
          metadata: { owner_id: ownerId },
        },
        // Two clicks in two tabs make one account (our table keeps it once Stripe answered).
        { idempotencyKey: `ardoise-connect-account-${ownerId}` },
      );
      return account.id;
    },

    async createAccountLink({ accountId, refreshUrl, returnUrl }) {
      const stripe = await client();
      const link = await stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        refresh_url: refreshUrl,
        return_url: returnUrl,
      });
      return { url: link.url };
    },

    async retrieveAccount(accountId) {
      const stripe = await client();
      const account = await unlessMissing(() => stripe.accounts.retrieve(accountId), {
        orRevoked: true,
      });
      return account ? toAccountSnapshot(account) : null;
    },

    async createCheckoutSession(input) {
      const stripe = await client();
      const metadata = { payment_id: input.paymentId };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: input.paymentId,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'eur',
                unit_amount: input.amountCents,
                product_data: { name: input.description },
              },
            },
          ],
          locale: CHECKOUT_LOCALES.has(input.locale) ? input.locale : 'auto',
          expires_at: Math.floor(input.expiresAt.getTime() / 1000),
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          ...(input.customerEmail && { customer_email: input.customerEmail }),
          metadata,
          payment_intent_data: { metadata },
          // Direct charge: no application_fee_amount, ever (decision 015).
        },
        { stripeAccount: input.accountId, idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error(`Checkout session ${session.id} has no url`);
      return { id: session.id, url: session.url };
    },

    async retrieveCheckoutSession({ accountId, sessionId }) {
      const stripe = await client();
      const session = await unlessMissing(() =>
        stripe.checkout.sessions.retrieve(
          sessionId,
          { expand: ['payment_intent.payment_method'] },
          { stripeAccount: accountId },
        ),
      );
      return session ? toCheckoutSnapshot(session) : null;
    },

    async expireCheckoutSession({ accountId, sessionId }) {
      const stripe = await client();
      try {
        await stripe.checkout.sessions.expire(sessionId, {}, { stripeAccount: accountId });
      } catch (error) {
        // Stripe refuses to expire a session that is no longer open (paid, or expired already).
        const session = await this.retrieveCheckoutSession({ accountId, sessionId });
        if (session === null || session.status !== 'open') return;
        throw error;
      }
    },

    async createRefund({ accountId, paymentIntentId, amountCents, idempotencyKey }) {
      const stripe = await client();
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntentId, amount: amountCents },
        { stripeAccount: accountId, idempotencyKey },
      );
      return toRefundSnapshot(refund);
    },

    async retrieveRefund({ accountId, refundId }) {
      const stripe = await client();
      const refund = await unlessMissing(() =>
        stripe.refunds.retrieve(refundId, {}, { stripeAccount: accountId }),
      );
      return refund ? toRefundSnapshot(refund) : null;
    },

    async verifyEvent(payload, signature) {
      return (await client()).webhooks.constructEventAsync(
        payload,
        signature,
        config.connectWebhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
    },
  };
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

export function toAccountSnapshot(account: Stripe.Account): ConnectAccountSnapshot {
  const requirements = account.requirements;
  return {
    id: account.id,
    detailsSubmitted: account.details_submitted ?? false,
    chargesEnabled: account.charges_enabled ?? false,
    payoutsEnabled: account.payouts_enabled ?? false,
    hasRequirementsDue:
      (requirements?.currently_due?.length ?? 0) > 0 || (requirements?.past_due?.length ?? 0) > 0,
    disabledReason: requirements?.disabled_reason ?? null,
  };
}

/** `value` when it is one of `allowed` (Stripe may add values), else `fallback`. */
function oneOf<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return allowed.find((candidate) => candidate === value) ?? fallback;
}

function toCheckoutSnapshot(session: Stripe.Checkout.Session): CheckoutSnapshot {
  const intent = session.payment_intent;
  const method = typeof intent === 'object' && intent ? intent.payment_method : null;
  return {
    id: session.id,
    status: oneOf(['open', 'complete', 'expired'], session.status, 'open'),
    paymentStatus: oneOf(
      ['paid', 'unpaid', 'no_payment_required'],
      session.payment_status,
      'unpaid',
    ),
    amountTotalCents: session.amount_total ?? 0,
    paymentIntentId: idOf(intent),
    paymentMethodType: typeof method === 'object' && method ? method.type : null,
  };
}

function toRefundSnapshot(refund: Stripe.Refund): RefundSnapshot {
  return {
    id: refund.id,
    paymentIntentId: idOf(refund.payment_intent) ?? '',
    amountCents: refund.amount,
    status: oneOf(
      ['pending', 'succeeded', 'failed', 'canceled', 'requires_action'],
      refund.status,
      'pending',
    ),
  };
}
