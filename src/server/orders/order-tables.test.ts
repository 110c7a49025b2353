import { describe, expect, it } from 'vitest';
import { testAppForThisFile } from '../testing/test-app';
import { orderFixtures } from './testing/order-fixtures';

// Issue 21 §2: an order's table is a fact the server knows (the token of the table's QR code),
// never what the phone says. Runs on SQLite and on PostgreSQL.
const testApp = testAppForThisFile();
const { call, restaurant, orderOf, place } = orderFixtures(() => testApp);

const setOrdering = (cookie: string, payload: object) =>
  call({ method: 'PUT', url: '/api/v1/ordering', cookie, payload });

describe('the table of an order', () => {
  it('is the one its token stands for; a table name sent by the phone is ignored', async () => {
    const r = await restaurant({ takeAway: false });
    const response = await place(
      orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }], {
        tableToken: r.tokens['4'],
        table: 'Terrasse VIP',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().table).toBe('4');
    const [listed] = (
      await call({ method: 'GET', url: '/api/v1/orders', cookie: r.cookie })
    ).json();
    expect(listed.table).toBe('4');
  });

  it('is required unless take-away is on: no token, an invented one, a name alone', async () => {
    const r = await restaurant({ takeAway: false });
    const lines = [{ dishId: r.beef, quantity: 1 }];
    const refusals = [
      { body: orderOf(r.menuId, lines), reason: 'TABLE_REQUIRED' },
      { body: orderOf(r.menuId, lines, { table: '4' }), reason: 'TABLE_REQUIRED' },
      {
        body: orderOf(r.menuId, lines, { tableToken: 'Inv3nted-Table-01' }),
        reason: 'TABLE_CODE_INVALID',
      },
      // Another restaurant's real table.
      {
        body: orderOf(r.menuId, lines, { tableToken: (await restaurant()).tokens['4'] }),
        reason: 'TABLE_CODE_INVALID',
      },
    ];
    for (const { body, reason } of refusals) {
      const refused = await place(body);
      expect(refused.statusCode, reason).toBe(403);
      expect(refused.json().error.reason).toBe(reason);
    }
    expect((await place(refusals[0]?.body ?? {})).json().error.message).toBe(
      'Pour commander, scannez le QR code posé sur votre table.',
    );
    expect((await place(refusals[2]?.body ?? {})).json().error.message).toBe(
      "Ce QR code n'est plus valable, demandez-en un au personnel.",
    );
    const orders = await call({ method: 'GET', url: '/api/v1/orders', cookie: r.cookie });
    expect(orders.json()).toEqual([]);

    // Take-away on: an order without a code is "À emporter / sans table"; an invented code is
    // still refused (the diner is told, not silently turned into a take-away order).
    expect((await setOrdering(r.cookie, { takeAway: true })).json()).toEqual({
      open: true,
      takeAway: true,
      staffValidation: false,
    });
    const takeAway = await place(orderOf(r.menuId, lines, { table: '4' }));
    expect(takeAway.statusCode, takeAway.body).toBe(201);
    expect(takeAway.json().table).toBeNull();
    expect((await place(refusals[2]?.body ?? {})).json().error.reason).toBe('TABLE_CODE_INVALID');
  });

  it('refuses malformed codes with a French 422 naming the field, never echoing them', async () => {
    const r = await restaurant();
    for (const tableToken of [
      '<script>alert(1)</script>',
      '\u202Etable4abcdef',
      '../../etc/passwd',
      'short',
      42,
    ]) {
      const response = await place(
        orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }], { tableToken }),
      );
      expect(response.statusCode, String(tableToken)).toBe(422);
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION',
        field: 'tableToken',
        message: 'Le code de table est invalide.',
      });
      expect(response.body).not.toContain('script');
    }
  });

  it('follows a regenerated code at once: the old one is refused, the new one orders', async () => {
    const r = await restaurant({ takeAway: false });
    const lines = [{ dishId: r.soup, quantity: 1 }];
    const old = r.tokens['7'];
    expect((await place(orderOf(r.menuId, lines, { tableToken: old }))).statusCode).toBe(201);
    const regenerated = await call({
      method: 'POST',
      url: '/api/v1/tables/7/regenerate',
      cookie: r.cookie,
    });
    const fresh = regenerated.json().token as string;
    const refused = await place(orderOf(r.menuId, lines, { tableToken: old }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.reason).toBe('TABLE_CODE_INVALID');
    const placed = await place(orderOf(r.menuId, lines, { tableToken: fresh }));
    expect(placed.statusCode).toBe(201);
    expect(placed.json().table).toBe('7');
  });
});

describe('the take-away switch (GET|PUT /api/v1/ordering)', () => {
  it('is off by default, changes alone, and keeps the other switch', async () => {
    const r = await restaurant({ open: false });
    const get = () => call({ method: 'GET', url: '/api/v1/ordering', cookie: r.cookie });
    const off = { staffValidation: false };
    expect((await get()).json()).toEqual({ open: false, takeAway: false, ...off });
    expect((await setOrdering(r.cookie, { takeAway: true })).json()).toEqual({
      open: false,
      takeAway: true,
      ...off,
    });
    expect((await setOrdering(r.cookie, { open: true })).json()).toEqual({
      open: true,
      takeAway: true,
      ...off,
    });
    expect((await get()).json()).toEqual({ open: true, takeAway: true, ...off });
    const empty = await setOrdering(r.cookie, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.code).toBe('VALIDATION');
    const wrong = await setOrdering(r.cookie, { takeAway: 'yes' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.field).toBe('takeAway');
  });
});

describe('the contract, in the OpenAPI document', () => {
  it('names tableToken, takeAway, the tables’ token and url, and the regenerate route', async () => {
    const spec = (await call({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const bodyOf = (path: string, method: string) =>
      spec.paths[path][method].requestBody.content['application/json'].schema;
    const answerOf = (path: string, method: string) =>
      spec.paths[path][method].responses['200'].content['application/json'].schema;
    expect(Object.keys(bodyOf('/api/v1/public/orders', 'post').properties)).toContain('tableToken');
    expect(Object.keys(bodyOf('/api/v1/public/orders', 'post').properties)).not.toContain('table');
    expect(answerOf('/api/v1/ordering', 'get').properties).toMatchObject({
      open: { type: 'boolean' },
      takeAway: { type: 'boolean' },
    });
    expect(Object.keys(bodyOf('/api/v1/ordering', 'put').properties)).toEqual([
      'open',
      'takeAway',
      'staffValidation',
    ]);
    const table = answerOf('/api/v1/tables', 'get').properties.tables.items;
    expect(Object.keys(table.properties)).toEqual(['name', 'token', 'url']);
    expect(spec.paths['/api/v1/tables/{name}/regenerate'].post).toBeDefined();
  });
});
