import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderFixtures } from '../orders/testing/order-fixtures';
import { type FakeStripe, startFakeStripe } from '../testing/fake-stripe';
import { connectWebhookPoster } from '../testing/fake-stripe-connect';
import { testAppForThisFile } from '../testing/test-app';
import { activateTablePayments } from './testing/activate-payments';

// Issue 41 §5: a receipt carries its journal entry's number and the start of its signature, so
// a receipt the diner keeps proves the entry existed as signed (docs/fiscal-journal.md).

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());
const testApp = testAppForThisFile(() => ({ env: fake.env }));
const { call, restaurant, orderOf, place } = orderFixtures(() => testApp);

describe('a receipt', () => {
  it('prints the journal entry’s number and the start of its signature', async () => {
    const r = await restaurant({ takeAway: false });
    await activateTablePayments(testApp, fake, { id: r.owner.id, cookie: r.cookie });
    const placed = await place(
      orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }], { tableToken: r.tokens['4'] }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const tab = (
      await call({ method: 'GET', url: `/api/v1/public/tables/${r.tokens['4']}/tab` })
    ).json();
    const created = await call({
      method: 'POST',
      url: `/api/v1/public/tabs/${tab.id}/payments`,
      payload: {
        clientRequestId: randomUUID(),
        tableToken: r.tokens['4'],
        tipCents: 0,
        split: { kind: 'all' },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { receiptUrl, paymentId, checkoutUrl } = created.json();
    const sessionId = String(checkoutUrl.split('/').pop());
    expect(await connectWebhookPoster(testApp.app)(fake.connect.completeSession(sessionId))).toBe(
      200,
    );

    const entry = await testApp.testDatabase.database.db
      .selectFrom('journal_entry')
      .select(['sequence', 'signature', 'payload'])
      .where('owner_id', '=', r.owner.id)
      .where('kind', '=', 'payment')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.payload).reference).toBe(paymentId);
    const page = await call({ method: 'GET', url: receiptUrl.slice(receiptUrl.indexOf('/api/')) });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain(`${entry.sequence} · ${entry.signature.slice(0, 16)}`);
  });
});
