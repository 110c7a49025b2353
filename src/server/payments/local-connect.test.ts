import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAYMENT_ACCOUNT_MESSAGES } from '../../domain/payments/payment-account-messages';
import { testAppForThisFile } from '../testing/test-app';
import type { LocalConnectGateway } from './local-connect-gateway';
import { paymentAccountClient, type SignedInOwner } from './testing/payment-account-client';

// The local payment mode: no Stripe keys, a loopback deployment, loopback clients only. Its
// pages play Stripe's onboarding and Checkout; their events go through the Connect webhook.

const REMOTE = '203.0.113.9';
const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('local payment mode', () => {
  const testApp = testAppForThisFile();
  const client = paymentAccountClient(testApp);
  const gateway = () => testApp.paymentGateway as LocalConnectGateway;
  const pathOf = (url: string) => new URL(url, testApp.config.publicUrl).pathname;
  const submit = (url: string, remoteAddress?: string) =>
    client.call({ method: 'POST', url, headers: form, payload: '' }, remoteAddress);
  /** The Connect events handled for an account, by type (alphabetical). */
  const recordedTypes = async (accountId: string) =>
    (
      await testApp.testDatabase.database.db
        .selectFrom('payment_webhook_event')
        .select('type')
        .where('account_id', '=', accountId)
        .execute()
    )
      .map((row) => row.type)
      .sort();

  /** An owner connected in one click ("Connecter" on the local onboarding page). */
  async function onboarded(): Promise<{ who: SignedInOwner; accountId: string }> {
    const who = await client.owner();
    const { url } = (await client.link(who)).json();
    await submit(`${pathOf(url)}/connect`);
    return { who, accountId: (await client.storedAccountId(who.id)) ?? '' };
  }

  /** A diner's Checkout Session on the restaurant's account, as the payment flow creates it. */
  const session = (accountId: string, description = 'L’addition · Table 4') =>
    gateway().createCheckoutSession({
      accountId,
      paymentId: `pay_${Math.random().toString(36).slice(2)}`,
      amountCents: 4250,
      description,
      locale: 'fr',
      successUrl: `${testApp.config.publicUrl}/merci`,
      cancelUrl: `${testApp.config.publicUrl}/table`,
      expiresAt: new Date(Date.now() + 30 * 60_000),
      idempotencyKey: `key-${Math.random()}`,
    });

  it('connects the restaurant in one click, for loopback clients only', async () => {
    const who = await client.owner();
    expect((await client.account(who)).json()).toMatchObject({ status: 'none', mode: 'local' });
    expect((await client.account(who, REMOTE)).json()).toMatchObject({ mode: 'unconfigured' });
    const refused = await client.link(who, REMOTE);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error).toMatchObject({
      message: PAYMENT_ACCOUNT_MESSAGES.notConfigured,
      reason: 'PAYMENTS_NOT_CONFIGURED',
    });

    const link = await client.link(who);
    expect(link.statusCode, link.body).toBe(200);
    const url = link.json().url as string;
    expect(url).toMatch(
      new RegExp(`^${testApp.config.publicUrl}/dev/payments/onboarding/link_local_`),
    );
    const page = await client.call({ method: 'GET', url: pathOf(url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain(who.restaurantName);
    expect(page.body).toContain('<button type="submit">Connecter</button>');
    expect((await client.call({ method: 'GET', url: pathOf(url) }, REMOTE)).statusCode).toBe(404);
    const forged = await client.call({
      method: 'POST',
      url: `${pathOf(url)}/connect`,
      headers: { ...form, origin: 'https://evil.example' },
      payload: '',
    });
    expect(forged.statusCode).toBe(403);
    expect((await client.account(who)).json()).toMatchObject({
      status: 'pending',
      pendingReason: 'incomplete',
    });

    const connected = await submit(`${pathOf(url)}/connect`);
    expect(connected.statusCode).toBe(303);
    expect(connected.headers.location).toBe(
      `${testApp.config.publicUrl}/dashboard/settings?payments=return`,
    );
    expect((await client.account(who)).json()).toEqual({
      status: 'active',
      pendingReason: null,
      requirementsDue: false,
      mode: 'local',
    });
    const accountId = (await client.storedAccountId(who.id)) ?? '';
    expect(await recordedTypes(accountId)).toEqual(['account.updated']);
    expect(existsSync(path.join(testApp.config.dataDir, 'local-payments.json'))).toBe(true);
  });

  it('pays on the local Checkout page: complete, paid by card, announced with its account', async () => {
    const { accountId } = await onboarded();
    const { id, url } = await session(accountId, 'Table <4> & "amis"');
    expect(url).toBe(`${testApp.config.publicUrl}/dev/payments/checkout/${id}`);
    const page = await client.call({ method: 'GET', url: pathOf(url) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('42,50');
    expect(page.body).toContain('Table &lt;4&gt; &amp; &quot;amis&quot;');
    for (const label of ['Payer', 'Paiement refusé', 'Laisser expirer']) {
      expect(page.body).toContain(`>${label}</button>`);
    }
    expect(page.body).toContain(`<a href="${testApp.config.publicUrl}/table">Annuler</a>`);

    const paid = await submit(`${pathOf(url)}/pay`);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${testApp.config.publicUrl}/merci`);
    expect(await gateway().retrieveCheckoutSession({ accountId, sessionId: id })).toMatchObject({
      status: 'complete',
      paymentStatus: 'paid',
      amountTotalCents: 4250,
      paymentIntentId: expect.stringMatching(/^pi_local_/),
      paymentMethodType: 'card',
    });
    expect(await recordedTypes(accountId)).toEqual([
      'account.updated',
      'checkout.session.completed',
    ]);
    // Paying the same page again (back button) pays nothing more.
    const again = await submit(`${pathOf(url)}/pay`);
    expect(again.headers.location).toBe(`/dev/payments/checkout/${id}`);
    expect((await client.call({ method: 'GET', url: pathOf(url) })).body).toContain(
      'Ce paiement a déjà été effectué.',
    );
    expect(await recordedTypes(accountId)).toHaveLength(2);
  });

  it('declines a card (the session stays open) and lets a session expire', async () => {
    const { accountId } = await onboarded();
    const { id, url } = await session(accountId);
    const declined = await submit(`${pathOf(url)}/decline`);
    expect(declined.statusCode).toBe(303);
    const declinedPage = await client.call({ method: 'GET', url: declined.headers.location ?? '' });
    expect(declinedPage.body).toContain('role="alert">Votre carte a été refusée.');
    expect(declinedPage.body).toContain('>Payer</button>');
    expect(await gateway().retrieveCheckoutSession({ accountId, sessionId: id })).toMatchObject({
      status: 'open',
      paymentStatus: 'unpaid',
    });

    const expired = await submit(`${pathOf(url)}/expire`);
    expect(expired.statusCode).toBe(303);
    const expiredPage = await client.call({ method: 'GET', url: pathOf(url) });
    expect(expiredPage.body).toContain('Cette session de paiement a expiré');
    expect(expiredPage.body).not.toContain('>Payer</button>');
    expect(await gateway().retrieveCheckoutSession({ accountId, sessionId: id })).toMatchObject({
      status: 'expired',
    });
    expect((await submit(`${pathOf(url)}/pay`)).headers.location).toBe(
      `/dev/payments/checkout/${id}`,
    );
    expect(await recordedTypes(accountId)).toEqual(['account.updated', 'checkout.session.expired']);
  });

  it('refunds at once and announces the refund; an abandoned session expires', async () => {
    const { accountId } = await onboarded();
    const { id, url } = await session(accountId);
    await submit(`${pathOf(url)}/pay`);
    const paymentIntentId =
      (await gateway().retrieveCheckoutSession({ accountId, sessionId: id }))?.paymentIntentId ??
      '';
    const refund = await gateway().createRefund({
      accountId,
      paymentIntentId,
      amountCents: 1250,
      idempotencyKey: 'refund-once',
    });
    expect(refund).toMatchObject({ amountCents: 1250, status: 'succeeded' });
    expect(
      await gateway().createRefund({
        accountId,
        paymentIntentId,
        amountCents: 1250,
        idempotencyKey: 'refund-once',
      }),
    ).toEqual(refund);
    await expect(
      gateway().createRefund({
        accountId,
        paymentIntentId,
        amountCents: 3001,
        idempotencyKey: 'x',
      }),
    ).rejects.toThrow();

    const abandoned = await session(accountId);
    await gateway().expireCheckoutSession({ accountId, sessionId: abandoned.id });
    await gateway().idle();
    expect(await recordedTypes(accountId)).toEqual([
      'account.updated',
      'charge.refunded',
      'checkout.session.completed',
      'checkout.session.expired',
      'refund.created',
    ]);
  });

  it('answers unknown pages and actions with the ordinary 404', async () => {
    expect(
      (await client.call({ method: 'GET', url: '/dev/payments/checkout/cs_nope' })).statusCode,
    ).toBe(404);
    const { accountId } = await onboarded();
    const { url } = await session(accountId);
    expect((await submit(`${pathOf(url)}/steal`)).statusCode).toBe(404);
  });
});

describe('without Stripe keys on a public address', () => {
  const testApp = testAppForThisFile({ env: { PUBLIC_URL: 'https://ardoise.example' } });
  const client = paymentAccountClient(testApp);

  it('says table payments are not configured, and serves no local page nor webhook', async () => {
    const who = await client.owner();
    expect((await client.account(who)).json()).toMatchObject({
      status: 'none',
      mode: 'unconfigured',
    });
    const link = await client.link(who);
    expect(link.statusCode).toBe(503);
    expect(link.json().error.message).toBe(PAYMENT_ACCOUNT_MESSAGES.notConfigured);
    expect(testApp.paymentGateway).toBeNull();
    const webhook = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      payload: '{}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
    });
    expect(webhook.statusCode).toBe(404);
    const page = await client.call({ method: 'GET', url: '/dev/payments/checkout/cs_local_x' });
    expect(page.statusCode).toBe(404);
  });
});
