import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAB_MESSAGES } from '../../domain/payments/tab-messages';
import { orderFixtures } from '../orders/testing/order-fixtures';
import { teamFixtures } from '../team/testing/team-fixtures';
import { type FakeStripe, startFakeStripe } from '../testing/fake-stripe';
import { connectWebhookPoster } from '../testing/fake-stripe-connect';
import { testAppForThisFile } from '../testing/test-app';
import { CHECKOUT_MINUTES } from './payment-service';
import { activateTablePayments } from './testing/activate-payments';

// Issue 41 §2: a diner opened Checkout and walked away; staff cancel the payment in progress
// from the board (the session is expired at Stripe, the share is free, the tab closes). A
// payment Stripe reports as paid after all is never lost: recorded as a success, and what
// the tab could no longer take of it is its credit. Real `stripe` SDK against the fake
// Stripe; runs on SQLite and on PostgreSQL.

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());
const testApp = testAppForThisFile(() => ({ env: fake.env }));
const { call, restaurant, orderOf, place } = orderFixtures(() => testApp);
const { member } = teamFixtures(() => testApp);
const post = (event: { payload: string; signature: string }) =>
  connectWebhookPoster(testApp.app)(event);

async function tableWithTab() {
  const r = await restaurant({ takeAway: false });
  const accountId = await activateTablePayments(testApp, fake, {
    id: r.owner.id,
    cookie: r.cookie,
  });
  const placed = await place(
    orderOf(r.menuId, [{ dishId: r.beef, quantity: 2 }], { tableToken: r.tokens['4'] }),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const tab = async () =>
    (await call({ method: 'GET', url: `/api/v1/public/tables/${r.tokens['4']}/tab` })).json();
  const first = await tab();
  const pay = (body: Record<string, unknown>) =>
    call({
      method: 'POST',
      url: `/api/v1/public/tabs/${first.id}/payments`,
      payload: { clientRequestId: randomUUID(), tableToken: r.tokens['4'], tipCents: 0, ...body },
    });
  const started = async (body: Record<string, unknown> = { split: { kind: 'all' } }) => {
    const created = await pay(body);
    expect(created.statusCode, created.body).toBe(201);
    const { paymentId, checkoutUrl, receiptUrl } = created.json();
    return {
      paymentId,
      receiptUrl: String(receiptUrl),
      sessionId: String(checkoutUrl.split('/').pop()),
    };
  };
  const cancel = (paymentId: string, cookie = r.cookie) =>
    call({ method: 'POST', url: `/api/v1/payments/${paymentId}/cancel`, cookie });
  const closeTab = (cookie = r.cookie) =>
    call({
      method: 'POST',
      url: `/api/v1/tabs/${first.id}/close`,
      cookie,
      payload: { method: 'cash' },
    });
  const board = async (status: 'open' | 'closed' = 'open') =>
    (await call({ method: 'GET', url: `/api/v1/tabs?status=${status}`, cookie: r.cookie })).json()
      .tabs;
  const journal = async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    const archive = await call({
      method: 'GET',
      url: `/api/v1/journal/archives/${today}`,
      cookie: r.cookie,
    });
    return archive.statusCode === 200 ? archive.json().entries : [];
  };
  return { r, accountId, first, tab, pay, started, cancel, closeTab, board, journal };
}

describe('staff cancel a payment in progress', () => {
  it('expires the Checkout Session at Stripe, frees the share, and lets the tab close', async () => {
    const { r, first, tab, started, cancel, closeTab, board } = await tableWithTab();
    const { paymentId, sessionId } = await started();
    // The diner walked away: "Clôturer" is refused while the share is held.
    const refused = await closeTab();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(TAB_MESSAGES.paymentInProgress);
    const [held] = await board();
    expect(held.payments).toMatchObject([{ id: paymentId, status: 'pending' }]);

    const service = await member(r, 'service', 'Inès');
    const cancelled = await cancel(paymentId, service.cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({ id: paymentId, status: 'cancelled' });
    expect(fake.connect.sessions.get(sessionId)?.status).toBe('expired');
    expect(
      fake.requests.some(
        (request) =>
          request.method === 'POST' &&
          request.path === `/v1/checkout/sessions/${sessionId}/expire` &&
          request.account === fake.connect.sessions.get(sessionId)?.account,
      ),
    ).toBe(true);
    expect(await tab()).toMatchObject({ reservedCents: 0, remainingCents: first.totalCents });
    // Stripe's `checkout.session.expired` for it arrives later: nothing changes.
    const expired = fake.connect.events.findLast(
      (event) => event.type === 'checkout.session.expired',
    );
    if (!expired) throw new Error('no checkout.session.expired event');
    expect(await post(expired)).toBe(200);
    // Cancelling again changes nothing.
    expect((await cancel(paymentId)).json()).toEqual({ id: paymentId, status: 'cancelled' });

    const closed = await closeTab(service.cookie);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed', closedMethod: 'cash', creditCents: 0 });
  });

  it('answers 409 for a payment that succeeded, 404 for another restaurant, 403 to the kitchen', async () => {
    const { r, started, cancel, tab } = await tableWithTab();
    const { paymentId, sessionId } = await started({ split: { kind: 'amount', amountCents: 500 } });
    const other = await restaurant();
    const foreign = await cancel(paymentId, other.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe(TAB_MESSAGES.paymentNotFound);
    const kitchen = await member(r, 'kitchen');
    expect((await cancel(paymentId, kitchen.cookie)).statusCode).toBe(403);
    expect((await cancel('no-such-payment')).statusCode).toBe(404);

    expect(await post(fake.connect.completeSession(sessionId))).toBe(200);
    const late = await cancel(paymentId);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(TAB_MESSAGES.paymentAlreadySucceeded);
    expect(await tab()).toMatchObject({ paidCents: 500 });
  });

  it('a diner who paid while staff cancelled is recorded as paid: 409, journalled, the tab closed', async () => {
    const { started, cancel, tab, journal, first, board } = await tableWithTab();
    const created = await started();
    // Stripe completed the session, its event not delivered yet: the expire call fails.
    fake.connect.completeSession(created.sessionId);
    const answer = await cancel(created.paymentId);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error.message).toBe(TAB_MESSAGES.paymentAlreadySucceeded);
    expect(await tab()).toMatchObject({ status: 'none' });
    const payments = (await journal()).filter(
      (entry: { kind: string }) => entry.kind === 'payment',
    );
    expect(payments).toMatchObject([
      { payload: { amountCents: first.totalCents, reference: created.paymentId } },
    ]);
    expect(await board()).toEqual([]);
  });
});

describe('a cancelled payment that Stripe reports paid after all', () => {
  it('on a tab closed "Réglé en caisse": recorded, receipted, the tab back on the board with a credit', async () => {
    const { r, started, cancel, closeTab, board, journal, first } = await tableWithTab();
    const created = await started();
    const session = fake.connect.sessions.get(created.sessionId);
    if (!session) throw new Error('no session');
    // Stripe could not be told (its expire refused for a moment): the session stayed payable.
    fake.isDown = true;
    const down = await cancel(created.paymentId);
    fake.isDown = false;
    expect(down.statusCode).toBe(503);
    expect(down.json().error.message).toBe(TAB_MESSAGES.cancelUnavailable);
    expect((await cancel(created.paymentId)).statusCode).toBe(200);
    expect((await closeTab()).statusCode).toBe(200);
    expect(await board()).toEqual([]);

    // The diner's Checkout page was still open: Stripe took the payment after all.
    session.status = 'open';
    expect(await post(fake.connect.completeSession(created.sessionId))).toBe(200);
    const [back] = await board();
    expect(back).toMatchObject({
      id: first.id,
      status: 'closed',
      closedMethod: 'cash',
      creditCents: first.totalCents,
      payments: [{ id: created.paymentId, status: 'succeeded' }],
    });
    expect(await board('closed')).toEqual([]);
    const entries = await journal();
    expect(entries.filter((entry: { kind: string }) => entry.kind === 'payment')).toMatchObject([
      { payload: { amountCents: first.totalCents, reference: created.paymentId } },
    ]);
    // The receipt as issued, at the address the diner was given.
    const receipt = new URL(created.receiptUrl);
    const page = await call({ method: 'GET', url: `${receipt.pathname}${receipt.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Reçu');

    // A manager gives the surplus back: the credit is settled and the tab leaves the board.
    const refunded = await call({
      method: 'POST',
      url: `/api/v1/payments/${created.paymentId}/refund`,
      cookie: r.cookie,
      payload: { amountCents: first.totalCents, reason: 'Réglé deux fois' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const refund = fake.connect.events.findLast((event) => event.type === 'refund.created');
    if (refund) await post(refund);
    await expect.poll(async () => (await board()).length).toBe(0);
    expect(await board('closed')).toMatchObject([{ id: first.id, creditCents: 0 }]);
  });

  it('on a tab still open whose lines nobody took: an ordinary success, no credit', async () => {
    const { started, cancel, tab, board, first } = await tableWithTab();
    const created = await started();
    expect((await cancel(created.paymentId)).statusCode).toBe(200);
    expect(await tab()).toMatchObject({ reservedCents: 0, paidCents: 0 });
    const session = fake.connect.sessions.get(created.sessionId);
    if (!session) throw new Error('no session');
    session.status = 'open';
    expect(await post(fake.connect.completeSession(created.sessionId))).toBe(200);
    expect(await tab()).toMatchObject({ status: 'none' });
    expect(await board('closed')).toMatchObject([
      { id: first.id, paidCents: first.totalCents, creditCents: 0 },
    ]);
  });

  it('on lines another diner paid meanwhile: the overlap is the credit', async () => {
    const { started, cancel, board, first } = await tableWithTab();
    const created = await started();
    expect((await cancel(created.paymentId)).statusCode).toBe(200);
    const second = await started();
    expect(await post(fake.connect.completeSession(second.sessionId))).toBe(200);
    const session = fake.connect.sessions.get(created.sessionId);
    if (!session) throw new Error('no session');
    session.status = 'open';
    expect(await post(fake.connect.completeSession(created.sessionId))).toBe(200);
    const [back] = await board();
    expect(back).toMatchObject({ id: first.id, creditCents: first.totalCents });
    expect(back.payments.map((p: { status: string }) => p.status)).toEqual([
      'succeeded',
      'succeeded',
    ]);
  });
});

describe('Checkout Sessions of a table', () => {
  it('are created to expire after 30 minutes, Stripe’s shortest', async () => {
    const { started } = await tableWithTab();
    const before = Math.floor(Date.now() / 1000);
    const { sessionId } = await started();
    const after = Math.ceil(Date.now() / 1000);
    const expiresAt = Number(fake.connect.sessions.get(sessionId)?.params.expires_at);
    expect(CHECKOUT_MINUTES).toBe(30);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 30 * 60);
    expect(expiresAt).toBeLessThanOrEqual(after + 30 * 60);
  });
});
