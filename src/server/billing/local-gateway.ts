import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SubscriptionStatus } from '../../domain/billing/subscription';
import {
  loadStripe,
  localWebhookSecret,
  localId as newId,
  type SignedEvent,
  signLocalEvent,
  WEBHOOK_TOLERANCE_SECONDS,
} from '../stripe/stripe-sdk';
import type { BillingGateway, SubscriptionSnapshot } from './billing-gateway';

/**
 * The local billing mode (no Stripe keys, loopback only): this machine plays Stripe's part.
 * It keeps customers, sessions and subscriptions as Stripe would (in DATA_DIR, so a restart of
 * `npm run dev` forgets nothing) and announces each change with a signed event in Stripe's
 * format, which goes through the same webhook handling as a real one.
 */
export const LOCAL_PRICE_ID = 'price_local_premium';

type LocalSubscription = {
  customerId: string;
  status: SubscriptionStatus;
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
};
type LocalSession =
  | { kind: 'checkout'; customerId: string; ownerId: string; successUrl: string; cancelUrl: string }
  | { kind: 'portal'; customerId: string; returnUrl: string };
type LocalState = {
  customers: Record<string, { ownerId: string; email: string }>;
  sessions: Record<string, LocalSession & { subscriptionId?: string }>;
  subscriptions: Record<string, LocalSubscription>;
};

export type LocalGateway = BillingGateway & {
  readonly mode: 'local';
  checkoutSession(id: string): (LocalSession & { kind: 'checkout' }) | null;
  portalSession(id: string): (LocalSession & { kind: 'portal' }) | null;
  /** The customer's subscriptions that have not ended, for the local portal page. */
  liveSubscriptions(customerId: string): (LocalSubscription & { id: string })[];
  /** "Payer": a paid checkout; the events Stripe would send, signed. */
  pay(sessionId: string, now: Date): Promise<SignedEvent[]>;
  /** "Résilier" in the local portal: the subscription ends now. */
  cancel(subscriptionId: string, now: Date): Promise<SignedEvent[]>;
  /** The next renewal fails (the card expired): the subscription becomes `past_due`. */
  failPayment(subscriptionId: string, now: Date): Promise<SignedEvent[]>;
};

/** What an earlier run left; an unreadable file (edited by hand) starts afresh. */
function readState(file: string): LocalState {
  const empty: LocalState = { customers: {}, sessions: {}, subscriptions: {} };
  if (!existsSync(file)) return empty;
  try {
    return { ...empty, ...(JSON.parse(readFileSync(file, 'utf8')) as Partial<LocalState>) };
  } catch {
    return empty;
  }
}

export function createLocalGateway(options: { publicUrl: string; dataDir: string }): LocalGateway {
  const file = path.join(options.dataDir, 'local-billing.json');
  const state = readState(file);
  const secret = localWebhookSecret();

  const save = () => {
    mkdirSync(options.dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(state), { mode: 0o600 });
  };
  const requireSubscription = (id: string) => {
    const subscription = state.subscriptions[id];
    if (!subscription) throw new Error(`Unknown local subscription ${id}`);
    return subscription;
  };
  const subscriptionObject = (id: string) => {
    const subscription = requireSubscription(id);
    return {
      id,
      object: 'subscription',
      customer: subscription.customerId,
      status: subscription.status,
      cancel_at_period_end: subscription.cancelAtPeriodEnd,
      items: {
        object: 'list',
        data: [
          { current_period_end: subscription.currentPeriodEnd, price: { id: LOCAL_PRICE_ID } },
        ],
      },
    };
  };
  const signed = (type: string, object: Record<string, unknown>, now: Date) =>
    signLocalEvent({ type, object, secret, now });

  return {
    mode: 'local',

    async createCustomer({ ownerId, email }) {
      const existing = Object.entries(state.customers).find(([, c]) => c.ownerId === ownerId);
      if (existing) return existing[0];
      const id = newId('cus');
      state.customers[id] = { ownerId, email };
      save();
      return id;
    },

    async createCheckoutSession({ customerId, ownerId, successUrl, cancelUrl }) {
      const id = newId('cs');
      state.sessions[id] = { kind: 'checkout', customerId, ownerId, successUrl, cancelUrl };
      save();
      return { url: `${options.publicUrl}/dev/billing/checkout/${id}` };
    },

    async createPortalSession({ customerId, returnUrl }) {
      const id = newId('bps');
      state.sessions[id] = { kind: 'portal', customerId, returnUrl };
      save();
      return { url: `${options.publicUrl}/dev/billing/portal/${id}` };
    },

    async retrieveSubscription(id): Promise<SubscriptionSnapshot | null> {
      const subscription = state.subscriptions[id];
      if (!subscription) return null;
      return {
        id,
        customerId: subscription.customerId,
        status: subscription.status,
        priceId: LOCAL_PRICE_ID,
        currentPeriodEnd: new Date(subscription.currentPeriodEnd * 1000),
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      };
    },

    async cancelSubscription(id) {
      const subscription = state.subscriptions[id];
      if (!subscription) return;
      subscription.status = 'canceled';
      save();
    },

    async listLiveSubscriptionIds(customerId) {
      return this.liveSubscriptions(customerId).map((subscription) => subscription.id);
    },

    async verifyEvent(payload, signature) {
      return (await loadStripe()).webhooks.constructEvent(
        payload,
        signature,
        secret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
    },

    checkoutSession(id) {
      const session = state.sessions[id];
      return session?.kind === 'checkout' ? session : null;
    },

    portalSession(id) {
      const session = state.sessions[id];
      return session?.kind === 'portal' ? session : null;
    },

    liveSubscriptions(customerId) {
      return Object.entries(state.subscriptions)
        .filter(([, s]) => s.customerId === customerId && s.status !== 'canceled')
        .map(([id, s]) => ({ id, ...s }));
    },

    async pay(sessionId, now) {
      const session = state.sessions[sessionId];
      if (session?.kind !== 'checkout') throw new Error(`Unknown checkout session ${sessionId}`);
      // A page paid twice (back button, double click) is still one subscription.
      let subscriptionId = session.subscriptionId;
      if (!subscriptionId) {
        subscriptionId = newId('sub');
        const periodEnd = new Date(now);
        periodEnd.setMonth(periodEnd.getMonth() + 1);
        state.subscriptions[subscriptionId] = {
          customerId: session.customerId,
          status: 'active',
          currentPeriodEnd: Math.floor(periodEnd.getTime() / 1000),
          cancelAtPeriodEnd: false,
        };
        session.subscriptionId = subscriptionId;
        save();
      }
      return Promise.all([
        signed('customer.subscription.created', subscriptionObject(subscriptionId), now),
        signed(
          'checkout.session.completed',
          {
            id: sessionId,
            object: 'checkout.session',
            mode: 'subscription',
            customer: session.customerId,
            client_reference_id: session.ownerId,
            subscription: subscriptionId,
            status: 'complete',
          },
          now,
        ),
      ]);
    },

    async cancel(subscriptionId, now) {
      requireSubscription(subscriptionId).status = 'canceled';
      save();
      return [
        await signed('customer.subscription.deleted', subscriptionObject(subscriptionId), now),
      ];
    },

    async failPayment(subscriptionId, now) {
      const subscription = requireSubscription(subscriptionId);
      subscription.status = 'past_due';
      save();
      return [
        await signed(
          'invoice.payment_failed',
          {
            id: newId('in'),
            object: 'invoice',
            customer: subscription.customerId,
            parent: {
              type: 'subscription_details',
              subscription_details: { subscription: subscriptionId },
            },
          },
          now,
        ),
      ];
    },
  };
}
