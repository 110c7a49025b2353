import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateTablePayments } from '../payments/testing/activate-payments';
import { type FakeStripe, startFakeStripe } from '../testing/fake-stripe';
import { testAppForThisFile } from '../testing/test-app';
import { orderFixtures } from './testing/order-fixtures';

// Issue 24 §3 with table payments (issue 23): a line a payment holds never changes; staff
// orders never wait for a payment; paying first stands for validating. SQLite and PostgreSQL.
let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());
const testApp = testAppForThisFile(() => ({ env: fake.env }));
const { call, restaurant, orderOf, place, staff } = orderFixtures(() => testApp);

/** A restaurant taking table payments, diners paying "à la commande" when `payFirst`. */
async function payingRestaurant({ payFirst = false } = {}) {
  const r = await restaurant({ takeAway: false });
  await activateTablePayments(testApp, fake, { id: r.owner.id, cookie: r.cookie });
  if (payFirst) {
    const payload = { when: 'before', tips: false };
    const saved = await call({
      method: 'PUT',
      url: '/api/v1/payments/settings',
      cookie: r.cookie,
      payload,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const tab = async () =>
    (await call({ method: 'GET', url: `/api/v1/public/tables/${r.tokens['4']}/tab` })).json();
  return { ...r, tab };
}

describe('staff orders and table payments', () => {
  it('refuses to change the lines of an order a payment holds (409, French)', async () => {
    const r = await payingRestaurant();
    const placed = await place(
      orderOf(r.menuId, [{ dishId: r.beef, quantity: 2 }], { tableToken: r.tokens['4'] }),
    );
    const tab = await r.tab();
    // A payer in Checkout reserves the lines.
    const paying = await call({
      method: 'POST',
      url: `/api/v1/public/tabs/${tab.id}/payments`,
      payload: { clientRequestId: randomUUID(), tableToken: r.tokens['4'], split: { kind: 'all' } },
    });
    expect(paying.statusCode, paying.body).toBe(201);
    const changed = await staff.changeLines(r.cookie, placed.json().id, {
      lines: [{ dishId: r.beef, quantity: 1 }],
      reason: 'Erreur de saisie',
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error.message).toBe(
      'Une partie de cette commande est déjà réglée ou en cours de paiement : ses lignes ne peuvent plus changer. Remboursez le paiement depuis l’addition avant de la modifier.',
    );
    expect((await r.tab()).lines[0]).toMatchObject({ quantity: 2 });
  });

  it('"à la commande" holds diners’ orders, never staff’s; paying stands for validating', async () => {
    const r = await payingRestaurant({ payFirst: true });
    await staff.setValidation(r.cookie);
    const taken = await staff.take(r.cookie, {
      table: '4',
      lines: [{ dishId: r.soup, quantity: 1 }],
    });
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json()).not.toHaveProperty('awaitingPayment');
    expect(taken.json()).not.toHaveProperty('awaitingValidation');
    const board = await call({ method: 'GET', url: '/api/v1/orders', cookie: r.cookie });
    expect(board.json().map((order: { id: string }) => order.id)).toEqual([taken.json().id]);

    const diner = await place(
      orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }], { tableToken: r.tokens['4'] }),
    );
    expect(diner.json()).toMatchObject({ awaitingPayment: true });
    expect(diner.json()).not.toHaveProperty('awaitingValidation');
    const held = await staff.changeLines(r.cookie, diner.json().id, {
      lines: [{ dishId: r.beef, quantity: 2 }],
      reason: 'Erreur',
    });
    expect(held.statusCode).toBe(409);
  });
});
