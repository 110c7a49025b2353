import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import {
  createFakeConnect,
  FAKE_CONNECT_WEBHOOK_SECRET,
  type FakeConnect,
} from './fake-stripe-connect';
import {
  eventJson,
  type FakeRoute,
  header,
  missing,
  newId,
  type Params,
  parseForm,
  readBody,
  send,
  stripeError,
} from './fake-stripe-wire';

/**
 * A local server speaking Stripe's wire format for the calls billing and table payments make
 * (form-encoded requests, JSON answers with `object` fields, Stripe's error body, the
 * `Stripe-Account` header of Connect), so the real `stripe` SDK is tested without the vendor
 * (ARCHITECTURE.md §1, paid vendors). Tests drive the "Stripe side" through it (subscriptions
 * and their status; connected accounts, sessions and refunds through `connect`) and sign
 * events with the SDK's helper.
 */
export const FAKE_STRIPE_KEYS = {
  secretKey: 'sk_test_fakeStripeKey0123456789',
  webhookSecret: 'whsec_fakeStripeWebhookSecret0123',
  connectWebhookSecret: FAKE_CONNECT_WEBHOOK_SECRET,
  premiumPriceId: 'price_fakePremium999',
} as const;

type FakeSubscription = {
  id: string;
  customer: string;
  status: Stripe.Subscription.Status;
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
  priceId: string;
};

export type FakeStripe = {
  url: string;
  /** The environment that points the app's SDK here. */
  env: Record<string, string>;
  requests: {
    method: string;
    path: string;
    params: Params;
    idempotencyKey?: string;
    /** The `Stripe-Account` header (Connect: a call made on a connected account). */
    account?: string;
  }[];
  /** Connected accounts, their Checkout Sessions and refunds (fake-stripe-connect.ts). */
  connect: FakeConnect;
  customers: Map<string, Params>;
  subscriptions: Map<string, FakeSubscription>;
  /** Makes the portal answer like an account whose portal was never configured. */
  isPortalUnconfigured: boolean;
  /** Answers every API call with a 500 (an outage). */
  isDown: boolean;
  createSubscription(input: {
    customer: string;
    status?: Stripe.Subscription.Status;
    periodEnd?: Date;
  }): FakeSubscription;
  /** The JSON body of an event, as Stripe posts it. */
  eventPayload(type: string, object: Params, options?: { id?: string }): string;
  /** The `Stripe-Signature` header for a payload (the SDK's own test helper). */
  sign(payload: string, options?: { timestamp?: number; secret?: string }): string;
  subscriptionObject(id: string): Params;
  close(): Promise<void>;
};

/** A Checkout or Customer Portal session: Stripe hosts the page at its `url`. */
const hostedSession = (
  prefix: string,
  object: string,
  urlBase: string,
  params: Record<string, unknown>,
) => {
  const id = newId(prefix);
  return { id, object, url: `${urlBase}${id}`, livemode: false, ...params };
};

export async function startFakeStripe(): Promise<FakeStripe> {
  const idempotent = new Map<string, unknown>();
  const { connect, routes: connectRoutes } = createFakeConnect();

  const fake: Omit<FakeStripe, 'url' | 'env' | 'close'> = {
    requests: [],
    connect,
    customers: new Map(),
    subscriptions: new Map(),
    isPortalUnconfigured: false,
    isDown: false,
    createSubscription({ customer, status = 'active', periodEnd }) {
      const subscription: FakeSubscription = {
        id: newId('sub'),
        customer,
        status,
        currentPeriodEnd: Math.floor(
          (periodEnd ?? new Date(Date.now() + 30 * 864e5)).getTime() / 1000,
        ),
        cancelAtPeriodEnd: false,
        priceId: FAKE_STRIPE_KEYS.premiumPriceId,
      };
      fake.subscriptions.set(subscription.id, subscription);
      return subscription;
    },
    eventPayload: (type, object, options) => eventJson(type, object, options),
    sign(payload, options = {}) {
      return Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? FAKE_STRIPE_KEYS.webhookSecret,
        timestamp: options.timestamp,
      });
    },
    subscriptionObject(id) {
      const subscription = fake.subscriptions.get(id);
      if (!subscription) throw new Error(`no fake subscription ${id}`);
      return {
        id,
        object: 'subscription',
        customer: subscription.customer,
        status: subscription.status,
        cancel_at_period_end: subscription.cancelAtPeriodEnd,
        cancel_at: null,
        canceled_at: subscription.status === 'canceled' ? Math.floor(Date.now() / 1000) : null,
        currency: 'eur',
        livemode: false,
        metadata: {},
        items: {
          object: 'list',
          has_more: false,
          url: `/v1/subscription_items?subscription=${id}`,
          data: [
            {
              id: `si_${id.slice(4)}`,
              object: 'subscription_item',
              current_period_end: subscription.currentPeriodEnd,
              current_period_start: subscription.currentPeriodEnd - 30 * 86400,
              quantity: 1,
              price: {
                id: subscription.priceId,
                object: 'price',
                currency: 'eur',
                unit_amount: 999,
                recurring: { interval: 'month', interval_count: 1 },
              },
            },
          ],
        },
      };
    },
  };

  // Connect's routes first: they answer only requests made on a connected account.
  const routes: FakeRoute[] = [
    ...connectRoutes,
    [
      'POST',
      /^\/v1\/customers$/,
      (_match, params) => {
        const customer = { id: newId('cus'), object: 'customer', livemode: false, ...params };
        fake.customers.set(customer.id, customer);
        return [200, customer];
      },
    ],
    [
      'POST',
      /^\/v1\/checkout\/sessions$/,
      (_match, params) => {
        if (typeof params.customer !== 'string' || !fake.customers.has(params.customer)) {
          return missing('customer', String(params.customer));
        }
        return [
          200,
          hostedSession('cs_test', 'checkout.session', 'https://checkout.stripe.com/c/pay/', {
            status: 'open',
            ...params,
          }),
        ];
      },
    ],
    [
      'POST',
      /^\/v1\/billing_portal\/sessions$/,
      (_match, params) => {
        if (fake.isPortalUnconfigured) {
          return [
            400,
            stripeError(
              'No configuration provided and your test mode default configuration has not been created. Provide a configuration or create your default by saving your customer portal settings in test mode at https://dashboard.stripe.com/test/settings/billing/portal.',
            ),
          ];
        }
        return [
          200,
          hostedSession(
            'bps',
            'billing_portal.session',
            'https://billing.stripe.com/p/session/',
            params,
          ),
        ];
      },
    ],
    [
      'GET',
      /^\/v1\/subscriptions\/([\w]+)$/,
      (match) => {
        const id = match[1] ?? '';
        return fake.subscriptions.has(id)
          ? [200, fake.subscriptionObject(id)]
          : missing('subscription', id);
      },
    ],
    [
      'DELETE',
      /^\/v1\/subscriptions\/([\w]+)$/,
      (match) => {
        const subscription = fake.subscriptions.get(match[1] ?? '');
        if (!subscription) return missing('subscription', match[1] ?? '');
        subscription.status = 'canceled';
        return [200, fake.subscriptionObject(subscription.id)];
      },
    ],
    [
      'GET',
      /^\/v1\/subscriptions$/,
      (_match, params) => [
        200,
        {
          object: 'list',
          url: '/v1/subscriptions',
          has_more: false,
          data: [...fake.subscriptions.values()]
            .filter((s) => s.customer === params.customer && s.status !== 'canceled')
            .map((s) => fake.subscriptionObject(s.id)),
        },
      ],
    ],
  ];

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const params =
      request.method === 'GET'
        ? parseForm(url.searchParams)
        : parseForm(new URLSearchParams(await readBody(request)));
    const idempotencyKey = header(request, 'idempotency-key');
    const account = header(request, 'stripe-account');
    fake.requests.push({
      method: request.method ?? '',
      path: url.pathname,
      params,
      idempotencyKey,
      account,
    });
    if (header(request, 'authorization') !== `Bearer ${FAKE_STRIPE_KEYS.secretKey}`) {
      return send(response, 401, stripeError('Invalid API Key provided.', 'invalid_request_error'));
    }
    if (fake.isDown) return send(response, 500, stripeError('Internal error', 'api_error'));
    // Stripe keeps idempotency keys per account.
    const cacheKey =
      idempotencyKey && `${account ?? ''} ${request.method} ${url.pathname} ${idempotencyKey}`;
    if (cacheKey && idempotent.has(cacheKey)) {
      return send(response, 200, idempotent.get(cacheKey));
    }
    for (const [method, pattern, handle] of routes) {
      const match = url.pathname.match(pattern);
      if (request.method !== method || !match) continue;
      const answer = handle(match, params, { account });
      if (!answer) continue;
      const [status, body] = answer;
      if (cacheKey && status === 200) idempotent.set(cacheKey, body);
      return send(response, status, body);
    }
    send(
      response,
      404,
      stripeError(`Unrecognized request URL (${request.method}: ${url.pathname}).`),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return Object.assign(fake, {
    url,
    env: {
      STRIPE_SECRET_KEY: FAKE_STRIPE_KEYS.secretKey,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_KEYS.webhookSecret,
      STRIPE_CONNECT_WEBHOOK_SECRET: FAKE_STRIPE_KEYS.connectWebhookSecret,
      STRIPE_PRICE_PREMIUM: FAKE_STRIPE_KEYS.premiumPriceId,
      STRIPE_API_BASE: url,
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
