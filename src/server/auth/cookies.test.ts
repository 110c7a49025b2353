import { describe, expect, it } from 'vitest';
import { createOwner } from '../testing/factories';
import { testAppForThisFile } from '../testing/test-app';

// Under https (behind a TLS-terminating proxy), the session cookie is Secure.
const testApp = testAppForThisFile({
  env: { PUBLIC_URL: 'https://app.ardoise.fr', TRUST_PROXY: 'true' },
});
const deps = () => ({ auth: testApp.auth, database: testApp.testDatabase.database });

describe('session cookie over https', () => {
  it('is HttpOnly, SameSite=Lax and Secure', async () => {
    const owner = await createOwner(deps());
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: {
        host: 'app.ardoise.fr',
        'x-forwarded-proto': 'https',
        origin: 'https://app.ardoise.fr',
      },
      payload: { email: owner.email, password: owner.password },
    });
    expect(response.statusCode).toBe(200);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/__Secure-/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });
});
