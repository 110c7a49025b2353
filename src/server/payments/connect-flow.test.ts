import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { orderFixtures } from '../orders/testing/order-fixtures';
import { testAppForThisFile } from '../testing/test-app';
import { paymentAccountClient } from './testing/payment-account-client';

// The Connect side meets the tabs' payment flow, in the local payment mode: the restaurant
// connects in one click, a diner pays the tab on the local Checkout page, and the payment
// counts from Stripe's word (the signed Connect event, the session as the gateway holds it).

const testApp = testAppForThisFile();
const { restaurant, orderOf, place } = orderFixtures(() => testApp);
const local = paymentAccountClient(testApp);
const pathOf = (url: string) => new URL(url).pathname;
const submit = (url: string) =>
  local.call({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

describe('a diner pays through the local Connect gateway', () => {
  it('pays the whole tab on the local Checkout page; declining and expiring pay nothing', async () => {
    const r = await restaurant({ takeAway: false });
    const link = await local.call({
      method: 'POST',
      url: '/api/v1/payments/account/link',
      cookie: r.cookie,
    });
    expect(link.statusCode, link.body).toBe(200);
    await submit(`${pathOf(link.json().url)}/connect`);

    const order = await place(
      orderOf(r.menuId, [{ dishId: r.beef, quantity: 2 }], { tableToken: r.tokens['4'] }),
    );
    expect(order.statusCode, order.body).toBe(201);
    const tabOf = async () =>
      (
        await local.call({ method: 'GET', url: `/api/v1/public/tables/${r.tokens['4']}/tab` })
      ).json();
    const tab = await tabOf();
    const pay = (split: Record<string, unknown>) =>
      local.call({
        method: 'POST',
        url: `/api/v1/public/tabs/${tab.id}/payments`,
        payload: { clientRequestId: randomUUID(), tableToken: r.tokens['4'], split, tipCents: 0 },
      });

    // A declined card, then a session left to expire: nothing paid, the tab whole again.
    const declinedOne = await pay({ kind: 'all' });
    expect(declinedOne.statusCode, declinedOne.body).toBe(201);
    const declinedUrl = pathOf(declinedOne.json().checkoutUrl);
    expect(declinedUrl).toMatch(/^\/dev\/payments\/checkout\/cs_local_/);
    await submit(`${declinedUrl}/decline`);
    await submit(`${declinedUrl}/expire`);
    expect((await tabOf()).paidCents).toBe(0);

    const created = await pay({ kind: 'all' });
    expect(created.statusCode, created.body).toBe(201);
    const { paymentId, checkoutUrl, amountCents, receiptUrl } = created.json();
    expect(amountCents).toBe(tab.totalCents);
    const paid = await submit(`${pathOf(checkoutUrl)}/pay`);
    expect(paid.statusCode).toBe(303);

    const token = new URL(receiptUrl).searchParams.get('token');
    const payment = await local.call({
      method: 'GET',
      url: `/api/v1/public/payments/${paymentId}?token=${token}`,
    });
    expect(payment.json()).toMatchObject({ id: paymentId, status: 'succeeded', amountCents });
    // Fully paid, the tab closed: the table's next group sees an empty one.
    expect(await tabOf()).toMatchObject({ id: null, status: 'none' });
  });
});
