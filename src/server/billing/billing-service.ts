import {
  BILLING_MESSAGES,
  BILLING_REASONS,
  type CheckoutMode,
  graceEndsAt,
  grantsPremium,
  isLiveStatus,
  type SubscriptionSummary,
  settingsReturnPath,
} from '../../domain/billing/subscription';
import type { AppDatabase } from '../db/database';
import type { EventBus } from '../events/event-bus';
import { AppError } from '../http/app-error';
import type { Logger } from '../logging/logger';
import type { Mailer } from '../mail/mailer';
import type { Owner } from '../owner-state/owner';
import { getPlan } from '../owner-state/owner-plan';
import {
  type BillingGateway,
  ProviderConfigurationError,
  type ProviderEvent,
  ProviderEventSchema,
  subscriptionIdOf,
} from './billing-gateway';
import * as billing from './billing-repository';
import { createSubscriptionSync } from './subscription-sync';

export type BillingServiceDeps = {
  database: AppDatabase;
  /** null: no Stripe keys and not a loopback deployment, payment is not configured. */
  gateway: BillingGateway | null;
  events: EventBus;
  mailer: Mailer;
  publicUrl: string;
  log: Logger;
  now?: () => Date;
};

/**
 * Premium by subscription (issue 11, docs/billing.md). The browser starts a checkout or opens
 * the portal; only the provider's signed events change what we store, and what we store is
 * what the provider says when asked, never what an event carried.
 */
export function createBillingService(deps: BillingServiceDeps) {
  const { database, gateway } = deps;
  const { db } = database;
  const now = deps.now ?? (() => new Date());
  const sync = createSubscriptionSync(deps);

  /** The local billing mode answers loopback clients only, like the mail outbox. */
  function checkoutMode(isLocalClient: boolean): CheckoutMode {
    if (!gateway) return 'unavailable';
    if (gateway.mode === 'local' && !isLocalClient) return 'unavailable';
    return gateway.mode;
  }

  function requireGateway(isLocalClient: boolean): BillingGateway {
    if (!gateway || checkoutMode(isLocalClient) === 'unavailable') {
      throw new AppError('UNAVAILABLE', BILLING_MESSAGES.notConfigured, {
        reason: BILLING_REASONS.notConfigured,
      });
    }
    return gateway;
  }

  async function requireCustomer(provider: BillingGateway, owner: Owner): Promise<string> {
    const stored = await billing.findCustomerId(db, owner.id);
    if (stored) return stored;
    const created = await provider.createCustomer({
      ownerId: owner.id,
      email: owner.email,
      name: owner.restaurantName,
    });
    return billing.saveCustomerId(db, owner.id, created);
  }

  async function hasLiveSubscription(
    provider: BillingGateway,
    ownerId: string,
    customerId: string,
  ) {
    const stored = await billing.listSubscriptions(db, ownerId);
    if (stored.some((subscription) => isLiveStatus(subscription.status))) return true;
    // Our copy may lag: the webhook of a checkout paid seconds ago may not have landed yet.
    return (await provider.listLiveSubscriptionIds(customerId)).length > 0;
  }

  return {
    async getSubscription(input: {
      ownerId: string;
      isLocalClient: boolean;
    }): Promise<SubscriptionSummary> {
      const [plan, subscriptions] = await Promise.all([
        getPlan(db, input.ownerId),
        billing.listSubscriptions(db, input.ownerId),
      ]);
      const at = now();
      // The one that matters: a live one first, then the latest period.
      const [current] = subscriptions.sort(
        (a, b) =>
          Number(isLiveStatus(b.status)) - Number(isLiveStatus(a.status)) ||
          (b.currentPeriodEnd ?? '').localeCompare(a.currentPeriodEnd ?? ''),
      );
      const graceEnd = current ? graceEndsAt(current) : null;
      return {
        subscribed: subscriptions.some((subscription) => grantsPremium(subscription, at)),
        tier: plan,
        status: current?.status ?? null,
        currentPeriodEnd: current?.currentPeriodEnd ?? null,
        cancelAtPeriodEnd: current?.cancelAtPeriodEnd ?? false,
        graceEndsAt: graceEnd && graceEnd > at ? graceEnd.toISOString() : null,
        checkout: checkoutMode(input.isLocalClient),
      };
    },

    /** A Checkout session, or the portal for an owner whose subscription has not ended. */
    async startCheckout(input: { owner: Owner; isLocalClient: boolean }): Promise<{ url: string }> {
      const provider = requireGateway(input.isLocalClient);
      return callProvider(BILLING_MESSAGES.checkoutFailed, async () => {
        const customerId = await requireCustomer(provider, input.owner);
        if (await hasLiveSubscription(provider, input.owner.id, customerId)) {
          return provider.createPortalSession({
            customerId,
            returnUrl: deps.publicUrl + settingsReturnPath('updated'),
          });
        }
        return provider.createCheckoutSession({
          customerId,
          ownerId: input.owner.id,
          successUrl: deps.publicUrl + settingsReturnPath('success'),
          cancelUrl: deps.publicUrl + settingsReturnPath('cancel'),
        });
      });
    },

    async openPortal(input: { owner: Owner; isLocalClient: boolean }): Promise<{ url: string }> {
      const provider = requireGateway(input.isLocalClient);
      const customerId = await billing.findCustomerId(db, input.owner.id);
      if (!customerId) throw new AppError('CONFLICT', BILLING_MESSAGES.noCustomer);
      return callProvider(BILLING_MESSAGES.portalFailed, () =>
        provider.createPortalSession({
          customerId,
          returnUrl: deps.publicUrl + settingsReturnPath('updated'),
        }),
      );
    },

    /**
     * `POST /billing/webhook` (and the local billing mode's pages): a signed event → its
     * effect, once. Throws 400 for a bad signature or body; a provider outage throws too, so
     * the provider delivers the event again later.
     */
    async receiveWebhook(input: { payload: Buffer; signature: string | undefined }) {
      if (!gateway) throw new AppError('NOT_FOUND');
      let verified: unknown;
      try {
        verified = await gateway.verifyEvent(input.payload, input.signature ?? '');
      } catch (error) {
        throw new AppError(
          'BAD_REQUEST',
          BILLING_MESSAGES.invalidSignature,
          {},
          `webhook refused: ${String(error)}`,
        );
      }
      const parsed = ProviderEventSchema.safeParse(verified);
      if (!parsed.success) {
        throw new AppError(
          'BAD_REQUEST',
          BILLING_MESSAGES.invalidEvent,
          {},
          `webhook event malformed: ${parsed.error.message}`,
        );
      }
      const event: ProviderEvent = parsed.data;
      if (await billing.hasEvent(db, event.id)) return { received: true as const, duplicate: true };
      const subscriptionId = subscriptionIdOf(event);
      if (subscriptionId) await sync.applyEvent(event, subscriptionId);
      else await billing.recordEvent(db, event, now());
      return { received: true as const, duplicate: false };
    },

    /**
     * Before an account is deleted: its subscriptions end at the provider, or the deletion is
     * refused (throws), so that nobody keeps paying for an account that no longer exists.
     */
    async cancelOwnerSubscriptions(ownerId: string) {
      const live = (await billing.listSubscriptions(db, ownerId)).filter((subscription) =>
        isLiveStatus(subscription.status),
      );
      if (live.length === 0) return;
      if (!gateway) throw new Error(`Owner ${ownerId} has subscriptions and billing is off`);
      for (const subscription of live) await gateway.cancelSubscription(subscription.id);
    },

    expireGracePeriods: sync.expireGracePeriods,
  };
}

/** A provider failure becomes the spec's French message; its detail goes to the logs only. */
async function callProvider<T>(message: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof ProviderConfigurationError) {
      throw new AppError(
        'UNAVAILABLE',
        BILLING_MESSAGES.portalNotConfigured,
        { reason: BILLING_REASONS.notConfigured },
        error.message,
      );
    }
    throw new AppError('UNAVAILABLE', message, {}, String(error));
  }
}

export type BillingService = ReturnType<typeof createBillingService>;
