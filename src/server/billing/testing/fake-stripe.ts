import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local server speaking Stripe's wire format for the calls billing makes (form-encoded
 * requests, JSON answers with `object` fields, Stripe's error body), so the real `stripe` SDK
 * is tested without the vendor (ARCHITECTURE.md §1, paid vendors). Tests drive the "Stripe
 * side" through it (subscriptions and their status) and sign events with the SDK's helper.
 */
export const FAKE_STRIPE_KEYS = {
  secretKey: 'sk_test_fakeStripeKey0123456789',
  webhookSecret: 'whsec_fakeStripeWebhookSecret0123',
  premiumPriceId: 'price_fakePremium999',
} as const;

type Params = Record<string, unknown>;
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
  requests: { method: string; path: string; params: Params; idempotencyKey?: string }[];
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

const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

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

  const fake: Omit<FakeStripe, 'url' | 'env' | 'close'> = {
    requests: [],
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
    eventPayload(type, object, options = {}) {
      return JSON.stringify({
        id: options.id ?? newId('evt'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object },
      });
    },
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

  const routes: [string, RegExp, (match: RegExpMatchArray, params: Params) => [number, unknown]][] =
    [
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
    fake.requests.push({
      method: request.method ?? '',
      path: url.pathname,
      params,
      idempotencyKey,
    });
    if (header(request, 'authorization') !== `Bearer ${FAKE_STRIPE_KEYS.secretKey}`) {
      return send(response, 401, stripeError('Invalid API Key provided.', 'invalid_request_error'));
    }
    if (fake.isDown) return send(response, 500, stripeError('Internal error', 'api_error'));
    const cacheKey = idempotencyKey && `${request.method} ${url.pathname} ${idempotencyKey}`;
    if (cacheKey && idempotent.has(cacheKey)) {
      return send(response, 200, idempotent.get(cacheKey));
    }
    for (const [method, pattern, handle] of routes) {
      const match = url.pathname.match(pattern);
      if (request.method !== method || !match) continue;
      const [status, body] = handle(match, params);
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

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text;
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.statusCode = status;
  response.setHeader('content-type', 'application/json');
  response.setHeader('request-id', newId('req'));
  response.end(JSON.stringify(body, null, 2));
}

function stripeError(message: string, type = 'invalid_request_error', code?: string) {
  return { error: { type, message, ...(code && { code }) } };
}

function missing(resource: string, id: string): [number, unknown] {
  return [
    404,
    stripeError(`No such ${resource}: '${id}'`, 'invalid_request_error', 'resource_missing'),
  ];
}

/** Stripe's form encoding: `metadata[owner_id]=…`, `line_items[0][price]=…`. */
function parseForm(search: URLSearchParams): Params {
  const root: Params = {};
  for (const [key, value] of search) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}
