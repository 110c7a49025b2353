import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { HTTP_MESSAGES } from '../../domain/errors/errors';
import { orderFixtures } from '../orders/testing/order-fixtures';
import { createMenu, createOwner, signIn } from '../testing/factories';
import { sampleMenu } from '../testing/menu-fixtures';
import { testAppForThisFile } from '../testing/test-app';

/**
 * Issue 21 §6: text PostgreSQL cannot store, and ids that cannot name anything, are refused at
 * the boundary with one French 422 naming the field (before any query), on both engines. The
 * cases are the ones a sweep found answering 500 on PostgreSQL.
 */
const testApp = testAppForThisFile();
let cookie: string;
let menuId: string;
let dishId: string;

const send = orderFixtures(() => testApp).call;

beforeAll(async () => {
  const deps = { auth: testApp.auth, database: testApp.testDatabase.database };
  const owner = await createOwner(deps, { plan: 'premium' });
  cookie = await signIn(testApp.auth, owner);
  const menu = await createMenu(deps, owner.id, sampleMenu());
  menuId = menu.id;
  dishId = String(
    (menu.document as { categories: { items: { id: string }[] }[] }).categories[1]?.items[0]?.id,
  );
  await send({ method: 'PUT', url: '/api/v1/ordering', cookie, payload: { open: true } });
});

function expectRefused(response: { statusCode: number; json(): unknown }, field: string) {
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    error: { code: 'VALIDATION', message: HTTP_MESSAGES.unstorableText, field },
  });
}

const order = (changes: Record<string, unknown>, line: Record<string, unknown> = {}) => ({
  menuId,
  clientRequestId: randomUUID(),
  table: '4',
  lines: [{ dishId, quantity: 1, ...line }],
  ...changes,
});

describe('text PostgreSQL cannot store', () => {
  it.each([
    ['table', order({ table: 'T\u0000' }), 'table'],
    ['note', order({}, { note: 'sans \ud800 sel' }), 'lines.0.note'],
    ['menuId', order({ menuId: `${'m'.repeat(40)}\u0000` }), 'menuId'],
    ['dishId', order({}, { dishId: `${'d'.repeat(99)}\u0000` }), 'lines.0.dishId'],
  ])("is refused in an order's %s, without a session", async (_name, payload, field) => {
    const response = await send({ method: 'POST', url: '/api/v1/public/orders', payload });
    expectRefused(response, field);
  });

  it.each([
    ['/api/auth/sign-in/email', { email: 'a\u0000@example.fr', password: 'x' }, 'email'],
    ['/api/auth/sign-up/email', { email: 'b@example.fr', password: 'x', name: '\ud800' }, 'name'],
    ['/api/auth/request-password-reset', { email: '\u0000' }, 'email'],
  ])('is refused in %s, whose body Better Auth parses', async (url, payload, field) => {
    expectRefused(await send({ method: 'POST', url, payload }), field);
  });

  it.each([
    ['PUT', '/api/v1/restaurant', { city: 'Lyon\u0000' }, 'city'],
    ['PUT', '/api/v1/restaurant', { streetAddress: '\ud800 rue' }, 'streetAddress'],
    ['PUT', '/api/v1/restaurant', { description: 'x\u0000' }, 'description'],
    ['POST', '/api/v1/menus', { name: 'Carte\u0000', categories: [] }, 'name'],
    ['POST', '/api/auth/update-user', { restaurantName: 'Chez\u0000Nous' }, 'restaurantName'],
  ] as const)('is refused in %s %s (%o)', async (method, url, payload, field) => {
    expectRefused(await send({ method, url, cookie, payload }), field);
  });

  it('is refused in translation texts, naming the item', async () => {
    const response = await send({
      method: 'PUT',
      url: `/api/v1/menus/${menuId}/translations?lang=en`,
      cookie,
      payload: { items: [{ key: 'name', text: 'Lunch\u0000' }] },
    });
    expectRefused(response, 'items.0.text');
  });

  it('is refused in object keys, naming their object', async () => {
    const response = await send({
      method: 'PUT',
      url: '/api/v1/restaurant',
      cookie,
      payload: { 'city\u0000': 'Lyon' },
    });
    expectRefused(response, '(body)');
  });

  it('does not store anything', async () => {
    const restaurant = await send({ method: 'GET', url: '/api/v1/restaurant', cookie });
    expect(restaurant.json()).toMatchObject({ city: null, streetAddress: null });
    const orders = await send({ method: 'GET', url: '/api/v1/orders', cookie });
    expect(orders.json()).toEqual([]);
  });
});

describe('ids that cannot name anything', () => {
  it.each([
    ['GET', '/api/v1/menus/%00/schedule'],
    ['GET', '/api/v1/menus/%00/preview'],
    ['GET', '/api/v1/menus/%00/availability'],
    ['GET', '/api/v1/menus/%00/promotions'],
    ['DELETE', '/api/v1/menus/%00'],
    ['POST', '/api/v1/menus/%00/activate'],
    ['POST', '/api/v1/menus/a%00b/deactivate'],
    ['GET', '/api/v1/orders/%00'],
  ] as const)('%s %s answers 422 before any query', async (method, url) => {
    expectRefused(await send({ method, url, cookie }), 'id');
  });

  it('refuses the public availability stream of %00 without a session', async () => {
    const response = await send({
      method: 'GET',
      url: '/api/v1/public/menus/%00/availability/events',
    });
    expectRefused(response, 'id');
  });

  it('refuses a query that is not valid percent-encoded UTF-8 with 400', async () => {
    for (const query of ['status=%FF', 'status=%ED%A0%80', 'status=%']) {
      const response = await send({ method: 'GET', url: `/api/v1/orders?${query}`, cookie });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.message).toBe(HTTP_MESSAGES.malformedUrl);
    }
  });

  it('answers the 404 page for a diner address with a NUL', async () => {
    for (const url of ['/u/%00', '/r/a%00b', '/menu/%00/view']) {
      const response = await send({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    }
  });
});
