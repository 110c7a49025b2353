import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '../logging/logger';
import {
  loadStripe,
  localId,
  localWebhookSecret,
  type SignedEvent,
  signLocalEvent,
  WEBHOOK_TOLERANCE_SECONDS,
} from '../stripe/stripe-sdk';
import { writeJsonFileAtomically } from './atomic-json-file';
import type {
  CheckoutSnapshot,
  ConnectAccountSnapshot,
  ConnectGateway,
  RefundSnapshot,
} from './connect-gateway';

/**
 * The local payment mode (no Stripe keys, loopback only): this machine plays Stripe Connect's
 * part, as the local billing mode does for the subscription. It keeps connected accounts,
 * Checkout Sessions and refunds as Stripe would (in DATA_DIR, so a restart forgets nothing)
 * and announces each change with a signed Connect event (`account` set) that goes through the
 * same webhook handling as a real one. Its pages (local-connect-routes.ts) onboard in one
 * click and pay, decline or expire a session; a refund succeeds at once. Nothing is charged.
 */
type LocalAccount = { ownerId: string; email: string; businessName: string; isOnboarded: boolean };
type LocalLink = { accountId: string; refreshUrl: string; returnUrl: string };
export type LocalSession = {
  accountId: string;
  paymentId: string;
  amountCents: number;
  description: string;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
  expiresAt: string;
  status: CheckoutSnapshot['status'];
  paymentIntentId: string | null;
  idempotencyKey: string;
};
type LocalRefund = {
  accountId: string;
  paymentIntentId: string;
  amountCents: number;
  idempotencyKey: string;
};
type LocalState = {
  accounts: Record<string, LocalAccount>;
  links: Record<string, LocalLink>;
  sessions: Record<string, LocalSession>;
  refunds: Record<string, LocalRefund>;
};

export type LocalConnectGateway = ConnectGateway & {
  readonly mode: 'local';
  /** Where this gateway's own events go (refunds, an abandoned session): the webhook handling. */
  deliverEventsTo(receive: (event: SignedEvent) => Promise<unknown>): void;
  /** Resolves once the events sent in the background have been handled (tests). */
  idle(): Promise<void>;
  onboardingLink(id: string): (LocalLink & { account: LocalAccount }) | null;
  /** "Connecter": the account can take payments; `account.updated`. */
  onboard(linkId: string, now: Date): Promise<SignedEvent[]>;
  checkoutSession(id: string): LocalSession | null;
  /** "Payer": the session is paid by card; `checkout.session.completed`. */
  pay(sessionId: string, now: Date): Promise<SignedEvent[]>;
  /** "Laisser expirer": `checkout.session.expired`. */
  expire(sessionId: string, now: Date): Promise<SignedEvent[]>;
};

function readState(file: string): LocalState {
  const empty: LocalState = { accounts: {}, links: {}, sessions: {}, refunds: {} };
  if (!existsSync(file)) return empty;
  try {
    return { ...empty, ...(JSON.parse(readFileSync(file, 'utf8')) as Partial<LocalState>) };
  } catch {
    return empty;
  }
}

export function createLocalConnectGateway(options: {
  publicUrl: string;
  dataDir: string;
  log: Logger;
}): LocalConnectGateway {
  const file = path.join(options.dataDir, 'local-payments.json');
  const state = readState(file);
  const secret = localWebhookSecret();
  let receive: ((event: SignedEvent) => Promise<unknown>) | null = null;
  const inFlight = new Set<Promise<void>>();

  // Atomic: a kill -9 in the middle of a write used to leave the file empty.
  const save = () => writeJsonFileAtomically(file, state);
  const signed = (type: string, object: Record<string, unknown>, account: string, now: Date) =>
    signLocalEvent({ type, object, account, secret, now });
  /** As Stripe does: the events reach the webhook after the call that caused them answered. */
  const sendLater = (events: () => Promise<SignedEvent[]>) => {
    const task = new Promise<void>((resolve) => setImmediate(resolve))
      .then(async () => {
        for (const event of await events()) await receive?.(event);
      })
      .catch((error: unknown) => {
        options.log.error({ err: error }, 'Local payment event not handled');
      })
      .finally(() => inFlight.delete(task));
    inFlight.add(task);
  };
  const requireSession = (id: string) => {
    const session = state.sessions[id];
    if (!session) throw new Error(`Unknown local checkout session ${id}`);
    return session;
  };
  const accountObject = (id: string) => {
    const account = state.accounts[id];
    const isOnboarded = account?.isOnboarded ?? false;
    return {
      id,
      object: 'account',
      details_submitted: isOnboarded,
      charges_enabled: isOnboarded,
      payouts_enabled: isOnboarded,
      requirements: {
        currently_due: isOnboarded ? [] : ['external_account', 'tos_acceptance.date'],
        disabled_reason: isOnboarded ? null : 'requirements.past_due',
      },
    };
  };
  const sessionObject = (id: string) => {
    const session = requireSession(id);
    return {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: session.status,
      payment_status: session.status === 'complete' ? 'paid' : 'unpaid',
      amount_total: session.amountCents,
      currency: 'eur',
      client_reference_id: session.paymentId,
      payment_intent: session.paymentIntentId,
      metadata: { payment_id: session.paymentId },
    };
  };
  const refundObject = (id: string, refund: LocalRefund) => ({
    id,
    object: 'refund',
    amount: refund.amountCents,
    currency: 'eur',
    payment_intent: refund.paymentIntentId,
    status: 'succeeded',
  });
  const refundsOf = (paymentIntentId: string) =>
    Object.entries(state.refunds).filter(
      ([, refund]) => refund.paymentIntentId === paymentIntentId,
    );

  return {
    mode: 'local',

    async createAccount({ ownerId, email, businessName }) {
      const existing = Object.entries(state.accounts).find(([, a]) => a.ownerId === ownerId);
      if (existing) return existing[0];
      const id = localId('acct');
      state.accounts[id] = { ownerId, email, businessName, isOnboarded: false };
      save();
      return id;
    },

    async createAccountLink({ accountId, refreshUrl, returnUrl }) {
      if (!state.accounts[accountId]) throw new Error(`Unknown local account ${accountId}`);
      const id = localId('link');
      state.links[id] = { accountId, refreshUrl, returnUrl };
      save();
      return { url: `${options.publicUrl}/dev/payments/onboarding/${id}` };
    },

    async retrieveAccount(accountId): Promise<ConnectAccountSnapshot | null> {
      const account = state.accounts[accountId];
      if (!account) return null;
      return {
        id: accountId,
        detailsSubmitted: account.isOnboarded,
        chargesEnabled: account.isOnboarded,
        payoutsEnabled: account.isOnboarded,
        hasRequirementsDue: !account.isOnboarded,
        disabledReason: account.isOnboarded ? null : 'requirements.past_due',
      };
    },

    async createCheckoutSession(input) {
      // As Stripe answers a repeated request: the same idempotency key, the same session.
      const existing = Object.entries(state.sessions).find(
        ([, session]) => session.idempotencyKey === input.idempotencyKey,
      );
      const id = existing?.[0] ?? localId('cs');
      if (!existing) {
        state.sessions[id] = {
          accountId: input.accountId,
          paymentId: input.paymentId,
          amountCents: input.amountCents,
          description: input.description,
          customerEmail: input.customerEmail ?? null,
          successUrl: input.successUrl,
          cancelUrl: input.cancelUrl,
          expiresAt: input.expiresAt.toISOString(),
          status: 'open',
          paymentIntentId: null,
          idempotencyKey: input.idempotencyKey,
        };
        save();
      }
      return { id, url: `${options.publicUrl}/dev/payments/checkout/${id}` };
    },

    async retrieveCheckoutSession({ accountId, sessionId }) {
      const session = state.sessions[sessionId];
      if (session?.accountId !== accountId) return null;
      return {
        id: sessionId,
        status: session.status,
        paymentStatus: session.status === 'complete' ? 'paid' : 'unpaid',
        amountTotalCents: session.amountCents,
        paymentIntentId: session.paymentIntentId,
        paymentMethodType: session.status === 'complete' ? 'card' : null,
      };
    },

    async expireCheckoutSession({ accountId, sessionId }) {
      const session = state.sessions[sessionId];
      if (session?.accountId !== accountId || session.status !== 'open') return;
      session.status = 'expired';
      save();
      sendLater(async () => [
        await signed('checkout.session.expired', sessionObject(sessionId), accountId, new Date()),
      ]);
    },

    async createRefund({ accountId, paymentIntentId, amountCents, idempotencyKey }) {
      const earlier = refundsOf(paymentIntentId);
      const same = earlier.find(([, refund]) => refund.idempotencyKey === idempotencyKey);
      if (same) return refundSnapshot(same[0], same[1]);
      const session = Object.values(state.sessions).find(
        (candidate) =>
          candidate.accountId === accountId && candidate.paymentIntentId === paymentIntentId,
      );
      if (!session) throw new Error(`No such payment_intent: '${paymentIntentId}'`);
      const refunded = earlier.reduce((sum, [, refund]) => sum + refund.amountCents, 0);
      if (amountCents <= 0 || refunded + amountCents > session.amountCents) {
        throw new Error(`Refund amount ${amountCents} exceeds what remains on ${paymentIntentId}`);
      }
      const id = localId('re');
      const refund = { accountId, paymentIntentId, amountCents, idempotencyKey };
      state.refunds[id] = refund;
      save();
      sendLater(async () => {
        const now = new Date();
        const all = [...earlier, [id, refund] as const].map(([refundId, r]) =>
          refundObject(refundId, r),
        );
        return [
          await signed('refund.created', refundObject(id, refund), accountId, now),
          await signed(
            'charge.refunded',
            {
              id: `ch_${paymentIntentId.slice(3)}`,
              object: 'charge',
              amount: session.amountCents,
              amount_refunded: refunded + amountCents,
              payment_intent: paymentIntentId,
              refunds: { object: 'list', data: all },
            },
            accountId,
            now,
          ),
        ];
      });
      return refundSnapshot(id, refund);
    },

    async retrieveRefund({ accountId, refundId }) {
      const refund = state.refunds[refundId];
      return refund?.accountId === accountId ? refundSnapshot(refundId, refund) : null;
    },

    async verifyEvent(payload, signature) {
      return (await loadStripe()).webhooks.constructEventAsync(
        payload,
        signature,
        secret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
    },

    deliverEventsTo(handler) {
      receive = handler;
    },

    async idle() {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },

    onboardingLink(id) {
      const link = state.links[id];
      const account = link && state.accounts[link.accountId];
      return link && account ? { ...link, account } : null;
    },

    async onboard(linkId, now) {
      const link = state.links[linkId];
      const account = link && state.accounts[link.accountId];
      if (!link || !account) throw new Error(`Unknown onboarding link ${linkId}`);
      account.isOnboarded = true;
      save();
      return [await signed('account.updated', accountObject(link.accountId), link.accountId, now)];
    },

    checkoutSession(id) {
      return state.sessions[id] ?? null;
    },

    async pay(sessionId, now) {
      const session = requireSession(sessionId);
      if (session.status !== 'open') return [];
      session.status = 'complete';
      session.paymentIntentId = localId('pi');
      save();
      return [
        await signed(
          'checkout.session.completed',
          sessionObject(sessionId),
          session.accountId,
          now,
        ),
      ];
    },

    async expire(sessionId, now) {
      const session = requireSession(sessionId);
      if (session.status !== 'open') return [];
      session.status = 'expired';
      save();
      return [
        await signed('checkout.session.expired', sessionObject(sessionId), session.accountId, now),
      ];
    },
  };
}

function refundSnapshot(id: string, refund: LocalRefund): RefundSnapshot {
  return {
    id,
    paymentIntentId: refund.paymentIntentId,
    amountCents: refund.amountCents,
    status: 'succeeded',
  };
}
