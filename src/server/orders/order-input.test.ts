import { describe, expect, it } from 'vitest';
import { testAppForThisFile } from '../testing/test-app';
import { orderFixtures } from './testing/order-fixtures';

/** Issue 21 §6: what a diner or an owner sends is never echoed back, nor turned into bad SQL. */
const testApp = testAppForThisFile();
const { call, restaurant, orderOf, place } = orderFixtures(() => testApp);

describe('orders and malformed input', () => {
  it('names unavailable dishes from the menu, never from the request', async () => {
    const r = await restaurant();
    const invented = `<img src=x onerror=alert(1)>${'z'.repeat(72)}`;
    const response = await place(
      orderOf(r.menuId, [
        { dishId: invented, quantity: 1 },
        { dishId: r.risotto, quantity: 1 },
      ]),
    );
    expect(response.statusCode).toBe(409);
    const { message } = response.json().error;
    expect(message).toBe(
      'Ces plats ne sont plus disponibles : un plat retiré de la carte, Risotto aux cèpes.',
    );
    expect(message).not.toContain('img');
  });

  it.each(['', ',', ',,'])('reads ?status=%s as no filter (no empty IN list)', async (status) => {
    const r = await restaurant();
    await place(orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }]));
    const response = await call({
      method: 'GET',
      url: `/api/v1/orders?status=${status}`,
      cookie: r.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toHaveLength(1);
  });
});
