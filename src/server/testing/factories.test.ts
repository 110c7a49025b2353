import { describe, expect, it } from 'vitest';
import { createOwner, createSessionCookie } from './factories';
import { testAppForThisFile } from './test-app';

// The e2e fixtures sign owners in with this cookie alone: the server must take it as its own.
const testApp = testAppForThisFile();
const deps = () => ({ auth: testApp.auth, database: testApp.testDatabase.database });

describe('createSessionCookie', () => {
  it('is a session cookie the server accepts, for that owner only', async () => {
    const owner = await createOwner(deps(), { restaurantName: 'Chez Marcel' });
    const { name, value } = await createSessionCookie(testApp.auth, owner.id);
    expect(name).toBe('better-auth.session_token');

    const account = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/account',
      headers: { cookie: `${name}=${value}` },
    });
    expect(account.statusCode, account.body).toBe(200);
    expect(account.json()).toMatchObject({ id: owner.id, restaurantName: 'Chez Marcel' });

    const session = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: `${name}=${value}` },
    });
    expect(session.json()).toMatchObject({ user: { id: owner.id, email: owner.email } });
  });

  it('is refused once tampered with', async () => {
    const owner = await createOwner(deps());
    const { name, value } = await createSessionCookie(testApp.auth, owner.id);
    const [token, signature] = decodeURIComponent(value).split('.');
    const forged = encodeURIComponent(`${token}x.${signature}`);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/account',
      headers: { cookie: `${name}=${forged}` },
    });
    expect(response.statusCode).toBe(401);
  });
});
