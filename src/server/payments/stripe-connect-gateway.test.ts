import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error';
import { silentLogger } from '../logging/logger';
import { createOwner } from '../testing/factories';
import { FAKE_STRIPE_KEYS, type FakeStripe, startFakeStripe } from '../testing/fake-stripe';
import { testAppForThisFile } from '../testing/test-app';
import type { PaymentEventHandlers } from './connect-events';
import { createConnectWebhook } from './connect-webhook';
import { saveNewPaymentAccount } from './payment-account-repository';
import { createPaymentAccountService } from './payment-account-service';
import { createStripeConnectGateway } from './stripe-connect-gateway';

// The Connect gateway over the real `stripe` SDK, against the fake Stripe; then the Connect
// webhook handing checkout and refund events to the payment flow's handlers, once each.

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());
const testApp = testAppForThisFile(() => ({ env: fake.env }));
const gateway = () =>
  createStripeConnectGateway({ ...FAKE_STRIPE_KEYS, automaticTax: false, apiBase: fake.url });

const newAccount = () =>
  gateway().createAccount({
    ownerId: `owner-${Math.random()}`,
    email: 'chef@example.fr',
    businessName: 'Chez Test',
  });

const checkoutInput = (accountId: string, overrides: Record<string, unknown> = {}) => ({
  accountId,
  paymentId: `pay_${Math.random().toString(36).slice(2)}`,
  amountCents: 4250,
  description: 'L’addition · Table 4',
  locale: 'fr',
  customerEmail: 'convive@example.fr',
  successUrl: 'http://localhost/merci',
  cancelUrl: 'http://localhost/table',
  expiresAt: new Date(Date.now() + 45 * 60_000),
  idempotencyKey: `checkout-${Math.random()}`,
  ...overrides,
});

describe('the Stripe Connect gateway', () => {
  it('creates a direct-charge Checkout Session on the restaurant’s account, without any fee', async () => {
    const accountId = await newAccount();
    const input = checkoutInput(accountId);
    fake.requests.length = 0;
    const session = await gateway().createCheckoutSession(input);
    expect(session.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const [call] = fake.requests;
    expect(call).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      account: accountId,
      idempotencyKey: input.idempotencyKey,
    });
    expect(call?.params).toMatchObject({
      mode: 'payment',
      client_reference_id: input.paymentId,
      customer_email: 'convive@example.fr',
      locale: 'fr',
      expires_at: String(Math.floor(input.expiresAt.getTime() / 1000)),
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      line_items: {
        0: {
          quantity: '1',
          price_data: {
            currency: 'eur',
            unit_amount: '4250',
            product_data: { name: 'L’addition · Table 4' },
          },
        },
      },
      payment_intent_data: { metadata: { payment_id: input.paymentId } },
    });
    expect(JSON.stringify(call?.params)).not.toContain('application_fee');
    expect(JSON.stringify(call?.params)).not.toContain('transfer_data');

    await gateway().createCheckoutSession(checkoutInput(accountId, { locale: 'zh' }));
    await gateway().createCheckoutSession(checkoutInput(accountId, { locale: 'xx' }));
    expect(fake.requests.slice(1).map((r) => r.params.locale)).toEqual(['zh', 'auto']);
  });

  it('reads a session as Stripe holds it, on its own account only', async () => {
    const accountId = await newAccount();
    const otherAccount = await newAccount();
    const { id: sessionId } = await gateway().createCheckoutSession(checkoutInput(accountId));
    expect(await gateway().retrieveCheckoutSession({ accountId, sessionId })).toEqual({
      id: sessionId,
      status: 'open',
      paymentStatus: 'unpaid',
      amountTotalCents: 4250,
      paymentIntentId: null,
      paymentMethodType: null,
    });
    fake.connect.completeSession(sessionId);
    expect(await gateway().retrieveCheckoutSession({ accountId, sessionId })).toMatchObject({
      status: 'complete',
      paymentStatus: 'paid',
      paymentIntentId: expect.stringMatching(/^pi_/),
      paymentMethodType: 'card',
    });
    expect(
      await gateway().retrieveCheckoutSession({ accountId: otherAccount, sessionId }),
    ).toBeNull();
  });

  it('expires an open session; a paid one is left as it is', async () => {
    const accountId = await newAccount();
    const open = await gateway().createCheckoutSession(checkoutInput(accountId));
    await gateway().expireCheckoutSession({ accountId, sessionId: open.id });
    expect(fake.connect.sessions.get(open.id)?.status).toBe('expired');
    expect(fake.connect.events.at(-1)).toMatchObject({
      type: 'checkout.session.expired',
      account: accountId,
    });

    const paid = await gateway().createCheckoutSession(checkoutInput(accountId));
    fake.connect.completeSession(paid.id);
    await gateway().expireCheckoutSession({ accountId, sessionId: paid.id });
    expect(fake.connect.sessions.get(paid.id)?.status).toBe('complete');
  });

  it('refunds on the restaurant’s account, once per idempotency key', async () => {
    const accountId = await newAccount();
    const { id: sessionId } = await gateway().createCheckoutSession(checkoutInput(accountId));
    fake.connect.completeSession(sessionId);
    const paymentIntentId = fake.connect.sessions.get(sessionId)?.paymentIntent ?? '';
    const refund = { accountId, paymentIntentId, amountCents: 1000, idempotencyKey: 'refund-1' };

    const first = await gateway().createRefund(refund);
    expect(first).toEqual({
      id: expect.stringMatching(/^re_/),
      paymentIntentId,
      amountCents: 1000,
      status: 'succeeded',
    });
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/v1/refunds',
      account: accountId,
      idempotencyKey: 'refund-1',
    });
    expect(await gateway().createRefund(refund)).toEqual(first);
    expect(fake.connect.refunds.size).toBeGreaterThan(0);
    expect(await gateway().retrieveRefund({ accountId, refundId: first.id })).toEqual(first);
    expect(
      await gateway().retrieveRefund({ accountId: await newAccount(), refundId: first.id }),
    ).toBeNull();
    await expect(
      gateway().createRefund({ ...refund, amountCents: 5000, idempotencyKey: 'refund-2' }),
    ).rejects.toThrow(/greater than unrefunded amount/);
  });

  it('verifies the Connect endpoint’s signature', async () => {
    const accountId = await newAccount();
    const event = fake.connect.event('account.updated', fake.connect.accountObject(accountId), {
      account: accountId,
    });
    expect(await gateway().verifyEvent(Buffer.from(event.payload), event.signature)).toMatchObject({
      id: event.id,
      account: accountId,
    });
    const billing = fake.sign(event.payload);
    await expect(gateway().verifyEvent(Buffer.from(event.payload), billing)).rejects.toThrow();
    expect(await gateway().retrieveAccount('acct_missing')).toBeNull();
  });
});

describe('the Connect webhook hands checkout and refund events to the payment flow', () => {
  const heard: { checkout: string[]; refunds: string[] } = { checkout: [], refunds: [] };
  let failing = false;
  const handlers: PaymentEventHandlers = {
    async checkoutSessionChanged({ accountId, sessionId }) {
      if (failing) throw new Error('database unreachable');
      heard.checkout.push(`${accountId} ${sessionId}`);
    },
    async refundChanged({ accountId, refundId, paymentIntentId }) {
      heard.refunds.push(`${accountId} ${refundId} ${paymentIntentId}`);
    },
  };
  const webhook = () => {
    const database = testApp.testDatabase.database;
    const common = { database, events: testApp.events, gateway: gateway() };
    return createConnectWebhook({
      ...common,
      accounts: createPaymentAccountService({ ...common, publicUrl: 'http://localhost' }),
      handlers,
      log: silentLogger,
    });
  };
  const receive = (event: { payload: string; signature: string }) =>
    webhook().receive({ payload: Buffer.from(event.payload), signature: event.signature });

  async function knownAccount() {
    const accountId = await newAccount();
    const owner = await createOwner(
      { auth: testApp.auth, database: testApp.testDatabase.database },
      { plan: 'premium' },
    );
    await saveNewPaymentAccount(testApp.testDatabase.database.db, {
      ownerId: owner.id,
      stripeAccountId: accountId,
      now: new Date(),
    });
    return accountId;
  }

  it('calls checkoutSessionChanged once per event, whatever the order and the redeliveries', async () => {
    const accountId = await knownAccount();
    const paid = await gateway().createCheckoutSession(checkoutInput(accountId));
    const left = await gateway().createCheckoutSession(checkoutInput(accountId));
    const events = [
      fake.connect.completeSession(paid.id),
      fake.connect.expireSession(left.id),
      fake.connect.event(
        'checkout.session.async_payment_failed',
        { id: paid.id, object: 'checkout.session' },
        { account: accountId },
      ),
    ];
    heard.checkout.length = 0;
    const results = [];
    for (const event of [...events].reverse()) results.push(await receive(event));
    for (const event of events) results.push(await receive(event));
    expect(results.map((r) => r.duplicate)).toEqual([false, false, false, true, true, true]);
    expect(heard.checkout.sort()).toEqual(
      [`${accountId} ${paid.id}`, `${accountId} ${paid.id}`, `${accountId} ${left.id}`].sort(),
    );
  });

  it('calls refundChanged for refund.* events and for each refund of charge.refunded', async () => {
    const accountId = await knownAccount();
    const { id: sessionId } = await gateway().createCheckoutSession(checkoutInput(accountId));
    fake.connect.completeSession(sessionId);
    const intent = fake.connect.sessions.get(sessionId)?.paymentIntent ?? '';
    const start = fake.connect.events.length;
    const one = await gateway().createRefund({
      accountId,
      paymentIntentId: intent,
      amountCents: 1000,
      idempotencyKey: `r1-${sessionId}`,
    });
    const two = await gateway().createRefund({
      accountId,
      paymentIntentId: intent,
      amountCents: 250,
      idempotencyKey: `r2-${sessionId}`,
    });
    const events = fake.connect.events.slice(start);
    expect(events.map((e) => e.type)).toEqual([
      'refund.created',
      'charge.refunded',
      'refund.created',
      'charge.refunded',
    ]);
    heard.refunds.length = 0;
    for (const event of events) await receive(event);
    const line = (id: string) => `${accountId} ${id} ${intent}`;
    expect(heard.refunds).toEqual([
      line(one.id),
      line(one.id),
      line(two.id),
      line(one.id),
      line(two.id),
    ]);
  });

  it('answers 503 when a handler fails, records nothing, and applies the redelivery', async () => {
    const accountId = await knownAccount();
    const { id } = await gateway().createCheckoutSession(checkoutInput(accountId));
    const event = fake.connect.completeSession(id);
    failing = true;
    const failure = await receive(event).catch((error: unknown) => error);
    failing = false;
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).status).toBe(503);
    heard.checkout.length = 0;
    expect(await receive(event)).toEqual({ received: true, duplicate: false });
    expect(heard.checkout).toEqual([`${accountId} ${id}`]);
  });

  it('hands nothing on for an account it does not know', async () => {
    const accountId = await newAccount();
    const { id } = await gateway().createCheckoutSession(checkoutInput(accountId));
    heard.checkout.length = 0;
    await receive(fake.connect.completeSession(id));
    expect(heard.checkout).toEqual([]);
  });
});
