import { existsSync } from 'node:fs';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createOwner, signIn } from '../testing/factories';
import { testAppForThisFile } from '../testing/test-app';

// The local billing mode: no Stripe keys, a loopback deployment, loopback clients only.

const testApp = testAppForThisFile();

const LOCAL = '127.0.0.1';
const REMOTE = '203.0.113.9';

const call = (options: InjectOptions & { cookie?: string }, remoteAddress = LOCAL) =>
  testApp.app.inject({
    remoteAddress,
    ...options,
    headers: {
      origin: testApp.config.publicUrl,
      ...(options.cookie && { cookie: options.cookie }),
      ...(options.headers as object),
    },
  });

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

async function owner() {
  const created = await createOwner({
    auth: testApp.auth,
    database: testApp.testDatabase.database,
  });
  return { ...created, cookie: await signIn(testApp.auth, created) };
}

const summary = async (cookie: string, remoteAddress = LOCAL) =>
  (
    await call({ method: 'GET', url: '/api/v1/billing/subscription', cookie }, remoteAddress)
  ).json();

describe('local billing mode', () => {
  it('pays on the local checkout page and cancels in the local portal, like Stripe would', async () => {
    const who = await owner();
    expect(await summary(who.cookie)).toMatchObject({
      subscribed: false,
      tier: 'free',
      checkout: 'local',
    });

    const checkout = await call({
      method: 'POST',
      url: '/api/v1/billing/checkout',
      cookie: who.cookie,
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const checkoutUrl = checkout.json().url as string;
    expect(checkoutUrl).toMatch(
      new RegExp(`^${testApp.config.publicUrl}/dev/billing/checkout/cs_local_`),
    );

    const page = await call({ method: 'GET', url: pathOf(checkoutUrl) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('<button type="submit">Payer</button>');
    expect(page.body).toContain('9,99');
    const payAction = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1] ?? '';

    // Nobody else may pay: another site's form, a remote client.
    const forged = await call({
      method: 'POST',
      url: payAction,
      headers: { origin: 'https://evil.example' },
    });
    expect(forged.statusCode).toBe(403);
    expect((await call({ method: 'POST', url: payAction }, REMOTE)).statusCode).toBe(404);
    expect(await summary(who.cookie)).toMatchObject({ subscribed: false });

    const paid = await call({
      method: 'POST',
      url: payAction,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `${testApp.config.publicUrl}/dashboard/settings?subscription=success`,
    );
    const subscribed = await summary(who.cookie);
    expect(subscribed).toMatchObject({ subscribed: true, tier: 'premium', status: 'active' });
    expect(Date.parse(subscribed.currentPeriodEnd)).toBeGreaterThan(Date.now() + 27 * 864e5);
    // The same events as a real webhook went through: recorded once each.
    const events = await testApp.testDatabase.database.db
      .selectFrom('billing_event')
      .select('type')
      .execute();
    expect(events.map((event) => event.type).sort()).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
    ]);
    // Paying the same page again is still one subscription.
    await call({ method: 'POST', url: payAction });
    const subscriptions = await testApp.testDatabase.database.db
      .selectFrom('billing_subscription')
      .select('id')
      .where('owner_id', '=', who.id)
      .execute();
    expect(subscriptions).toHaveLength(1);
    expect(existsSync(path.join(testApp.config.dataDir, 'local-billing.json'))).toBe(true);

    const portal = await call({
      method: 'POST',
      url: '/api/v1/billing/portal',
      cookie: who.cookie,
    });
    expect(portal.statusCode, portal.body).toBe(200);
    const portalPage = await call({ method: 'GET', url: pathOf(portal.json().url) });
    expect(portalPage.statusCode).toBe(200);
    expect(portalPage.body).toContain('<button type="submit">Résilier</button>');
    const cancelAction = /action="([^"]+\/cancel)"/.exec(portalPage.body)?.[1] ?? '';
    const cancelled = await call({ method: 'POST', url: cancelAction });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(
      `${testApp.config.publicUrl}/dashboard/settings?subscription=updated`,
    );
    expect(await summary(who.cookie)).toMatchObject({
      subscribed: false,
      tier: 'free',
      status: 'canceled',
    });
  });

  it('simulates a refused renewal: past_due, the mail, Premium kept for the grace period', async () => {
    const who = await owner();
    const checkout = await call({
      method: 'POST',
      url: '/api/v1/billing/checkout',
      cookie: who.cookie,
    });
    const page = await call({ method: 'GET', url: pathOf(checkout.json().url) });
    const payAction = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1] ?? '';
    await call({ method: 'POST', url: payAction });
    const portal = await call({
      method: 'POST',
      url: '/api/v1/billing/portal',
      cookie: who.cookie,
    });
    const portalPath = pathOf(portal.json().url);
    const portalPage = await call({ method: 'GET', url: portalPath });
    const failAction = /action="([^"]+\/fail)"/.exec(portalPage.body)?.[1] ?? '';
    const failed = await call({ method: 'POST', url: failAction });
    expect(failed.statusCode).toBe(303);
    expect(failed.headers.location).toBe(portalPath);
    expect(await summary(who.cookie)).toMatchObject({
      subscribed: true,
      tier: 'premium',
      status: 'past_due',
    });
    expect(testApp.outbox.list().find((mail) => mail.to === who.email)?.subject).toContain(
      'Paiement refusé',
    );
  });

  it('is for loopback clients only: others hear that payment is not configured', async () => {
    const who = await owner();
    expect((await summary(who.cookie, REMOTE)).checkout).toBe('unavailable');
    const refused = await call(
      { method: 'POST', url: '/api/v1/billing/checkout', cookie: who.cookie },
      REMOTE,
    );
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error).toMatchObject({
      code: 'UNAVAILABLE',
      reason: 'BILLING_NOT_CONFIGURED',
    });
    // A proxy on this machine forwarding a remote client is not a loopback client.
    const proxied = await call({
      method: 'POST',
      url: '/api/v1/billing/checkout',
      cookie: who.cookie,
      headers: { 'x-forwarded-for': REMOTE },
    });
    expect(proxied.statusCode).toBe(503);
    const checkout = await call({
      method: 'POST',
      url: '/api/v1/billing/checkout',
      cookie: who.cookie,
    });
    expect(
      (await call({ method: 'GET', url: pathOf(checkout.json().url) }, REMOTE)).statusCode,
    ).toBe(404);
  });

  it('refuses unknown sessions and forged local events', async () => {
    expect(
      (await call({ method: 'GET', url: '/dev/billing/checkout/cs_local_nope' })).statusCode,
    ).toBe(404);
    expect(
      (await call({ method: 'GET', url: '/dev/billing/portal/bps_local_nope' })).statusCode,
    ).toBe(404);
    const webhook = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/billing/webhook',
      payload: '{"id":"evt_1","type":"customer.subscription.created","data":{"object":{}}}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
    });
    expect(webhook.statusCode).toBe(400);
  });
});

describe('without Stripe keys on a public deployment', () => {
  const deployed = testAppForThisFile({
    env: { PUBLIC_URL: 'https://ardoise.example', TRUST_PROXY: 'true' },
  });

  it('has no local billing: the card says payment is not configured', async () => {
    const created = await createOwner({
      auth: deployed.auth,
      database: deployed.testDatabase.database,
    });
    const cookie = await signIn(deployed.auth, created);
    const https = { host: 'ardoise.example', 'x-forwarded-proto': 'https' };
    const headers = { ...https, cookie, origin: 'https://ardoise.example' };
    const state = await deployed.app.inject({
      method: 'GET',
      url: '/api/v1/billing/subscription',
      headers,
    });
    expect(state.json()).toMatchObject({ checkout: 'unavailable', tier: 'free' });
    const checkout = await deployed.app.inject({
      method: 'POST',
      url: '/api/v1/billing/checkout',
      headers,
    });
    expect(checkout.statusCode).toBe(503);
    expect(checkout.json().error.message).toContain('n’est pas configuré');
    const page = await deployed.app.inject({
      method: 'GET',
      url: '/dev/billing/checkout/cs_local_x',
      headers: https,
    });
    expect(page.statusCode).toBe(404);
  });
});
