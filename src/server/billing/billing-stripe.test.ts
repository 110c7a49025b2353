import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GRACE_PERIOD_DAYS } from '../../domain/billing/subscription';
import { silentLogger } from '../logging/logger';
import { createMenu, createOwner, type OwnerFixture, signIn } from '../testing/factories';
import { FAKE_STRIPE_KEYS, type FakeStripe, startFakeStripe } from '../testing/fake-stripe';
import { sampleMenu } from '../testing/menu-fixtures';
import { testAppForThisFile } from '../testing/test-app';
import { createBillingService } from './billing-service';
import { createStripeGateway } from './stripe-gateway';

// Billing against Stripe: the real SDK, pointed at a local fake Stripe (testing/fake-stripe.ts),
// and webhooks signed with the SDK's own test helper.

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());
const testApp = testAppForThisFile(() => ({ env: fake.env }));
beforeEach(() => {
  fake.isDown = false;
  fake.isPortalUnconfigured = false;
});

const deps = () => ({ auth: testApp.auth, database: testApp.testDatabase.database });
const db = () => testApp.testDatabase.database.db;

let clientCounter = 0;
const call = (options: InjectOptions & { cookie?: string }) =>
  testApp.app.inject({
    remoteAddress: `198.51.100.${++clientCounter % 250}`,
    ...options,
    headers: {
      origin: testApp.config.publicUrl,
      ...(options.cookie && { cookie: options.cookie }),
      ...(options.headers as object),
    },
  });

/** As Stripe posts it: no Origin, no cookie, the signature header. */
const postWebhook = (payload: string | Buffer, signature?: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/v1/billing/webhook',
    remoteAddress: '54.187.174.169',
    payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature !== undefined && { 'stripe-signature': signature }),
    },
  });

const deliver = (type: string, object: Record<string, unknown>, options?: { id?: string }) => {
  const payload = fake.eventPayload(type, object, options);
  return postWebhook(payload, fake.sign(payload));
};

const subscriptionOf = async (cookie: string) => {
  const response = await call({ method: 'GET', url: '/api/v1/billing/subscription', cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const planOf = async (cookie: string) =>
  (await call({ method: 'GET', url: '/api/v1/account', cookie })).json().plan;

type Owner = OwnerFixture & { cookie: string };
const postAs = (who: Owner, url: string) => call({ method: 'POST', url, cookie: who.cookie });
async function owner(): Promise<Owner> {
  const created = await createOwner(deps());
  return { ...created, cookie: await signIn(testApp.auth, created) };
}

async function checkout(who: Owner) {
  const response = await postAs(who, '/api/v1/billing/checkout');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ url: string }>().url;
}

const customerOf = async (ownerId: string) =>
  (
    await db()
      .selectFrom('billing_customer')
      .select('customer_id')
      .where('owner_id', '=', ownerId)
      .executeTakeFirstOrThrow()
  ).customer_id;

/** Checkout, then the subscription exists on Stripe's side (no webhook has landed yet). */
async function paidOnStripe(who: Owner) {
  await checkout(who);
  const customer = await customerOf(who.id);
  return { customer, subscription: fake.createSubscription({ customer }) };
}

/** A customer.subscription.created event, as Stripe would sign it. */
const subscriptionCreated = (fields: Record<string, unknown> & { id: string }) =>
  fake.eventPayload('customer.subscription.created', { object: 'subscription', ...fields });

/** An invoice event in the API 2025+ shape: the subscription under parent.subscription_details. */
const invoiceEvent = (type: string, id: string, subscriptionId: string) =>
  deliver(type, {
    id,
    object: 'invoice',
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: subscriptionId },
    },
  });

/** paidOnStripe, then Stripe's checkout.session.completed. */
async function subscribe(who: Owner) {
  const { customer, subscription } = await paidOnStripe(who);
  const response = await deliver('checkout.session.completed', {
    id: 'cs_test_done',
    object: 'checkout.session',
    mode: 'subscription',
    customer,
    client_reference_id: who.id,
    subscription: subscription.id,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { customer, subscription };
}

describe('checkout and portal', () => {
  it('creates one Stripe customer per owner and a subscription Checkout in French', async () => {
    const who = await owner();
    fake.requests.length = 0;
    const url = await checkout(who);
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const customerCall = fake.requests.find((r) => r.path === '/v1/customers');
    expect(customerCall?.params).toMatchObject({
      email: who.email,
      name: who.restaurantName,
      metadata: { owner_id: who.id },
    });
    expect(customerCall?.idempotencyKey).toBe(`ardoise-customer-${who.id}`);
    const session = fake.requests.find((r) => r.path === '/v1/checkout/sessions');
    expect(session?.params).toMatchObject({
      mode: 'subscription',
      customer: await customerOf(who.id),
      client_reference_id: who.id,
      locale: 'fr',
      line_items: { 0: { price: FAKE_STRIPE_KEYS.premiumPriceId, quantity: '1' } },
      success_url: `${testApp.config.publicUrl}/dashboard/settings?subscription=success`,
      cancel_url: `${testApp.config.publicUrl}/dashboard/settings?subscription=cancel`,
    });
    expect(session?.params.automatic_tax).toBeUndefined();

    await checkout(who);
    expect(fake.requests.filter((r) => r.path === '/v1/customers')).toHaveLength(1);
    expect(await planOf(who.cookie)).toBe('free');
  });

  it('sends an owner who already subscribed to the portal, not to a second subscription', async () => {
    const who = await owner();
    const { customer } = await subscribe(who);
    fake.requests.length = 0;
    const url = await checkout(who);
    expect(url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    expect(fake.requests.map((r) => r.path)).not.toContain('/v1/checkout/sessions');
    expect(fake.requests.find((r) => r.path === '/v1/billing_portal/sessions')?.params).toEqual({
      customer,
      return_url: `${testApp.config.publicUrl}/dashboard/settings?subscription=updated`,
      locale: 'fr',
    });
  });

  it('asks Stripe too, when the webhook of a paid checkout has not landed yet', async () => {
    const who = await owner();
    await paidOnStripe(who);
    expect(await checkout(who)).toMatch(/^https:\/\/billing\.stripe\.com\//);
  });

  it('opens the portal, returning to subscription=updated', async () => {
    const who = await owner();
    await subscribe(who);
    const response = await postAs(who, '/api/v1/billing/portal');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\/bps_/);
  });

  it('says so when the portal is not configured in Stripe, and when Stripe is down', async () => {
    const who = await owner();
    await subscribe(who);
    fake.isPortalUnconfigured = true;
    const unconfigured = await postAs(who, '/api/v1/billing/portal');
    expect(unconfigured.statusCode).toBe(503);
    expect(unconfigured.json().error).toMatchObject({
      code: 'UNAVAILABLE',
      reason: 'BILLING_NOT_CONFIGURED',
      message: expect.stringContaining('configuration'),
    });
    fake.isPortalUnconfigured = false;
    fake.isDown = true;
    const down = await postAs(who, '/api/v1/billing/checkout');
    expect(down.statusCode).toBe(503);
    expect(down.json().error.message).toBe('Erreur lors de la redirection vers le paiement');
  });

  it('needs a session, and a portal needs a customer', async () => {
    for (const url of ['/api/v1/billing/checkout', '/api/v1/billing/portal']) {
      expect((await call({ method: 'POST', url })).statusCode).toBe(401);
    }
    expect((await call({ method: 'GET', url: '/api/v1/billing/subscription' })).statusCode).toBe(
      401,
    );
    const who = await owner();
    const portal = await postAs(who, '/api/v1/billing/portal');
    expect(portal.statusCode).toBe(409);
  });

  it('refuses a checkout request from another site (CSRF)', async () => {
    const who = await owner();
    const response = await call({
      method: 'POST',
      url: '/api/v1/billing/checkout',
      cookie: who.cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('webhooks', () => {
  it('checkout → webhook → Premium, with the state read back from Stripe', async () => {
    const who = await owner();
    const changed: string[] = [];
    const stop = testApp.events.on('owner.changed', ({ ownerId }) => changed.push(ownerId));
    const { subscription } = await subscribe(who);
    stop();
    expect(await planOf(who.cookie)).toBe('premium');
    expect(changed).toEqual([who.id]);
    expect(await subscriptionOf(who.cookie)).toEqual({
      subscribed: true,
      tier: 'premium',
      status: 'active',
      currentPeriodEnd: new Date(subscription.currentPeriodEnd * 1000).toISOString(),
      cancelAtPeriodEnd: false,
      graceEndsAt: null,
      checkout: 'stripe',
    });
  });

  it('has one effect for an event delivered twice', async () => {
    const who = await owner();
    const { customer, subscription } = await paidOnStripe(who);
    const payload = subscriptionCreated({ id: subscription.id, customer, status: 'active' });
    fake.requests.length = 0;
    const first = await postWebhook(payload, fake.sign(payload));
    expect(first.json()).toEqual({ received: true, duplicate: false });
    // Stripe changes meanwhile; the redelivered event must not apply it a second time.
    subscription.status = 'canceled';
    const again = await postWebhook(payload, fake.sign(payload));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect(fake.requests.filter((r) => r.path.startsWith('/v1/subscriptions/'))).toHaveLength(1);
    expect(await planOf(who.cookie)).toBe('premium');
    const id = JSON.parse(payload).id;
    const rows = await db().selectFrom('billing_event').selectAll().where('id', '=', id).execute();
    expect(rows).toHaveLength(1);
  });

  it('ends with what Stripe says now when "deleted" arrives before "updated"', async () => {
    const who = await owner();
    const { customer, subscription } = await subscribe(who);
    const stale = { id: subscription.id, object: 'subscription', customer, status: 'active' };
    subscription.status = 'canceled';
    await deliver('customer.subscription.deleted', { ...stale, status: 'canceled' });
    expect(await planOf(who.cookie)).toBe('free');
    // The older "updated" (it still says active) arrives last.
    expect((await deliver('customer.subscription.updated', stale)).statusCode).toBe(200);
    expect(await planOf(who.cookie)).toBe('free');
    expect(await subscriptionOf(who.cookie)).toMatchObject({
      subscribed: false,
      tier: 'free',
      status: 'canceled',
    });
  });

  it('refuses a bad signature, an old timestamp and an unparsable body, changing nothing', async () => {
    const who = await owner();
    const { customer, subscription } = await paidOnStripe(who);
    const payload = subscriptionCreated({ id: subscription.id, customer });
    const eventId = JSON.parse(payload).id;
    const attempts = [
      postWebhook(payload, fake.sign(payload, { secret: 'whsec_someoneElse' })),
      postWebhook(payload),
      postWebhook(payload, 'garbage'),
      postWebhook(payload, fake.sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 301 })),
      postWebhook(`${payload.slice(0, -1)},"x":1}`, fake.sign(payload)),
    ];
    const unparsable = '{"id": "evt_broken", "type": ';
    attempts.push(postWebhook(unparsable, fake.sign(unparsable)));
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.code).toBe('BAD_REQUEST');
    }
    expect(await planOf(who.cookie)).toBe('free');
    const events = await db().selectFrom('billing_event').select('id').execute();
    expect(events.map((row) => row.id)).not.toContain(eventId);
    // The same event, correctly signed and on time, is then accepted.
    expect((await postWebhook(payload, fake.sign(payload))).statusCode).toBe(200);
    expect(await planOf(who.cookie)).toBe('premium');
  });

  it('refuses a validly signed event of the wrong shape with 400, recording nothing', async () => {
    const malformed = [
      fake.eventPayload('invoice.paid', null as unknown as Record<string, unknown>),
      fake.eventPayload('customer.subscription.updated', [] as unknown as Record<string, unknown>),
      fake.eventPayload('invoice.paid', { id: 'in_1' }, { id: 'evt_\u0000' }),
      JSON.stringify({ id: 'evt_no_data', type: 'invoice.paid' }),
      'null',
    ];
    for (const payload of malformed) {
      const response = await postWebhook(payload, fake.sign(payload));
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().error).toEqual({
        code: 'BAD_REQUEST',
        message: 'Événement du webhook mal formé.',
      });
    }
    const events = await db().selectFrom('billing_event').select('id').execute();
    expect(events.map((row) => row.id)).not.toContain('evt_no_data');
  });

  it('answers 2xx to a signed event it does not handle, and changes nothing', async () => {
    const who = await owner();
    const response = await deliver('product.created', { id: 'prod_1', object: 'product' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false });
    expect(await planOf(who.cookie)).toBe('free');
  });

  it("never lets an event about owner A's customer touch owner B", async () => {
    const a = await owner();
    const b = await owner();
    await checkout(a);
    await checkout(b);
    const subscription = fake.createSubscription({ customer: await customerOf(a.id) });
    // The event names B everywhere it can; Stripe says the subscription is A's.
    await deliver('checkout.session.completed', {
      id: 'cs_test_forged',
      object: 'checkout.session',
      mode: 'subscription',
      customer: await customerOf(b.id),
      client_reference_id: b.id,
      metadata: { owner_id: b.id },
      subscription: subscription.id,
    });
    expect(await planOf(a.cookie)).toBe('premium');
    expect(await planOf(b.cookie)).toBe('free');
    expect((await subscriptionOf(b.cookie)).status).toBeNull();
  });

  it('ignores a subscription of a customer that is not ours', async () => {
    const stranger = fake.createSubscription({ customer: 'cus_unknown' });
    const response = await deliver('customer.subscription.created', {
      id: stranger.id,
      object: 'subscription',
    });
    expect(response.statusCode).toBe(200);
    const rows = await db()
      .selectFrom('billing_subscription')
      .select('id')
      .where('id', '=', stranger.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('answers 5xx while Stripe is unreachable, so that Stripe delivers the event again', async () => {
    const who = await owner();
    const { subscription } = await paidOnStripe(who);
    const payload = subscriptionCreated({ id: subscription.id });
    fake.isDown = true;
    const failed = await postWebhook(payload, fake.sign(payload));
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    fake.isDown = false;
    expect((await postWebhook(payload, fake.sign(payload))).json().duplicate).toBe(false);
    expect(await planOf(who.cookie)).toBe('premium');
  });

  it('reads the subscription of invoice events (API 2025+ shape)', async () => {
    const who = await owner();
    const { subscription } = await subscribe(who);
    subscription.cancelAtPeriodEnd = true;
    await invoiceEvent('invoice.paid', 'in_1', subscription.id);
    expect((await subscriptionOf(who.cookie)).cancelAtPeriodEnd).toBe(true);
  });
});

describe('payment failed: grace period, then free', () => {
  it('mails the owner in French, keeps Premium during the grace period, free after it', async () => {
    const who = await owner();
    const { subscription } = await subscribe(who);
    subscription.status = 'past_due';
    testApp.outbox.clear();
    await invoiceEvent('invoice.payment_failed', 'in_failed', subscription.id);
    // Stripe also sends the subscription's own update: still one mail.
    await deliver('customer.subscription.updated', { id: subscription.id, object: 'subscription' });
    const mails = testApp.outbox.list().filter((mail) => mail.to === who.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Paiement refusé : mettez à jour votre carte – Ardoise');
    expect(mails[0]?.text).toContain(`Bonjour ${who.restaurantName},`);
    expect(mails[0]?.text).toContain('mettez à jour votre carte bancaire avant le');
    expect(mails[0]?.text).toContain(`${testApp.config.publicUrl}/dashboard/settings`);

    expect(await planOf(who.cookie)).toBe('premium');
    const during = await subscriptionOf(who.cookie);
    expect(during).toMatchObject({ subscribed: true, tier: 'premium', status: 'past_due' });
    expect(Date.parse(during.graceEndsAt) - Date.now()).toBeGreaterThan(
      (GRACE_PERIOD_DAYS - 1) * 864e5,
    );

    const sweep = (days: number) =>
      createBillingService({
        database: testApp.testDatabase.database,
        gateway: createStripeGateway({
          ...FAKE_STRIPE_KEYS,
          automaticTax: false,
          apiBase: fake.url,
        }),
        events: testApp.events,
        mailer: testApp.mailer,
        publicUrl: testApp.config.publicUrl,
        log: silentLogger,
        now: () => new Date(Date.now() + days * 864e5),
      }).expireGracePeriods();
    expect(await sweep(GRACE_PERIOD_DAYS - 1)).toBe(0);
    expect(await planOf(who.cookie)).toBe('premium');
    const changed: string[] = [];
    const stop = testApp.events.on('owner.changed', ({ ownerId }) => changed.push(ownerId));
    expect(await sweep(GRACE_PERIOD_DAYS + 1)).toBeGreaterThanOrEqual(1);
    stop();
    expect(changed).toContain(who.id);
    expect(await planOf(who.cookie)).toBe('free');

    // The card is updated: Stripe retries, the invoice is paid, Premium comes back.
    subscription.status = 'active';
    await deliver('invoice.paid', {
      id: 'in_failed',
      object: 'invoice',
      subscription: subscription.id,
    });
    expect(await planOf(who.cookie)).toBe('premium');
  });
});

describe('downgrade', () => {
  it('keeps every menu after a cancellation: the oldest active, the others read-only', async () => {
    const who = await owner();
    const { subscription } = await subscribe(who);
    const first = await createMenu(deps(), who.id, sampleMenu({ name: 'Carte du midi' }));
    const second = await createMenu(deps(), who.id, sampleMenu({ name: 'Carte du soir' }));
    const activate = await call({
      method: 'POST',
      url: `/api/v1/menus/${second.id}/activate`,
      cookie: who.cookie,
    });
    expect(activate.statusCode).toBe(200);

    subscription.status = 'canceled';
    await deliver('customer.subscription.deleted', { id: subscription.id, object: 'subscription' });
    expect(await planOf(who.cookie)).toBe('free');
    const menus = (await call({ method: 'GET', url: '/api/v1/menus', cookie: who.cookie })).json();
    expect(menus).toHaveLength(2);
    const byId = Object.fromEntries(menus.map((menu: { id: string }) => [menu.id, menu]));
    expect(byId[first.id]).toMatchObject({ isActive: true, isEditable: true });
    expect(byId[second.id]).toMatchObject({ isActive: false, isEditable: false });
    const save = await call({
      method: 'PUT',
      url: `/api/v1/menus/${second.id}`,
      cookie: who.cookie,
      headers: { 'if-match': `"${second.version}"` },
      payload: second.document,
    });
    expect(save.statusCode).toBe(403);
  });
});

describe('the webhook route', () => {
  it('reads only JSON, and leaves the rest of /api/v1 on its JSON parser', async () => {
    const form = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/billing/webhook',
      payload: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'stripe-signature': 'x' },
    });
    expect(form.statusCode).toBe(415);
    const who = await owner();
    const menu = await call({
      method: 'POST',
      url: '/api/v1/menus',
      cookie: who.cookie,
      payload: JSON.stringify(sampleMenu({ name: 'Carte' })),
      headers: { 'content-type': 'application/json' },
    });
    expect(menu.statusCode, menu.body).toBe(201);
    expect(menu.json().name).toBe('Carte');
  });

  describe('with STRIPE_TAX=true', () => {
    const taxed = testAppForThisFile(() => ({ env: { ...fake.env, STRIPE_TAX: 'true' } }));

    it('turns on Stripe Tax when STRIPE_TAX=true', async () => {
      const created = await createOwner({
        auth: taxed.auth,
        database: taxed.testDatabase.database,
      });
      const cookie = await signIn(taxed.auth, created);
      fake.requests.length = 0;
      const response = await taxed.app.inject({
        method: 'POST',
        url: '/api/v1/billing/checkout',
        headers: { cookie, origin: taxed.config.publicUrl },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(fake.requests.find((r) => r.path === '/v1/checkout/sessions')?.params).toMatchObject({
        automatic_tax: { enabled: 'true' },
        customer_update: { address: 'auto', name: 'auto' },
        tax_id_collection: { enabled: 'true' },
      });
    });
  });
});

describe('account deletion', () => {
  it('ends the Stripe subscription first, and refuses the deletion while Stripe is down', async () => {
    const who = await owner();
    const { subscription } = await subscribe(who);
    const deleteAccount = () =>
      call({
        method: 'POST',
        url: '/api/auth/delete-user',
        cookie: who.cookie,
        payload: { password: who.password },
      });
    fake.isDown = true;
    const refused = await deleteAccount();
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.message).toBe(
      'Votre abonnement n’a pas pu être résilié : votre compte n’a pas été supprimé. Réessayez dans quelques instants.',
    );
    expect(subscription.status).toBe('active');
    expect(await planOf(who.cookie)).toBe('premium');
    fake.isDown = false;
    expect((await deleteAccount()).statusCode).toBe(200);
    expect(subscription.status).toBe('canceled');
    const users = await db().selectFrom('user').select('id').where('id', '=', who.id).execute();
    expect(users).toEqual([]);
  });
});
