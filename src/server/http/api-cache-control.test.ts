import { describe, expect, it } from 'vitest';
import { orderFixtures } from '../orders/testing/order-fixtures';
import { testAppForThisFile } from '../testing/test-app';

/** Issue 21 §7: what a cache along the way may keep of /api/v1. */
const testApp = testAppForThisFile();
const { restaurant, orderOf, place } = orderFixtures(() => testApp);

describe('Cache-Control on /api/v1', () => {
  it('is no-store on a placed order (it carries the status token), and on its refusals', async () => {
    const r = await restaurant();
    const placed = await place(orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }]));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().statusToken).toEqual(expect.any(String));
    expect(placed.headers['cache-control']).toBe('no-store');
    const refused = await place(orderOf(r.menuId, [{ dishId: r.risotto, quantity: 1 }]));
    expect(refused.statusCode).toBe(409);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('lets shared caches keep the OpenAPI document five minutes', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
  });
});
