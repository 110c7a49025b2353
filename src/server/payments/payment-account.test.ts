import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_ACCOUNT_MESSAGES } from '../../domain/payments/payment-account-messages';
import { TAB_MESSAGES } from '../../domain/payments/tab-messages';
import { type FakeStripe, startFakeStripe } from '../testing/fake-stripe';
import { connectWebhookPoster } from '../testing/fake-stripe-connect';
import { testAppForThisFile } from '../testing/test-app';
import { paymentAccountClient, type SignedInOwner } from './testing/payment-account-client';

// The restaurant's Stripe account and settings against Stripe: the real SDK pointed at the fake
// Stripe (testing/fake-stripe-connect.ts), Connect events signed with the Connect secret.

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());
const testApp = testAppForThisFile(() => ({ env: fake.env }));
const client = paymentAccountClient(testApp);
const post = (event: { payload: string; signature: string }) =>
  connectWebhookPoster(testApp.app)(event);
beforeEach(() => {
  fake.isDown = false;
});

async function statusOf(who: SignedInOwner) {
  const response = await client.account(who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** An owner whose connected account exists (the first "Connecter"). */
async function connected() {
  const who = await client.owner();
  const response = await client.link(who);
  expect(response.statusCode, response.body).toBe(200);
  const accountId = (await client.storedAccountId(who.id)) ?? '';
  return { who, accountId };
}

describe('connecting the restaurant’s Stripe account', () => {
  it('creates one full-dashboard account on first use, then a fresh onboarding link each time', async () => {
    const who = await client.owner();
    expect(await statusOf(who)).toEqual({
      status: 'none',
      pendingReason: null,
      requirementsDue: false,
      mode: 'stripe',
    });
    fake.requests.length = 0;

    const first = await client.link(who);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().url).toMatch(/^https:\/\/connect\.stripe\.com\/setup\/s\/acct_/);
    const accountCall = fake.requests.find((r) => r.path === '/v1/accounts');
    expect(accountCall?.params).toMatchObject({
      country: 'FR',
      email: who.email,
      business_profile: { name: who.restaurantName },
      controller: {
        stripe_dashboard: { type: 'full' },
        fees: { payer: 'account' },
        losses: { payments: 'stripe' },
      },
      metadata: { owner_id: who.id },
    });
    expect(accountCall?.idempotencyKey).toBe(`ardoise-connect-account-${who.id}`);
    const accountId = await client.storedAccountId(who.id);
    const [link] = fake.connect.links.filter((l) => l.account === accountId);
    expect(link).toMatchObject({
      refreshUrl: `${testApp.config.publicUrl}/dashboard/settings?payments=refresh`,
      returnUrl: `${testApp.config.publicUrl}/dashboard/settings?payments=return`,
    });
    expect(fake.requests.find((r) => r.path === '/v1/account_links')?.params).toMatchObject({
      type: 'account_onboarding',
    });
    expect(await statusOf(who)).toMatchObject({ status: 'pending', pendingReason: 'incomplete' });

    // Twice, and twice at once: still one account.
    const again = await Promise.all([client.link(who), client.link(who)]);
    expect(again.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await client.storedAccountId(who.id)).toBe(accountId);
    expect(fake.requests.filter((r) => r.path === '/v1/accounts')).toHaveLength(1);
    expect(fake.connect.links.filter((l) => l.account === accountId)).toHaveLength(3);
  });

  it('says so in French when Stripe cannot be reached, and creates nothing', async () => {
    const who = await client.owner();
    fake.isDown = true;
    const response = await client.link(who);
    expect(response.statusCode).toBe(503);
    expect(response.json().error.message).toBe(PAYMENT_ACCOUNT_MESSAGES.linkFailed);
    expect(await client.storedAccountId(who.id)).toBeNull();
  });
});

describe('account.updated: the status as Stripe holds it', () => {
  it('follows onboarding: à compléter, en vérification, actif, then restreint', async () => {
    const { who, accountId } = await connected();
    const update = (changes: Parameters<typeof fake.connect.updateAccount>[1]) =>
      post(fake.connect.updateAccount(accountId, changes));

    expect(await update({ detailsSubmitted: true })).toBe(200);
    expect(await statusOf(who)).toMatchObject({
      status: 'pending',
      pendingReason: 'incomplete',
      requirementsDue: true,
    });

    await update({ currentlyDue: [], disabledReason: 'requirements.pending_verification' });
    expect(await statusOf(who)).toMatchObject({
      status: 'pending',
      pendingReason: 'verification',
      requirementsDue: false,
    });

    await update({ chargesEnabled: true, payoutsEnabled: true, disabledReason: null });
    expect(await statusOf(who)).toMatchObject({ status: 'active', pendingReason: null });

    await update({ currentlyDue: ['individual.verification.document'] });
    expect(await statusOf(who)).toMatchObject({ status: 'active', requirementsDue: true });

    await update({ chargesEnabled: false, disabledReason: 'requirements.past_due' });
    expect(await statusOf(who)).toMatchObject({ status: 'restricted', requirementsDue: true });
  });

  it('is restreint at once when Stripe rejects the account', async () => {
    const { who, accountId } = await connected();
    await post(
      fake.connect.updateAccount(accountId, {
        detailsSubmitted: true,
        currentlyDue: [],
        disabledReason: 'rejected.fraud',
      }),
    );
    expect(await statusOf(who)).toMatchObject({ status: 'restricted' });
  });

  it('re-fetches the account: events out of order or twice end with what Stripe holds now', async () => {
    const { who, accountId } = await connected();
    const submitted = fake.connect.updateAccount(accountId, { detailsSubmitted: true });
    const active = fake.connect.updateAccount(accountId, {
      chargesEnabled: true,
      currentlyDue: [],
      disabledReason: null,
    });
    const statuses = await fake.connect.deliver(post, [submitted, active], {
      reversed: true,
      twice: true,
    });
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect(await statusOf(who)).toMatchObject({ status: 'active' });
    const recorded = await testApp.testDatabase.database.db
      .selectFrom('payment_webhook_event')
      .select('id')
      .where('account_id', '=', accountId)
      .execute();
    expect(recorded.map((row) => row.id).sort()).toEqual([submitted.id, active.id].sort());
  });

  it('answers a redelivery with duplicate: true and no effect', async () => {
    const { accountId } = await connected();
    const event = fake.connect.updateAccount(accountId, { detailsSubmitted: true });
    const first = await connectWebhook(event);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const retrievals = () =>
      fake.requests.filter((r) => r.method === 'GET' && r.path === `/v1/accounts/${accountId}`)
        .length;
    const before = retrievals();
    const second = await connectWebhook(event);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ received: true, duplicate: true });
    expect(retrievals()).toBe(before);
  });

  it('answers 503 and records nothing while Stripe is down: the redelivery applies it', async () => {
    const { who, accountId } = await connected();
    const event = fake.connect.updateAccount(accountId, {
      detailsSubmitted: true,
      chargesEnabled: true,
      currentlyDue: [],
      disabledReason: null,
    });
    fake.isDown = true;
    const failed = await connectWebhook(event);
    expect(failed.statusCode).toBe(503);
    expect(failed.json().error.code).toBe('UNAVAILABLE');
    fake.isDown = false;
    expect(await post(event)).toBe(200);
    expect(await statusOf(who)).toMatchObject({ status: 'active' });
  });

  it('forgets the account when the restaurant disconnects Ardoise from it', async () => {
    const { who, accountId } = await connected();
    const event = fake.connect.event(
      'account.application.deauthorized',
      { id: 'ca_ardoise', object: 'application', name: 'Ardoise' },
      { account: accountId },
    );
    expect(await post(event)).toBe(200);
    expect(await statusOf(who)).toMatchObject({ status: 'none' });
    expect(await client.storedAccountId(who.id)).toBeNull();
  });
});

/** Posts one signed event as Stripe does; the whole answer. */
const connectWebhook = (event: { payload: string; signature: string }) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook',
    remoteAddress: '54.187.174.169',
    payload: event.payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
  });

describe('the Connect endpoint refuses what Stripe did not send', () => {
  it('refuses a forged signature, the billing endpoint’s secret, an old timestamp, no signature', async () => {
    const { who, accountId } = await connected();
    const object = fake.connect.accountObject(accountId);
    const forgeries = [
      fake.connect.event('account.updated', object, { account: accountId, secret: 'whsec_forged' }),
      fake.connect.event('account.updated', object, {
        account: accountId,
        secret: fake.env.STRIPE_WEBHOOK_SECRET,
      }),
      fake.connect.event('account.updated', object, {
        account: accountId,
        timestamp: Math.floor(Date.now() / 1000) - 600,
      }),
    ];
    for (const forged of forgeries) {
      const response = await connectWebhook(forged);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(PAYMENT_ACCOUNT_MESSAGES.invalidSignature);
    }
    const unsigned = await connectWebhook({ payload: forgeries[0]?.payload ?? '', signature: '' });
    expect(unsigned.statusCode).toBe(400);
    const recorded = await testApp.testDatabase.database.db
      .selectFrom('payment_webhook_event')
      .select('id')
      .where('account_id', '=', accountId)
      .execute();
    expect(recorded).toEqual([]);
    expect(await statusOf(who)).toMatchObject({ status: 'pending' });
  });

  it.each([
    [
      'no account (not a Connect event)',
      (e: Record<string, unknown>) => ({ ...e, account: undefined }),
    ],
    ['a null object', (e: Record<string, unknown>) => ({ ...e, data: { object: null } })],
    ['an id PostgreSQL cannot store', (e: Record<string, unknown>) => ({ ...e, id: 'evt_\u0000' })],
    [
      'a checkout event without the session id',
      (e: Record<string, unknown>) => ({
        ...e,
        type: 'checkout.session.completed',
        data: { object: { object: 'checkout.session' } },
      }),
    ],
    [
      'a charge whose refunds are not a list',
      (e: Record<string, unknown>) => ({
        ...e,
        type: 'charge.refunded',
        data: { object: { id: 'ch_1', refunds: { data: 'none' } } },
      }),
    ],
  ])('answers 400 to a signed event with %s', async (_name, corrupt) => {
    const { accountId } = await connected();
    const base = JSON.parse(
      fake.connect.event('account.updated', fake.connect.accountObject(accountId), {
        account: accountId,
      }).payload,
    ) as Record<string, unknown>;
    const payload = JSON.stringify(corrupt(base));
    const response = await connectWebhook({
      payload,
      signature: fake.sign(payload, {
        secret: fake.env.STRIPE_CONNECT_WEBHOOK_SECRET,
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(PAYMENT_ACCOUNT_MESSAGES.invalidEvent);
  });

  it('acknowledges and ignores events of accounts it does not know, and types it does not act on', async () => {
    const stranger = fake.connect.event(
      'checkout.session.completed',
      { id: 'cs_test_x' },
      {
        account: 'acct_unknown',
      },
    );
    expect((await connectWebhook(stranger)).json()).toEqual({ received: true, duplicate: false });
    const { accountId } = await connected();
    const payout = fake.connect.event(
      'payout.paid',
      { id: 'po_1', object: 'payout' },
      {
        account: accountId,
      },
    );
    expect((await connectWebhook(payout)).json()).toEqual({ received: true, duplicate: false });
  });
});

describe('payment settings', () => {
  it('start at "après le repas" with tips, and are saved per owner', async () => {
    const who = await client.owner();
    const other = await client.owner();
    expect((await client.settings(who)).json()).toEqual({ when: 'after', tips: true });

    const saved = await client.saveSettings(who, { when: 'before', tips: false });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ when: 'before', tips: false });
    expect((await client.settings(who)).json()).toEqual({ when: 'before', tips: false });
    expect((await client.settings(other)).json()).toEqual({ when: 'after', tips: true });

    await client.saveSettings(other, { when: 'off', tips: true });
    expect((await client.settings(who)).json()).toEqual({ when: 'before', tips: false });
  });

  it('refuses an unknown choice or a missing field with a French 422', async () => {
    const who = await client.owner();
    const wrong = await client.saveSettings(who, { when: 'sometimes', tips: true });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error).toMatchObject({
      code: 'VALIDATION',
      field: 'when',
      message: PAYMENT_ACCOUNT_MESSAGES.invalidTiming,
    });
    const missing = await client.saveSettings(who, { when: 'after' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.message).toBe(PAYMENT_ACCOUNT_MESSAGES.invalidTips);
    expect((await client.settings(who)).json()).toEqual({ when: 'after', tips: true });
  });

  it('announces the change to the diner pages (owner.changed)', async () => {
    const who = await client.owner();
    const heard: string[] = [];
    const stop = testApp.events.on('owner.changed', ({ ownerId }) => heard.push(ownerId));
    await client.saveSettings(who, { when: 'off', tips: false });
    stop();
    expect(heard).toContain(who.id);
  });
});

describe('Premium only', () => {
  it('refuses a free owner every change with the French Premium message; reading answers', async () => {
    const who = await client.owner('free');
    // A screen loaded while Premium and refetched after a downgrade reads, never a 403.
    expect((await client.account(who)).json()).toMatchObject({ status: 'none' });
    expect((await client.settings(who)).json()).toEqual({ when: 'after', tips: true });
    const answers = [
      await client.link(who),
      await client.saveSettings(who, { when: 'after', tips: true }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().error).toMatchObject({
        code: 'FORBIDDEN',
        message: TAB_MESSAGES.premiumRequired,
      });
    }
    expect(await client.storedAccountId(who.id)).toBeNull();
    expect(
      fake.requests.some(
        (r) =>
          r.params.metadata && (r.params.metadata as { owner_id?: string }).owner_id === who.id,
      ),
    ).toBe(false);
  });

  it('asks for a session', async () => {
    const response = await client.call({ method: 'GET', url: '/api/v1/payments/account' });
    expect(response.statusCode).toBe(401);
  });
});
