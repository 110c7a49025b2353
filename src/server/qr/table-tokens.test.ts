import { beforeAll, describe, expect, it } from 'vitest';
import { createOwner, type OwnerFixture, signIn } from '../testing/factories';
import { testAppForThisFile } from '../testing/test-app';

// Issue 21 §2: each table's code carries a secret token the server maps back to the table.
// Runs on SQLite and on PostgreSQL.
const testApp = testAppForThisFile();
let owner: OwnerFixture;
let cookie: string;
beforeAll(async () => {
  owner = await createOwner({ auth: testApp.auth, database: testApp.testDatabase.database });
  cookie = await signIn(testApp.auth, owner);
});

type Table = { name: string; token: string; url: string };

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, as = cookie) =>
  testApp.app.inject({
    method,
    url,
    headers: { cookie: as, origin: testApp.config.publicUrl },
    ...(payload && { payload }),
  });
const tablesOf = async (as = cookie): Promise<Table[]> =>
  (await call('GET', '/api/v1/tables', undefined, as)).json().tables;
const byName = (tables: Table[]) => new Map(tables.map((table) => [table.name, table.token]));

describe('table tokens', () => {
  it('are random, unguessable and unique: 200 tables, 200 tokens of 16 URL-safe characters', async () => {
    const names = Array.from({ length: 200 }, (_, index) => String(index + 1));
    expect((await call('PUT', '/api/v1/tables', { names })).statusCode).toBe(200);
    const tables = await tablesOf();
    const tokens = tables.map((table) => table.token);
    expect(new Set(tokens).size).toBe(200);
    for (const table of tables) {
      expect(table.token).toMatch(/^[A-Za-z0-9_-]{16}$/);
      expect(table.url).toBe(`${testApp.config.publicUrl}/u/${owner.id}?t=${table.token}`);
    }
    // Not a counter nor a shared prefix: the tokens share no leading characters beyond chance.
    const prefixes = new Set(tokens.map((token) => token.slice(0, 3)));
    expect(prefixes.size).toBeGreaterThan(190);
  });

  it('survive a new list for the tables that stay (whatever their case); new ones get theirs', async () => {
    await call('PUT', '/api/v1/tables', { names: ['1', '2', 'bar'] });
    const before = byName(await tablesOf());
    const saved = await call('PUT', '/api/v1/tables', { names: ['Bar', '2', 'Terrasse'] });
    expect(saved.statusCode).toBe(200);
    const after = byName(await tablesOf());
    expect([...after.keys()]).toEqual(['Bar', '2', 'Terrasse']);
    expect(after.get('Bar')).toBe(before.get('bar'));
    expect(after.get('2')).toBe(before.get('2'));
    expect(after.get('Terrasse')).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect([...before.values()]).not.toContain(after.get('Terrasse'));
  });

  it('are regenerated one table at a time: a new token, the others untouched', async () => {
    await call('PUT', '/api/v1/tables', { names: ['4', 'Terrasse 2'] });
    const before = byName(await tablesOf());
    const response = await call('POST', '/api/v1/tables/Terrasse%202/regenerate');
    expect(response.statusCode).toBe(200);
    const table = response.json() as Table;
    expect(table.name).toBe('Terrasse 2');
    expect(table.token).not.toBe(before.get('Terrasse 2'));
    expect(table.url).toBe(`${testApp.config.publicUrl}/u/${owner.id}?t=${table.token}`);
    const after = byName(await tablesOf());
    expect(after.get('Terrasse 2')).toBe(table.token);
    expect(after.get('4')).toBe(before.get('4'));
  });

  it('answer 404 for a table the owner does not have, another owner’s included; 401 signed out', async () => {
    const stranger = await createOwner({
      auth: testApp.auth,
      database: testApp.testDatabase.database,
    });
    const strangerCookie = await signIn(testApp.auth, stranger);
    await call('PUT', '/api/v1/tables', { names: ['Bar'] }, strangerCookie);
    const theirs = byName(await tablesOf(strangerCookie));
    await call('PUT', '/api/v1/tables', { names: ['4'] });

    const missing = await call('POST', '/api/v1/tables/Bar/regenerate');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Table introuvable.');
    expect(byName(await tablesOf(strangerCookie))).toEqual(theirs);
    const signedOut = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/tables/4/regenerate',
      headers: { origin: testApp.config.publicUrl },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
