import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderFixtures } from '../orders/testing/order-fixtures';
import { type FakeStripe, startFakeStripe } from '../testing/fake-stripe';
import { connectWebhookPoster } from '../testing/fake-stripe-connect';
import { testAppForThisFile } from '../testing/test-app';
import { activateTablePayments } from './testing/activate-payments';

// Issue 23 §3, §5: paying a table's tab — every split kind, a shared line, a tip, concurrent
// payers, an expired Checkout, refunds — through the real `stripe` SDK against the fake Stripe
// (testing/fake-stripe-connect.ts). A payment counts only from what Stripe says (signed Connect
// events, sessions re-fetched), never from the browser. Runs on SQLite and on PostgreSQL.

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());
const testApp = testAppForThisFile(() => ({ env: fake.env }));
const { call, restaurant, orderOf, place } = orderFixtures(() => testApp);
const post = (event: { payload: string; signature: string }) =>
  connectWebhookPoster(testApp.app)(event);

/** A Premium restaurant whose Stripe account is active, with table 4's tab holding `lines`. */
async function tableWithTab(lines: { dish: 'beef' | 'soup'; quantity: number }[]) {
  const r = await restaurant({ takeAway: false });
  const accountId = await activateTablePayments(testApp, fake, {
    id: r.owner.id,
    cookie: r.cookie,
  });
  for (const line of lines) {
    const placed = await place(
      orderOf(r.menuId, [{ dishId: r[line.dish], quantity: line.quantity }], {
        tableToken: r.tokens['4'],
      }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
  }
  const tab = async (lang = 'fr') =>
    (
      await call({ method: 'GET', url: `/api/v1/public/tables/${r.tokens['4']}/tab?lang=${lang}` })
    ).json();
  const first = await tab();
  const pay = (body: Record<string, unknown>, clientRequestId: string = randomUUID()) =>
    call({
      method: 'POST',
      url: `/api/v1/public/tabs/${first.id}/payments`,
      payload: { clientRequestId, tableToken: r.tokens['4'], tipCents: 0, ...body },
    });
  /** Stripe's Checkout: the payer paid; the signed event goes to the Connect endpoint. */
  const complete = async (checkoutUrl: string) => {
    const sessionId = String(checkoutUrl.split('/').pop());
    expect(await post(fake.connect.completeSession(sessionId))).toBe(200);
    return sessionId;
  };
  return { r, accountId, tab, first, pay, complete };
}

const journalOf = async (cookie: string) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const archive = await call({
    method: 'GET',
    url: `/api/v1/journal/archives/${today}`,
    cookie,
  });
  return archive.statusCode === 200 ? archive.json().entries : [];
};

describe('paying a table’s tab', () => {
  it('pays everything with a tip: a direct charge on the restaurant’s account, journalled, tab closed', async () => {
    const { r, accountId, first, pay, complete, tab } = await tableWithTab([
      { dish: 'beef', quantity: 2 },
      { dish: 'soup', quantity: 1 },
    ]);
    const created = await pay({ split: { kind: 'all' }, tipCents: 300, language: 'en' });
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({ amountCents: first.totalCents, tipCents: 300 });
    const session = fake.connect.sessions.get(String(body.checkoutUrl.split('/').pop()));
    expect(session).toMatchObject({ account: accountId, amountTotal: first.totalCents + 300 });
    expect(session?.params).toMatchObject({ mode: 'payment', locale: 'en' });
    expect(session?.params).not.toHaveProperty('payment_intent_data.application_fee_amount');
    // Reserved while the payer is in Checkout: nobody else can pay it.
    expect(await tab()).toMatchObject({ reservedCents: first.totalCents, paidCents: 0 });
    const other = await pay({ split: { kind: 'all' } });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.message).toBe(
      'Tout est déjà réglé (ou en cours de paiement) sur cette addition.',
    );

    // The browser's return alone proves nothing: still pending until Stripe says so.
    const token = new URL(body.receiptUrl).searchParams.get('token');
    const before = await call({
      method: 'GET',
      url: `/api/v1/public/payments/${body.paymentId}?token=${token}`,
    });
    expect(before.json()).toMatchObject({ status: 'pending', receiptUrl: null });

    await complete(body.checkoutUrl);
    const after = await call({
      method: 'GET',
      url: `/api/v1/public/payments/${body.paymentId}?token=${token}`,
    });
    expect(after.json()).toMatchObject({ status: 'succeeded', receiptUrl: body.receiptUrl });
    expect(await tab()).toMatchObject({ id: null, status: 'none' });
    const entries = await journalOf(r.cookie);
    expect(entries.map((entry: { kind: string }) => entry.kind)).toEqual([
      'payment',
      'tab_closure',
    ]);
    expect(entries[0].payload).toMatchObject({
      amountCents: first.totalCents,
      tipCents: 300,
      method: 'card',
      reference: body.paymentId,
      table: '4',
    });
    // Another token for the same payment: 404, as for any payment one does not hold.
    const guessed = await call({
      method: 'GET',
      url: `/api/v1/public/payments/${body.paymentId}?token=guess`,
    });
    expect(guessed.statusCode).toBe(404);
  });

  it('splits equally: shares of what remains, the last one takes the remaining cents', async () => {
    const { r, first, pay, complete, tab } = await tableWithTab([{ dish: 'beef', quantity: 1 }]);
    const shares: number[] = [];
    for (let payer = 0; payer < 3; payer += 1) {
      const created = await pay({ split: { kind: 'equal', parts: 3 }, tipCents: 100 * payer });
      expect(created.statusCode, created.body).toBe(201);
      shares.push(created.json().amountCents);
      await complete(created.json().checkoutUrl);
    }
    const share = Math.floor(first.totalCents / 3);
    const second = Math.floor((first.totalCents - share) / 2);
    expect(shares).toEqual([share, second, first.totalCents - share - second]);
    expect(await tab()).toMatchObject({ status: 'none' });

    // The statistics count what was paid at the table, tips excluded (issue 26 §1).
    await testApp.audience.flush();
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    const stats = await call({
      method: 'GET',
      url: `/api/v1/stats?from=${day}&to=${day}&menuId=${r.menuId}`,
      cookie: r.cookie,
    });
    expect(stats.json().days).toEqual([
      expect.objectContaining({
        orders: 1,
        revenueCents: first.totalCents,
        paidCents: first.totalCents,
      }),
    ]);
  });

  it('pays chosen lines, and shares one line among three payers', async () => {
    const { first, pay, complete, tab } = await tableWithTab([
      { dish: 'beef', quantity: 1 },
      { dish: 'soup', quantity: 1 },
    ]);
    const [beef, soup] = first.lines;
    const mine = await pay({
      split: { kind: 'lines', lines: [{ lineId: beef.id, share: 1, of: 1 }] },
    });
    expect(mine.json().amountCents).toBe(beef.amountCents);
    await complete(mine.json().checkoutUrl);
    // The beef is paid: nobody else can pay it again.
    const again = await pay({
      split: { kind: 'lines', lines: [{ lineId: beef.id, share: 1, of: 1 }] },
    });
    expect(again.statusCode).toBe(409);

    const thirds: number[] = [];
    for (let payer = 0; payer < 3; payer += 1) {
      const created = await pay({
        split: { kind: 'lines', lines: [{ lineId: soup.id, share: 1, of: 3 }] },
      });
      expect(created.statusCode, created.body).toBe(201);
      thirds.push(created.json().amountCents);
      await complete(created.json().checkoutUrl);
    }
    expect(thirds.reduce((sum, part) => sum + part, 0)).toBe(soup.amountCents);
    expect(await tab()).toMatchObject({ status: 'none' });
  });

  it('pays a custom amount, refuses more than what remains, and refuses a tip with tips off', async () => {
    const { r, first, pay, complete, tab } = await tableWithTab([{ dish: 'beef', quantity: 2 }]);
    const tooMuch = await pay({ split: { kind: 'amount', amountCents: first.totalCents + 1 } });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.message).toBe('Ce montant dépasse ce qu’il reste à payer.');
    const part = await pay({ split: { kind: 'amount', amountCents: 1000 } });
    await complete(part.json().checkoutUrl);
    expect(await tab()).toMatchObject({ paidCents: 1000, remainingCents: first.totalCents - 1000 });

    const settings = await call({
      method: 'PUT',
      url: '/api/v1/payments/settings',
      cookie: r.cookie,
      payload: { when: 'after', tips: false },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const tipped = await pay({ split: { kind: 'all' }, tipCents: 200 });
    expect(tipped.statusCode).toBe(422);
    expect(tipped.json().error.message).toBe('Ce restaurant ne propose pas de pourboire en ligne.');
  });

  it('a double tap makes one payment; ten payers racing for the same remainder pay it once', async () => {
    const { first, pay, complete, tab } = await tableWithTab([{ dish: 'beef', quantity: 3 }]);
    const requestId = randomUUID();
    const [a, b] = await Promise.all([
      pay({ split: { kind: 'equal', parts: 10 } }, requestId),
      pay({ split: { kind: 'equal', parts: 10 } }, requestId),
    ]);
    expect(a.json().paymentId).toBe(b.json().paymentId);
    await complete(a.json().checkoutUrl);

    // Ten phones tap "Tout payer" at once on what remains: one gets it, nine are told.
    const racing = await Promise.all(
      Array.from({ length: 10 }, () => pay({ split: { kind: 'all' } })),
    );
    const won = racing.filter((response) => response.statusCode === 201);
    expect(won).toHaveLength(1);
    expect(racing.filter((response) => response.statusCode === 409)).toHaveLength(9);
    await complete(String(won[0]?.json().checkoutUrl));
    expect(a.json().amountCents + Number(won[0]?.json().amountCents)).toBe(first.totalCents);
    expect(await tab()).toMatchObject({ status: 'none' });
  });

  it('ten equal shares paid at once add up exactly to the tab', async () => {
    const { first, pay, complete, r } = await tableWithTab([
      { dish: 'beef', quantity: 1 },
      { dish: 'soup', quantity: 1 },
    ]);
    const created = await Promise.all(
      Array.from({ length: 10 }, () => pay({ split: { kind: 'equal', parts: 10 } })),
    );
    expect(created.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    await Promise.all(created.map((response) => complete(response.json().checkoutUrl)));
    const sum = created.reduce((total, response) => total + response.json().amountCents, 0);
    expect(sum).toBe(first.totalCents);
    const payments = (await journalOf(r.cookie)).filter(
      (entry: { kind: string }) => entry.kind === 'payment',
    );
    expect(
      payments.reduce(
        (total: number, entry: { payload: { amountCents: number } }) =>
          total + entry.payload.amountCents,
        0,
      ),
    ).toBe(first.totalCents);
  });

  it('an expired Checkout releases its share; a late or repeated event changes nothing', async () => {
    const { first, pay, tab } = await tableWithTab([{ dish: 'beef', quantity: 1 }]);
    const created = await pay({ split: { kind: 'all' } });
    const sessionId = String(created.json().checkoutUrl.split('/').pop());
    const expired = fake.connect.expireSession(sessionId);
    expect(await fake.connect.deliver(post, [expired], { twice: true })).toEqual([200, 200]);
    expect(await tab()).toMatchObject({ reservedCents: 0, remainingCents: first.totalCents });
    // Someone else can now pay it.
    const next = await pay({ split: { kind: 'all' } });
    expect(next.statusCode, next.body).toBe(201);
  });

  it('events delivered out of order and twice record one payment; a forged one is refused', async () => {
    const { r, accountId, pay, tab } = await tableWithTab([{ dish: 'soup', quantity: 2 }]);
    const created = await pay({ split: { kind: 'all' } });
    const sessionId = String(created.json().checkoutUrl.split('/').pop());
    const forged = fake.connect.event(
      'checkout.session.completed',
      fake.connect.sessionObject(sessionId),
      { account: accountId, secret: 'whsec_forged_by_someone_else' },
    );
    expect(await post(forged)).toBe(400);
    expect(await tab()).toMatchObject({ paidCents: 0 });

    const completed = fake.connect.completeSession(sessionId);
    const updated = fake.connect.event(
      'checkout.session.async_payment_succeeded',
      fake.connect.sessionObject(sessionId),
      { account: accountId },
    );
    const statuses = await fake.connect.deliver(post, [completed, updated], {
      reversed: true,
      twice: true,
    });
    expect(statuses).toEqual([200, 200, 200, 200]);
    const payments = (await journalOf(r.cookie)).filter(
      (entry: { kind: string }) => entry.kind === 'payment',
    );
    expect(payments).toHaveLength(1);
  });

  it('refunds part of a payment from the board: through Stripe, journalled negative', async () => {
    const { r, accountId, pay, complete } = await tableWithTab([{ dish: 'beef', quantity: 2 }]);
    const created = await pay({ split: { kind: 'all' }, tipCents: 200 });
    await complete(created.json().checkoutUrl);
    const { paymentId, amountCents } = created.json();

    const other = await restaurant();
    const foreign = await call({
      method: 'POST',
      url: `/api/v1/payments/${paymentId}/refund`,
      cookie: other.cookie,
      payload: { amountCents: 100, reason: 'Plat renvoyé' },
    });
    expect(foreign.statusCode).toBe(404);
    const tooMuch = await call({
      method: 'POST',
      url: `/api/v1/payments/${paymentId}/refund`,
      cookie: r.cookie,
      payload: { amountCents: amountCents + 201, reason: 'Erreur' },
    });
    expect(tooMuch.statusCode).toBe(409);

    const refunded = await call({
      method: 'POST',
      url: `/api/v1/payments/${paymentId}/refund`,
      cookie: r.cookie,
      payload: { amountCents: 500, reason: 'Plat renvoyé' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ status: 'succeeded', amountCents: 500 });
    const stripeRefund = [...fake.connect.refunds.values()].find((refund) => refund.amount === 500);
    expect(stripeRefund?.account).toBe(accountId);
    // Stripe's refund events arrive after: nothing is counted twice.
    await fake.connect.deliver(
      post,
      fake.connect.events.filter(
        (event) => event.account === accountId && event.type.includes('refund'),
      ),
      { twice: true },
    );
    const refunds = (await journalOf(r.cookie)).filter(
      (entry: { kind: string }) => entry.kind === 'refund',
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0].payload).toMatchObject({
      amountCents: -500,
      tipCents: 0,
      reference: expect.any(String),
    });
    const closed = await call({
      method: 'GET',
      url: '/api/v1/tabs?status=closed',
      cookie: r.cookie,
    });
    expect(closed.json().tabs[0].payments[0]).toMatchObject({ refundedCents: 500 });
  });

  it('answers 404 for another restaurant’s tab, and 409 when payments are off', async () => {
    const { r, first } = await tableWithTab([{ dish: 'beef', quantity: 1 }]);
    const other = await restaurant({ takeAway: false });
    const crossed = await call({
      method: 'POST',
      url: `/api/v1/public/tabs/${first.id}/payments`,
      payload: {
        clientRequestId: randomUUID(),
        tableToken: other.tokens['4'],
        split: { kind: 'all' },
      },
    });
    expect(crossed.statusCode).toBe(404);
    const off = await call({
      method: 'PUT',
      url: '/api/v1/payments/settings',
      cookie: r.cookie,
      payload: { when: 'off', tips: true },
    });
    expect(off.statusCode).toBe(200);
    const refused = await call({
      method: 'POST',
      url: `/api/v1/public/tabs/${first.id}/payments`,
      payload: { clientRequestId: randomUUID(), tableToken: r.tokens['4'], split: { kind: 'all' } },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Ce restaurant ne propose pas le paiement à table.');
  });
});

describe('"à la commande": the kitchen sees an order once it is paid', () => {
  it('holds the order off the board until Stripe says it was paid', async () => {
    const { r, pay, complete, tab } = await tableWithTab([]);
    const saved = await call({
      method: 'PUT',
      url: '/api/v1/payments/settings',
      cookie: r.cookie,
      payload: { when: 'before', tips: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const board = () => call({ method: 'GET', url: '/api/v1/orders', cookie: r.cookie });
    const counts = () => call({ method: 'GET', url: '/api/v1/orders/counts', cookie: r.cookie });

    const placed = await place(
      orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }], { tableToken: r.tokens['4'] }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ status: 'pending', awaitingPayment: true });
    expect((await board()).json()).toEqual([]);
    expect((await counts()).json().pending).toBe(0);
    const held = await tab();
    expect(held.lines).toHaveLength(1);

    const created = await call({
      method: 'POST',
      url: `/api/v1/public/tabs/${held.id}/payments`,
      payload: { clientRequestId: randomUUID(), tableToken: r.tokens['4'], split: { kind: 'all' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await board()).json()).toEqual([]);
    await complete(created.json().checkoutUrl);
    const [onBoard] = (await board()).json();
    expect(onBoard).toMatchObject({ id: placed.json().id, status: 'pending', table: '4' });
    expect(onBoard).not.toHaveProperty('awaitingPayment');
    expect((await counts()).json().pending).toBe(1);
    void pay;
  });

  it('drops an order nobody paid, without the kitchen ever seeing it', async () => {
    const { r, tab } = await tableWithTab([]);
    await call({
      method: 'PUT',
      url: '/api/v1/payments/settings',
      cookie: r.cookie,
      payload: { when: 'before', tips: true },
    });
    const placed = await place(
      orderOf(r.menuId, [{ dishId: r.soup, quantity: 1 }], { tableToken: r.tokens['4'] }),
    );
    expect(placed.json().awaitingPayment).toBe(true);
    // Twenty minutes later, nobody has started paying it.
    await testApp.testDatabase.database.db
      .updateTable('customer_order')
      .set({ created_at: new Date(Date.now() - 20 * 60_000).toISOString() })
      .where('id', '=', placed.json().id)
      .execute();
    await testApp.releaseOverduePayments();
    expect((await tab()).lines).toEqual([]);
    const board = await call({ method: 'GET', url: '/api/v1/orders', cookie: r.cookie });
    expect(board.json()).toEqual([]);
  });
});

describe('the receipt', () => {
  it('is 404 until paid, then the page and the PDF as issued, and goes by e-mail once', async () => {
    const { pay, complete } = await tableWithTab([
      { dish: 'beef', quantity: 1 },
      { dish: 'soup', quantity: 2 },
    ]);
    const created = await pay({
      split: { kind: 'all' },
      tipCents: 250,
      language: 'en',
      email: 'guest@example.com',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { receiptUrl, paymentId } = created.json();
    const path = receiptUrl.slice(receiptUrl.indexOf('/api/'));
    expect((await call({ method: 'GET', url: path })).statusCode).toBe(404);

    await complete(created.json().checkoutUrl);
    const page = await call({ method: 'GET', url: path });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Reçu');
    expect(page.body).toContain('Receipt');
    expect(page.body).toContain('TVA');
    const pdf = await call({ method: 'GET', url: `${path}&format=pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const expense = await call({ method: 'GET', url: `${path}&variant=expense` });
    expect(expense.statusCode).toBe(200);

    const mails = testApp.outbox.list().filter((mail) => mail.to === 'guest@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Your receipt · /);
    expect(mails[0]?.html).toContain('TVA');
    // Sent: the address is not kept.
    const row = await testApp.testDatabase.database.db
      .selectFrom('table_payment')
      .select('email')
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(row.email).toBeNull();
    // The same event again sends nothing more.
    await call({ method: 'GET', url: path });
    expect(testApp.outbox.list().filter((mail) => mail.to === 'guest@example.com')).toHaveLength(1);
  });
});

describe('a refund Stripe confirms later', () => {
  it('is journalled once Stripe says so, even when its event never arrives', async () => {
    const { r, pay, complete } = await tableWithTab([{ dish: 'beef', quantity: 1 }]);
    const created = await pay({ split: { kind: 'all' } });
    await complete(created.json().checkoutUrl);
    fake.connect.refundStatus = 'pending';
    try {
      const refunded = await call({
        method: 'POST',
        url: `/api/v1/payments/${created.json().paymentId}/refund`,
        cookie: r.cookie,
        payload: { amountCents: 300, reason: 'Erreur de montant' },
      });
      expect(refunded.json()).toMatchObject({ status: 'pending', amountCents: 300 });
    } finally {
      fake.connect.refundStatus = 'succeeded';
    }
    const refundsInJournal = async () =>
      (await journalOf(r.cookie)).filter((entry: { kind: string }) => entry.kind === 'refund');
    expect(await refundsInJournal()).toEqual([]);

    // The bank confirms; Stripe's event is lost. A minute on, the sweeper asks Stripe.
    for (const refund of fake.connect.refunds.values()) refund.status = 'succeeded';
    await testApp.testDatabase.database.db
      .updateTable('payment_refund')
      .set({ created_at: new Date(Date.now() - 2 * 60_000).toISOString() })
      .execute();
    await testApp.releaseOverduePayments();
    expect(await refundsInJournal()).toMatchObject([{ payload: { amountCents: -300 } }]);
  });
});

describe('cancelling a paid order', () => {
  it('is refused while a payment holds its lines; an unpaid order of the tab still cancels', async () => {
    const { r, pay, complete } = await tableWithTab([{ dish: 'beef', quantity: 1 }]);
    const unpaid = await place(
      orderOf(r.menuId, [{ dishId: r.soup, quantity: 1 }], { tableToken: r.tokens['4'] }),
    );
    const [paidOrder] = (await call({ method: 'GET', url: '/api/v1/orders', cookie: r.cookie }))
      .json()
      .filter((order: { id: string }) => order.id !== unpaid.json().id);
    const tab = (
      await call({ method: 'GET', url: `/api/v1/public/tables/${r.tokens['4']}/tab` })
    ).json();
    const beefLine = tab.lines.find((line: { id: string }) => line.id.startsWith(paidOrder.id));
    const created = await pay({
      split: { kind: 'lines', lines: [{ lineId: beefLine.id, share: 1, of: 2 }] },
    });
    await complete(created.json().checkoutUrl);

    const cancel = (id: string) =>
      call({
        method: 'POST',
        url: `/api/v1/orders/${id}/status`,
        cookie: r.cookie,
        payload: { status: 'cancelled' },
      });
    const refused = await cancel(paidOrder.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('remboursez le paiement');
    expect((await cancel(unpaid.json().id)).statusCode).toBe(200);
  });
});
