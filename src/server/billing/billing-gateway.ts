import { z } from 'zod';
import type { SubscriptionStatus } from '../../domain/billing/subscription';
import { isStorableText } from '../../domain/text/storable-text';

/**
 * What billing needs from the payment provider (ARCHITECTURE.md §1, paid vendors behind a
 * small adapter): Stripe through its SDK (stripe-gateway.ts), or the local billing mode that
 * plays Stripe's part on this machine (local-gateway.ts).
 */
export interface BillingGateway {
  readonly mode: 'stripe' | 'local';
  /** One customer per owner; the same `ownerId` asked twice gives the same customer. */
  createCustomer(input: { ownerId: string; email: string; name: string }): Promise<string>;
  createCheckoutSession(input: {
    customerId: string;
    ownerId: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ url: string }>;
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** The subscription as the provider holds it now; null when the provider does not know it. */
  retrieveSubscription(id: string): Promise<SubscriptionSnapshot | null>;
  /** Ends a subscription now (the owner deletes their account); unknown ids are ignored. */
  cancelSubscription(id: string): Promise<void>;
  /** The customer's subscriptions that have not ended (provider side, not our copy). */
  listLiveSubscriptionIds(customerId: string): Promise<string[]>;
  /**
   * Checks the signature (300 s tolerance) and parses the JSON; throws when either fails. The
   * event's shape is checked by the caller (ProviderEventSchema).
   */
  verifyEvent(payload: Buffer, signature: string): Promise<unknown>;
}

export type SubscriptionSnapshot = {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  priceId: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
};

/**
 * The part of a Stripe event that billing reads: which subscription it is about. A signed
 * event is still checked against this shape (a `data.object` of null, an id PostgreSQL cannot
 * store) before anything reads it: the signature proves who sent it, not that it is sound.
 */
const StoredText = z.string().min(1).max(255).refine(isStorableText);
export const ProviderEventSchema = z.object({
  id: StoredText,
  type: StoredText,
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
export type ProviderEvent = z.infer<typeof ProviderEventSchema>;

/** Raised by a gateway when the provider refuses because of its own configuration. */
export class ProviderConfigurationError extends Error {
  override name = 'ProviderConfigurationError';
}

const idOf = (value: unknown): string | null => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'string') {
    return value.id;
  }
  return null;
};

/**
 * The subscription an event is about, or null for an event billing does not handle. Only the
 * id is read: the state itself is fetched from the provider, since events arrive out of order.
 */
export function subscriptionIdOf(event: ProviderEvent): string | null {
  const object = event.data.object;
  switch (event.type) {
    case 'checkout.session.completed':
      return object.mode === 'subscription' ? idOf(object.subscription) : null;
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
      return idOf(object.id);
    case 'invoice.paid':
    case 'invoice.payment_failed':
    case 'invoice.payment_succeeded': {
      // API 2025-03-31 and later: invoice.parent.subscription_details.subscription.
      const parent = object.parent as { subscription_details?: { subscription?: unknown } } | null;
      return idOf(parent?.subscription_details?.subscription) ?? idOf(object.subscription);
    }
    default:
      return null;
  }
}
