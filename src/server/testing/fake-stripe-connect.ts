import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import {
  type Answer,
  eventJson,
  type FakeRoute,
  formList,
  missing,
  newId,
  type Params,
  stripeError,
} from './fake-stripe-wire';

/**
 * The Connect part of the fake Stripe (fake-stripe.ts serves it): connected accounts, Account
 * Links, Checkout Sessions in payment mode and refunds, each object scoped to the account named
 * by the request's `Stripe-Account` header, as Stripe does for direct charges. Tests play the
 * Stripe side through `FakeConnect` (onboarding, a diner paying, a session expiring) and get
 * the Connect events Stripe would send — signed with the Connect endpoint's secret and carrying
 * `account` — to deliver to the app once, twice or out of order.
 */
export const FAKE_CONNECT_WEBHOOK_SECRET = 'whsec_fakeStripeConnectSecret0456';

export type FakeAccount = {
  id: string;
  params: Params;
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  currentlyDue: string[];
  disabledReason: string | null;
};
export type FakePaymentSession = {
  id: string;
  account: string;
  params: Params;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid';
  amountTotal: number;
  paymentIntent: string | null;
  paymentMethodType: string | null;
};
export type FakeRefund = {
  id: string;
  account: string;
  paymentIntent: string;
  charge: string;
  amount: number;
  status: 'succeeded' | 'pending' | 'failed';
};
/** A Connect event as Stripe posts it: its bytes and their `Stripe-Signature` header. */
export type SignedConnectEvent = {
  id: string;
  type: string;
  account: string;
  payload: string;
  signature: string;
};
/** Posts one event to the app's Connect endpoint; answers the HTTP status. */
export type ConnectWebhookPoster = (event: {
  payload: string;
  signature: string;
}) => Promise<number>;

export type FakeConnect = {
  accounts: Map<string, FakeAccount>;
  sessions: Map<string, FakePaymentSession>;
  refunds: Map<string, FakeRefund>;
  /** What the next refunds answer: `pending` plays a bank that has not confirmed yet. */
  refundStatus: 'succeeded' | 'pending';
  links: { account: string; url: string; refreshUrl: string; returnUrl: string }[];
  /** Every event Stripe would have sent since the start, in order (refunds add theirs here). */
  events: SignedConnectEvent[];
  /** Stripe's side of onboarding: the account changes, and `account.updated` is sent. */
  updateAccount(
    id: string,
    changes: Partial<Omit<FakeAccount, 'id' | 'params'>>,
  ): SignedConnectEvent;
  /** The diner paid on Checkout: `checkout.session.completed`. */
  completeSession(id: string, options?: { paymentMethodType?: string }): SignedConnectEvent;
  /** The session's time ran out: `checkout.session.expired`. */
  expireSession(id: string): SignedConnectEvent;
  /** Any Connect event, signed (`secret`: sign with another secret, a forgery). */
  event(
    type: string,
    object: Params,
    options: { account: string; id?: string; secret?: string; timestamp?: number },
  ): SignedConnectEvent;
  accountObject(id: string): Params;
  sessionObject(id: string, expand?: string[]): Params;
  /**
   * Delivers events to the app as Stripe would, possibly out of order (`reversed`) or twice
   * each (`twice`: the whole list, then the whole list again); answers the statuses.
   */
  deliver(
    post: ConnectWebhookPoster,
    events: SignedConnectEvent[],
    options?: { reversed?: boolean; twice?: boolean },
  ): Promise<number[]>;
};

/** The poster of a test app: `POST /api/v1/payments/webhook` as Stripe sends it. */
export function connectWebhookPoster(app: FastifyInstance): ConnectWebhookPoster {
  return async (event) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/v1/payments/webhook',
        remoteAddress: '54.187.174.169',
        payload: event.payload,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': event.signature,
        },
      })
    ).statusCode;
}

const now = () => Math.floor(Date.now() / 1000);

export function createFakeConnect(): { connect: FakeConnect; routes: FakeRoute[] } {
  const connect: FakeConnect = {
    accounts: new Map(),
    sessions: new Map(),
    refunds: new Map(),
    refundStatus: 'succeeded',
    links: [],
    events: [],

    updateAccount(id, changes) {
      const account = requireAccount(id);
      Object.assign(account, changes);
      return emit('account.updated', connect.accountObject(id), id);
    },

    completeSession(id, options = {}) {
      const session = requireSession(id);
      session.status = 'complete';
      session.paymentStatus = 'paid';
      session.paymentIntent ??= newId('pi');
      session.paymentMethodType = options.paymentMethodType ?? 'card';
      return emit('checkout.session.completed', connect.sessionObject(id), session.account);
    },

    expireSession(id) {
      const session = requireSession(id);
      session.status = 'expired';
      return emit('checkout.session.expired', connect.sessionObject(id), session.account);
    },

    event(type, object, options) {
      const payload = eventJson(type, object, options);
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? FAKE_CONNECT_WEBHOOK_SECRET,
        timestamp: options.timestamp,
      });
      const id = (JSON.parse(payload) as { id: string }).id;
      return { id, type, account: options.account, payload, signature };
    },

    accountObject(id) {
      const account = requireAccount(id);
      return {
        id,
        object: 'account',
        type: 'standard',
        country: 'FR',
        default_currency: 'eur',
        email: account.params.email ?? null,
        business_profile: account.params.business_profile ?? {},
        controller: { type: 'application', ...(account.params.controller as Params) },
        metadata: account.params.metadata ?? {},
        details_submitted: account.detailsSubmitted,
        charges_enabled: account.chargesEnabled,
        payouts_enabled: account.payoutsEnabled,
        requirements: {
          currently_due: account.currentlyDue,
          eventually_due: account.currentlyDue,
          past_due: [],
          pending_verification: [],
          errors: [],
          disabled_reason: account.disabledReason,
        },
        livemode: false,
      };
    },

    sessionObject(id, expand = []) {
      const session = requireSession(id);
      const { params } = session;
      const intent = session.paymentIntent;
      const expandsIntent = expand.some((path) => path.startsWith('payment_intent'));
      const methodId = `pm_${(intent ?? '').slice(3)}`;
      return {
        id,
        object: 'checkout.session',
        mode: 'payment',
        status: session.status,
        payment_status: session.paymentStatus,
        amount_total: session.amountTotal,
        amount_subtotal: session.amountTotal,
        currency: 'eur',
        client_reference_id: params.client_reference_id ?? null,
        customer_email: params.customer_email ?? null,
        locale: params.locale ?? null,
        expires_at: Number(params.expires_at ?? now() + 86_400),
        metadata: params.metadata ?? {},
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        url: session.status === 'open' ? `https://checkout.stripe.com/c/pay/${id}` : null,
        livemode: false,
        payment_intent:
          intent && expandsIntent
            ? {
                id: intent,
                object: 'payment_intent',
                amount: session.amountTotal,
                currency: 'eur',
                status: 'succeeded',
                payment_method: expand.includes('payment_intent.payment_method')
                  ? { id: methodId, object: 'payment_method', type: session.paymentMethodType }
                  : methodId,
              }
            : intent,
      };
    },

    async deliver(post, events, options = {}) {
      const ordered = options.reversed ? [...events].reverse() : events;
      const all = options.twice ? [...ordered, ...ordered] : ordered;
      const statuses: number[] = [];
      for (const event of all) statuses.push(await post(event));
      return statuses;
    },
  };

  function requireAccount(id: string) {
    const account = connect.accounts.get(id);
    if (!account) throw new Error(`no fake connected account ${id}`);
    return account;
  }
  function requireSession(id: string) {
    const session = connect.sessions.get(id);
    if (!session) throw new Error(`no fake checkout session ${id}`);
    return session;
  }
  function emit(type: string, object: Params, account: string) {
    const event = connect.event(type, object, { account });
    connect.events.push(event);
    return event;
  }
  /** The session of this account, or Stripe's 404 (another account's session does not exist). */
  function ownSession(id: string, account: string | undefined) {
    const session = connect.sessions.get(id);
    return session && session.account === account ? session : null;
  }
  function refundObject(refund: FakeRefund) {
    return {
      id: refund.id,
      object: 'refund',
      amount: refund.amount,
      currency: 'eur',
      charge: refund.charge,
      payment_intent: refund.paymentIntent,
      status: refund.status,
      created: now(),
    };
  }
  function createRefund(params: Params, account: string): Answer {
    const intent = String(params.payment_intent ?? '');
    const session = [...connect.sessions.values()].find(
      (candidate) => candidate.account === account && candidate.paymentIntent === intent,
    );
    if (session?.paymentStatus !== 'paid') return missing('payment_intent', intent);
    const earlier = [...connect.refunds.values()].filter(
      (refund) => refund.paymentIntent === intent && refund.status !== 'failed',
    );
    const refunded = earlier.reduce((sum, refund) => sum + refund.amount, 0);
    const amount =
      params.amount === undefined ? session.amountTotal - refunded : Number(params.amount);
    if (amount <= 0 || refunded + amount > session.amountTotal) {
      return [
        400,
        stripeError(
          `Refund amount (€${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (€${((session.amountTotal - refunded) / 100).toFixed(2)})`,
          'invalid_request_error',
          'amount_too_large',
        ),
      ];
    }
    const refund: FakeRefund = {
      id: newId('re'),
      account,
      paymentIntent: intent,
      charge: `ch_${intent.slice(3)}`,
      amount,
      status: connect.refundStatus,
    };
    connect.refunds.set(refund.id, refund);
    emit('refund.created', refundObject(refund), account);
    const chargeRefunds = [...earlier, refund];
    emit(
      'charge.refunded',
      {
        id: refund.charge,
        object: 'charge',
        amount: session.amountTotal,
        amount_refunded: refunded + amount,
        refunded: refunded + amount === session.amountTotal,
        payment_intent: intent,
        refunds: { object: 'list', has_more: false, data: chargeRefunds.map(refundObject) },
      },
      account,
    );
    return [200, refundObject(refund)];
  }

  /** Connect routes answer only for a known account named by `Stripe-Account`. */
  const onAccount =
    (handle: (match: RegExpMatchArray, params: Params, account: string) => Answer) =>
    (match: RegExpMatchArray, params: Params, { account }: { account: string | undefined }) => {
      if (!account) return null;
      if (!connect.accounts.has(account)) {
        return [
          403,
          stripeError(
            `The provided key does not have access to account '${account}' (or that account does not exist). Application access may have been revoked.`,
            'invalid_request_error',
            'account_invalid',
          ),
        ] satisfies Answer;
      }
      return handle(match, params, account);
    };

  const routes: FakeRoute[] = [
    [
      'POST',
      /^\/v1\/accounts$/,
      (_match, params) => {
        const account: FakeAccount = {
          id: newId('acct'),
          params,
          detailsSubmitted: false,
          chargesEnabled: false,
          payoutsEnabled: false,
          currentlyDue: ['business_type', 'external_account', 'tos_acceptance.date'],
          disabledReason: 'requirements.past_due',
        };
        connect.accounts.set(account.id, account);
        return [200, connect.accountObject(account.id)];
      },
    ],
    [
      'GET',
      /^\/v1\/accounts\/(\w+)$/,
      (match) => {
        const id = match[1] ?? '';
        return connect.accounts.has(id) ? [200, connect.accountObject(id)] : missing('account', id);
      },
    ],
    [
      'POST',
      /^\/v1\/account_links$/,
      (_match, params) => {
        const account = String(params.account ?? '');
        if (!connect.accounts.has(account)) return missing('account', account);
        const url = `https://connect.stripe.com/setup/s/${account}/${newId('link')}`;
        connect.links.push({
          account,
          url,
          refreshUrl: String(params.refresh_url),
          returnUrl: String(params.return_url),
        });
        return [200, { object: 'account_link', created: now(), expires_at: now() + 300, url }];
      },
    ],
    [
      'POST',
      /^\/v1\/checkout\/sessions$/,
      onAccount((_match, params, account) => {
        const lines = (params.line_items ?? {}) as Record<string, Params>;
        const amountTotal = Object.values(lines).reduce((sum, line) => {
          const price = line.price_data as Params | undefined;
          return sum + Number(price?.unit_amount ?? 0) * Number(line.quantity ?? 1);
        }, 0);
        const session: FakePaymentSession = {
          id: newId('cs_test'),
          account,
          params,
          status: 'open',
          paymentStatus: 'unpaid',
          amountTotal,
          paymentIntent: null,
          paymentMethodType: null,
        };
        connect.sessions.set(session.id, session);
        return [200, connect.sessionObject(session.id)];
      }),
    ],
    [
      'GET',
      /^\/v1\/checkout\/sessions\/(\w+)$/,
      onAccount((match, params, account) => {
        const session = ownSession(match[1] ?? '', account);
        if (!session) return missing('checkout.session', match[1] ?? '');
        return [200, connect.sessionObject(session.id, formList(params.expand))];
      }),
    ],
    [
      'POST',
      /^\/v1\/checkout\/sessions\/(\w+)\/expire$/,
      onAccount((match, _params, account) => {
        const session = ownSession(match[1] ?? '', account);
        if (!session) return missing('checkout.session', match[1] ?? '');
        if (session.status !== 'open') {
          return [
            400,
            stripeError(
              'Only Checkout Sessions with a status in ["open"] can be expired.',
              'invalid_request_error',
            ),
          ];
        }
        connect.expireSession(session.id);
        return [200, connect.sessionObject(session.id)];
      }),
    ],
    [
      'POST',
      /^\/v1\/refunds$/,
      onAccount((_match, params, account) => createRefund(params, account)),
    ],
    [
      'GET',
      /^\/v1\/refunds\/(\w+)$/,
      onAccount((match, _params, account) => {
        const refund = connect.refunds.get(match[1] ?? '');
        if (!refund || refund.account !== account) return missing('refund', match[1] ?? '');
        return [200, refundObject(refund)];
      }),
    ],
  ];

  return { connect, routes };
}
