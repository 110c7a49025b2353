import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderFixtures } from '../orders/testing/order-fixtures';
import { type FakeStripe, startFakeStripe } from '../testing/fake-stripe';
import { connectWebhookPoster } from '../testing/fake-stripe-connect';
import { openSse } from '../testing/sse-client';
import { listeningUrl, testAppForThisFile } from '../testing/test-app';

// Issue 23, "the board, the tab and the pill stay live across two instances": phones and the
// board follow instance B while orders, payments and Stripe's events reach instance A (one
// database; NOTIFY on PostgreSQL, the event log's polling on SQLite).

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());
const a = testAppForThisFile(() => ({ env: fake.env }));
const b = testAppForThisFile(() => ({ env: fake.env, sameDatabaseAs: a }));
const fx = orderFixtures(() => a);

describe('tabs across two instances', () => {
  it('the diner’s tab, the board’s tabs and the pill on B follow orders and payments made on A', async () => {
    const r = await fx.restaurant({ takeAway: false });
    const post = connectWebhookPoster(a.app);
    await fx.call({ method: 'POST', url: '/api/v1/payments/account/link', cookie: r.cookie });
    const account = await a.testDatabase.database.db
      .selectFrom('payment_account')
      .select('stripe_account_id')
      .where('owner_id', '=', r.owner.id)
      .executeTakeFirstOrThrow();
    await post(
      fake.connect.updateAccount(account.stripe_account_id, {
        detailsSubmitted: true,
        chargesEnabled: true,
        currentlyDue: [],
        disabledReason: null,
      }),
    );

    const onB = await listeningUrl(b);
    const tab = await openSse(`${onB}/api/v1/public/tables/${r.tokens['4']}/tab/events?lang=en`);
    const board = await openSse(`${onB}/api/v1/tabs/events`, { cookie: r.cookie });
    await tab.until((data) => data.status === 'none');
    await board.until((data) => Array.isArray(data.tabs) && data.tabs.length === 0);

    const placed = await fx.place(
      fx.orderOf(r.menuId, [{ dishId: r.beef, quantity: 2 }], { tableToken: r.tokens['4'] }),
    );
    const order = placed.json();
    const pill = await openSse(
      `${onB}/api/v1/public/orders/${order.id}/events?token=${order.statusToken}`,
    );
    const opened = await tab.until((data) => data.status === 'open');
    await board.until((data) => (data.tabs as unknown[]).length === 1);

    await fx.move(r.cookie, order.id, 'preparing');
    await pill.until((data) => data.status === 'preparing');

    const created = await fx.call({
      method: 'POST',
      url: `/api/v1/public/tabs/${opened.data.id}/payments`,
      payload: { clientRequestId: randomUUID(), tableToken: r.tokens['4'], split: { kind: 'all' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    await tab.until((data) => Number(data.reservedCents) > 0);
    const sessionId = String(created.json().checkoutUrl.split('/').pop());
    expect(await post(fake.connect.completeSession(sessionId))).toBe(200);
    // Paid in full on A: B's phones see the tab closed, B's board no longer lists it.
    await tab.until((data) => data.status === 'none');
    await board.until((data) => (data.tabs as unknown[]).length === 0);
    await Promise.all([tab.close(), board.close(), pill.close()]);
  });
});
