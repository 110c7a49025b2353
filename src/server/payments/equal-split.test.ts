import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderFixtures } from '../orders/testing/order-fixtures';
import { type FakeStripe, startFakeStripe } from '../testing/fake-stripe';
import { connectWebhookPoster } from '../testing/fake-stripe-connect';
import { testAppForThisFile } from '../testing/test-app';
import { activateTablePayments } from './testing/activate-payments';

// Issue 41 §1 through the real server (SQLite and PostgreSQL): "Partager le reste entre N
// personnes" divides what remains among the people still to pay, and random sequences of every
// way to pay, with tips, abandoned checkouts, refunds and "Réglé en caisse", add up to the bill.

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());
const testApp = testAppForThisFile(() => ({ env: fake.env }));
const { call, restaurant, orderOf, place } = orderFixtures(() => testApp);
const post = (event: { payload: string; signature: string }) =>
  connectWebhookPoster(testApp.app)(event);

/** Runs of the sequence property through the server (each a restaurant and its table). */
const SERVER_RUNS = 15;

type Dish = 'beef' | 'soup';

async function tableWithTab(orders: { dish: Dish; quantity: number }[][]) {
  const r = await restaurant({ takeAway: false });
  await activateTablePayments(testApp, fake, { id: r.owner.id, cookie: r.cookie });
  for (const lines of orders) {
    const placed = await place(
      orderOf(
        r.menuId,
        lines.map((line) => ({ dishId: r[line.dish], quantity: line.quantity })),
        { tableToken: r.tokens['4'] },
      ),
    );
    expect(placed.statusCode, placed.body).toBe(201);
  }
  const tab = async () =>
    (await call({ method: 'GET', url: `/api/v1/public/tables/${r.tokens['4']}/tab` })).json();
  const first = await tab();
  const pay = (body: Record<string, unknown>) =>
    call({
      method: 'POST',
      url: `/api/v1/public/tabs/${first.id}/payments`,
      payload: { clientRequestId: randomUUID(), tableToken: r.tokens['4'], tipCents: 0, ...body },
    });
  const complete = async (checkoutUrl: string) => {
    const sessionId = String(checkoutUrl.split('/').pop());
    expect(await post(fake.connect.completeSession(sessionId))).toBe(200);
  };
  const abandon = async (created: { paymentId: string; receiptUrl: string }) => {
    const token = new URL(created.receiptUrl).searchParams.get('token');
    const cancelled = await call({
      method: 'POST',
      url: `/api/v1/public/payments/${created.paymentId}/cancel?token=${token}`,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  };
  const ownerTab = async () => {
    for (const status of ['open', 'closed']) {
      const listed = await call({
        method: 'GET',
        url: `/api/v1/tabs?status=${status}`,
        cookie: r.cookie,
      });
      const found = listed.json().tabs.find((item: { id: string }) => item.id === first.id);
      if (found) return found;
    }
    throw new Error('tab not listed');
  };
  return { r, first, tab, pay, complete, abandon, ownerTab };
}

describe('"Partager le reste entre N personnes"', () => {
  it('divides what remains after someone paid their own lines; the last pays the exact rest', async () => {
    const { first, tab, pay, complete, abandon } = await tableWithTab([
      [{ dish: 'beef', quantity: 1 }],
      [
        { dish: 'soup', quantity: 2 },
        { dish: 'beef', quantity: 1 },
      ],
    ]);
    const [alicesLine] = first.lines;
    const alice = await pay({
      split: { kind: 'lines', lines: [{ lineId: alicesLine.id, share: 1, of: 1 }] },
    });
    await complete(alice.json().checkoutUrl);
    const rest = first.totalCents - alicesLine.amountCents;
    expect(await tab()).toMatchObject({ remainingCents: rest, equalRound: null });

    // Ben, then Chloé (who leaves Checkout: her share is free again), then Chloé and David.
    const ben = await pay({ split: { kind: 'equal', parts: 3 }, tipCents: 100 });
    expect(ben.statusCode, ben.body).toBe(201);
    expect(ben.json().amountCents).toBe(Math.floor(rest / 3));
    expect(await tab()).toMatchObject({ equalRound: { parts: 3, taken: 1 } });
    const gaveUp = await pay({ split: { kind: 'equal', parts: 3 } });
    await abandon(gaveUp.json());
    const chloe = await pay({ split: { kind: 'equal', parts: 3 } });
    expect(chloe.json().amountCents).toBe(gaveUp.json().amountCents);
    await complete(ben.json().checkoutUrl);
    await complete(chloe.json().checkoutUrl);
    expect(await tab()).toMatchObject({ equalRound: { parts: 3, taken: 2 } });
    const david = await pay({ split: { kind: 'equal', parts: 3 } });
    const shares = [ben, chloe, david].map((created) => created.json().amountCents as number);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(rest);
    expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
    await complete(david.json().checkoutUrl);
    expect(await tab()).toMatchObject({ status: 'none' });
  });

  it('three phones saying 3 at once are cut one round: the shares add up to the rest', async () => {
    const { first, tab, pay, complete } = await tableWithTab([
      [
        { dish: 'beef', quantity: 2 },
        { dish: 'soup', quantity: 1 },
      ],
    ]);
    const created = await Promise.all(
      [1, 2, 3].map(() => pay({ split: { kind: 'equal', parts: 3 } })),
    );
    expect(created.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    const shares = created.map((response) => response.json().amountCents as number);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(first.totalCents);
    expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
    await Promise.all(created.map((response) => complete(response.json().checkoutUrl)));
    expect(await tab()).toMatchObject({ status: 'none' });
  });
});

describe('what a tab and a receipt say (issue 41 §3)', () => {
  it('two identical lines of two rounds stay two lines; half of one prints "½" on the receipt', async () => {
    const { first, pay, complete } = await tableWithTab([
      [{ dish: 'beef', quantity: 1 }],
      [{ dish: 'beef', quantity: 1 }],
    ]);
    expect(first.lines).toHaveLength(2);
    const [one, two] = first.lines;
    expect(one).toMatchObject({ round: 1, name: two.name, quantity: 1 });
    expect(two).toMatchObject({ round: 2 });
    const half = await pay({
      split: { kind: 'lines', lines: [{ lineId: two.id, share: 1, of: 2 }] },
    });
    expect(half.statusCode, half.body).toBe(201);
    await complete(half.json().checkoutUrl);
    const receiptUrl: string = half.json().receiptUrl;
    const page = await call({ method: 'GET', url: receiptUrl.slice(receiptUrl.indexOf('/api/')) });
    expect(page.statusCode, page.body).toBe(200);
    const row = /<tr>(?:(?!<\/tr>).)*<\/tr>/gs;
    const rows = (page.body.match(row) ?? []).filter((html) => html.includes(two.name));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('½');
  });

  it('a tab closed "Réglé en caisse" after a refund: paid, refunded, settled, method, 0 remaining', async () => {
    const { r, first, tab, pay, complete, ownerTab } = await tableWithTab([
      [
        { dish: 'beef', quantity: 1 },
        { dish: 'soup', quantity: 2 },
      ],
    ]);
    const [beef] = first.lines;
    const mine = await pay({
      split: { kind: 'lines', lines: [{ lineId: beef.id, share: 1, of: 1 }] },
    });
    await complete(mine.json().checkoutUrl);
    const refunded = await call({
      method: 'POST',
      url: `/api/v1/payments/${mine.json().paymentId}/refund`,
      cookie: r.cookie,
      payload: { amountCents: 600, reason: 'Plat renvoyé' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    // The diners' tab says it too, while it is open.
    expect(await tab()).toMatchObject({ paidCents: beef.amountCents, refundedCents: 600 });
    const closed = await call({
      method: 'POST',
      url: `/api/v1/tabs/${first.id}/close`,
      cookie: r.cookie,
      payload: { method: 'cash' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const rest = first.totalCents - beef.amountCents;
    expect(closed.json()).toMatchObject({
      status: 'closed',
      closedMethod: 'cash',
      totalCents: first.totalCents,
      paidCents: beef.amountCents,
      refundedCents: 600,
      settledCents: rest,
      remainingCents: 0,
    });
    expect(await ownerTab()).toMatchObject({ settledCents: rest, remainingCents: 0 });
  });
});

describe('VAT rates are never guessed (issue 41 §3)', () => {
  it('a line without a rate is refused before any payment, naming the dish; its menu’s rate then applies', async () => {
    const { r, first, tab, pay, complete } = await tableWithTab([[{ dish: 'beef', quantity: 1 }]]);
    // An order stored before rates existed: its line carries none.
    const db = testApp.testDatabase.database.db;
    const [line] = first.lines;
    const orderId = String(line.id).split('.')[0] ?? '';
    const stored = await db
      .selectFrom('customer_order')
      .select('lines')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const raw = typeof stored.lines === 'string' ? JSON.parse(stored.lines) : stored.lines;
    const withoutRate = raw.map(({ vatRateBp: _rate, ...rest }: Record<string, unknown>) => rest);
    await db
      .updateTable('customer_order')
      .set({ lines: JSON.stringify(withoutRate) })
      .where('id', '=', orderId)
      .execute();

    const refused = await pay({ split: { kind: 'all' } });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.message).toBe(
      `Le taux de TVA de « ${line.name} » n’est pas renseigné : le paiement ne peut pas être enregistré. Demandez au personnel (le restaurant doit indiquer ce taux sur le plat ou sa catégorie).`,
    );
    // Nothing was reserved, no Checkout was opened.
    expect(await tab()).toMatchObject({ reservedCents: 0 });
    const closing = await call({
      method: 'POST',
      url: `/api/v1/tabs/${first.id}/close`,
      cookie: r.cookie,
      payload: { method: 'cash' },
    });
    expect(closing.statusCode).toBe(409);

    // The owner gives the dish's category a rate: the line takes it.
    const menu = await call({ method: 'GET', url: `/api/v1/menus/${r.menuId}`, cookie: r.cookie });
    const document = menu.json().document;
    for (const category of document.categories) {
      if (category.items.some((dish: { id: string }) => dish.id === r.beef)) {
        category.vatRateBp = 2000;
      }
    }
    const saved = await call({
      method: 'PUT',
      url: `/api/v1/menus/${r.menuId}`,
      cookie: r.cookie,
      headers: { 'if-match': String(menu.headers.etag) },
      payload: document,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const paid = await pay({ split: { kind: 'all' } });
    expect(paid.statusCode, paid.body).toBe(201);
    await complete(paid.json().checkoutUrl);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    const archive = await call({
      method: 'GET',
      url: `/api/v1/journal/archives/${today}`,
      cookie: r.cookie,
    });
    const payment = archive
      .json()
      .entries.find((entry: { kind: string }) => entry.kind === 'payment');
    expect(payment.payload.vat).toEqual([
      expect.objectContaining({ rateBp: 2000, totalCents: line.amountCents }),
    ]);
  });
});

type Step =
  | { kind: 'pay'; split: 'all' | 'equal' | 'lines' | 'shared' | 'amount'; n: number; tip: number }
  | { kind: 'complete' | 'abandon'; pick: number }
  | { kind: 'refund'; pick: number; per: number }
  | { kind: 'close' };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      split: fc.constantFrom('all', 'equal', 'lines', 'shared', 'amount'),
      n: fc.integer({ min: 2, max: 5 }),
      tip: fc.constantFrom(0, 0, 150),
    }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('complete' as const), pick: fc.nat(9) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('abandon' as const), pick: fc.nat(9) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      pick: fc.nat(9),
      per: fc.integer({ min: 1, max: 100 }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'close' as const }) },
);
const orderLine = fc.record({
  dish: fc.constantFrom<Dish>('beef', 'soup'),
  quantity: fc.integer({ min: 1, max: 3 }),
});

describe('random sequences through the server (fast-check)', () => {
  it('the payments and the till add up to the bill; no share exceeds what remains', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(orderLine, { minLength: 1, maxLength: 3 }), {
          minLength: 1,
          maxLength: 3,
        }),
        fc.array(step, { minLength: 1, maxLength: 12 }),
        fc.boolean(),
        async (orders, steps, finishAtTill) => {
          const t = await tableWithTab(orders);
          const pending: { paymentId: string; checkoutUrl: string; receiptUrl: string }[] = [];
          const isOpen = async () => (await t.tab()).status === 'open';
          for (const action of steps) {
            if (!(await isOpen())) break;
            if (action.kind === 'pay') {
              const before = await t.tab();
              const payable = before.remainingCents - before.reservedCents;
              const open = before.lines.filter(
                (line: { amountCents: number; paidCents: number; reservedCents: number }) =>
                  line.amountCents > line.paidCents + line.reservedCents,
              );
              const line = open[action.n % Math.max(1, open.length)];
              const split =
                action.split === 'all'
                  ? { kind: 'all' }
                  : action.split === 'equal'
                    ? { kind: 'equal', parts: action.n }
                    : action.split === 'amount'
                      ? { kind: 'amount', amountCents: Math.max(1, Math.floor(payable / action.n)) }
                      : {
                          kind: 'lines',
                          lines: [
                            {
                              lineId: line?.id ?? 'none',
                              share: 1,
                              of: action.split === 'shared' ? action.n : 1,
                            },
                          ],
                        };
              const created = await t.pay({ split });
              if (created.statusCode !== 201) {
                expect(created.statusCode, created.body).toBe(409);
                continue;
              }
              const body = created.json();
              expect(body.amountCents).toBeGreaterThan(0);
              expect(body.amountCents).toBeLessThanOrEqual(payable);
              pending.push(body);
            }
            if ((action.kind === 'complete' || action.kind === 'abandon') && pending.length > 0) {
              const [chosen] = pending.splice(action.pick % pending.length, 1);
              if (!chosen) continue;
              if (action.kind === 'abandon') await t.abandon(chosen);
              else await t.complete(chosen.checkoutUrl);
            }
            if (action.kind === 'refund') {
              const owner = await t.ownerTab();
              const done = owner.payments.filter(
                (payment: { status: string }) => payment.status === 'succeeded',
              );
              const payment = done[action.pick % Math.max(1, done.length)];
              const refundable = payment
                ? payment.amountCents + payment.tipCents - payment.refundedCents
                : 0;
              const amountCents = Math.floor((refundable * action.per) / 100);
              if (payment && amountCents > 0) {
                const refunded = await call({
                  method: 'POST',
                  url: `/api/v1/payments/${payment.id}/refund`,
                  cookie: t.r.cookie,
                  payload: { amountCents, reason: 'Plat renvoyé' },
                });
                expect(refunded.statusCode, refunded.body).toBe(200);
              }
            }
            if (action.kind === 'close' && pending.length === 0) {
              const closed = await call({
                method: 'POST',
                url: `/api/v1/tabs/${t.first.id}/close`,
                cookie: t.r.cookie,
                payload: { method: 'cash' },
              });
              expect(closed.statusCode, closed.body).toBe(200);
            }
          }
          // The evening ends: who is in Checkout pays; the rest is paid online or at the till.
          for (const chosen of pending.splice(0)) await t.complete(chosen.checkoutUrl);
          if (await isOpen()) {
            if (finishAtTill) {
              const closed = await call({
                method: 'POST',
                url: `/api/v1/tabs/${t.first.id}/close`,
                cookie: t.r.cookie,
                payload: { method: 'card_terminal' },
              });
              expect(closed.statusCode, closed.body).toBe(200);
            } else {
              const last = await t.pay({ split: { kind: 'all' } });
              expect(last.statusCode, last.body).toBe(201);
              await t.complete(last.json().checkoutUrl);
            }
          }
          expect(await isOpen()).toBe(false);
          const owner = await t.ownerTab();
          const total = t.first.totalCents;
          const succeeded = owner.payments.filter(
            (payment: { status: string }) => payment.status === 'succeeded',
          );
          const paidOnline = succeeded.reduce(
            (sum: number, payment: { amountCents: number }) => sum + payment.amountCents,
            0,
          );
          expect(owner).toMatchObject({
            status: 'closed',
            totalCents: total,
            paidCents: paidOnline,
            remainingCents: 0,
            refundedCents: owner.payments.reduce(
              (sum: number, payment: { refundedCents: number }) => sum + payment.refundedCents,
              0,
            ),
          });
          expect(owner.paidCents + owner.settledCents).toBe(total);
        },
      ),
      { numRuns: SERVER_RUNS },
    );
  }, 120_000);
});
