import { beforeAll, describe, expect, it } from 'vitest';
import { orderFixtures } from '../orders/testing/order-fixtures';
import { testAppForThisFile } from '../testing/test-app';
import { teamFixtures } from './testing/team-fixtures';

// Issue 43 §1: what each role may read. A table's code orders, pays and calls at that table;
// the owner's account (e-mail, plan) is the owner's. Codes go to owner and Gérant only.
const testApp = testAppForThisFile();
const orders = orderFixtures(() => testApp);
const team = teamFixtures(() => testApp);

type Who = { role: string; cookie: string; email: string | null; name: string };
let restaurant: Awaited<ReturnType<typeof orders.restaurant>>;
let everyone: Who[];

beforeAll(async () => {
  restaurant = await orders.restaurant();
  const manager = await team.member(restaurant, 'manager', 'Léa');
  const service = await team.member(restaurant, 'service', 'Karim');
  const kitchen = await team.member(restaurant, 'kitchen', 'Sofia');
  const kitchenTablet = await team.device(restaurant, 'kitchen', 'Tablette cuisine');
  const serviceTablet = await team.device(restaurant, 'service', 'Tablette salle');
  everyone = [
    {
      role: 'owner',
      cookie: restaurant.cookie,
      email: restaurant.owner.email,
      name: 'Propriétaire',
    },
    { role: 'manager', cookie: manager.cookie, email: manager.email, name: 'Léa' },
    { role: 'service', cookie: service.cookie, email: service.email, name: 'Karim' },
    { role: 'kitchen', cookie: kitchen.cookie, email: kitchen.email, name: 'Sofia' },
    { role: 'kitchen', cookie: kitchenTablet.cookie, email: null, name: 'Tablette cuisine' },
    { role: 'service', cookie: serviceTablet.cookie, email: null, name: 'Tablette salle' },
  ];
});

const get = (url: string, cookie: string) => team.call({ method: 'GET', url, cookie });

describe('GET /api/v1/tables by role', () => {
  it('gives the codes and QR addresses to owner and Gérant, the names only to the others', async () => {
    for (const who of everyone) {
      const response = await get('/api/v1/tables', who.cookie);
      expect(response.statusCode, `${who.name}: ${response.body}`).toBe(200);
      const { tables } = response.json();
      expect(tables.map((table: { name: string }) => table.name)).toEqual(['4', '7']);
      if (who.role === 'owner' || who.role === 'manager') {
        expect(tables[0], who.name).toEqual({
          name: '4',
          token: restaurant.tokens['4'],
          url: expect.stringContaining(`?t=${restaurant.tokens['4']}`),
        });
      } else {
        expect(tables, who.name).toEqual([{ name: '4' }, { name: '7' }]);
        expect(response.body, who.name).not.toContain(String(restaurant.tokens['4']));
      }
    }
  });
});

describe('GET /api/v1/account by role', () => {
  it('answers each role its own identity, role and permissions; the owner alone gets the plan', async () => {
    const restaurantName = restaurant.owner.restaurantName;
    for (const who of everyone) {
      const response = await get('/api/v1/account', who.cookie);
      expect(response.statusCode, `${who.name}: ${response.body}`).toBe(200);
      const account = response.json();
      expect(account, who.name).toMatchObject({
        name: who.name,
        email: who.email,
        role: who.role,
        restaurant: { name: restaurantName, canTakeOrders: true },
      });
      expect(account.permissions, who.name).toContain('orders.board');
      if (who.role === 'owner') {
        expect(account).toMatchObject({ id: restaurant.owner.id, plan: 'premium', restaurantName });
        expect(account.permissions).toContain('billing.manage');
        continue;
      }
      expect(account.id, who.name).not.toBe(restaurant.owner.id);
      expect(account.plan, who.name).toBeUndefined();
      expect(account.permissions, who.name).not.toContain('billing.manage');
      expect(response.body, who.name).not.toContain(restaurant.owner.email);
      // The menus screens follow the plan's limits: a Gérant edits menus, the others do not.
      if (who.role === 'manager') expect(account.entitlements.canTakeOrders).toBe(true);
      else {
        expect(Object.keys(account).sort(), who.name).toEqual(
          ['email', 'id', 'name', 'permissions', 'restaurant', 'role'].sort(),
        );
        expect(account.permissions, who.name).not.toContain('menus.write');
      }
    }
  });
});

describe('the journal and the payment account by role (docs/team.md, docs/api.md)', () => {
  it('lets the Gérant read closures and the payment account, connecting it is the owner’s', async () => {
    const [owner, manager, service, kitchen] = everyone as [Who, Who, Who, Who];
    for (const who of [owner, manager]) {
      const closures = await get('/api/v1/journal/closures?kind=day', who.cookie);
      expect(closures.statusCode, `${who.name}: ${closures.body}`).toBe(200);
      const status = await get('/api/v1/payments/account', who.cookie);
      expect(status.statusCode, `${who.name}: ${status.body}`).toBe(200);
    }
    for (const who of [service, kitchen]) {
      expect((await get('/api/v1/journal/closures?kind=day', who.cookie)).statusCode).toBe(403);
      expect((await get('/api/v1/payments/account', who.cookie)).statusCode).toBe(403);
    }
    const link = await team.call({
      method: 'POST',
      url: '/api/v1/payments/account/link',
      cookie: manager.cookie,
    });
    expect(link.statusCode, link.body).toBe(403);
  });
});
