import { describe, expect, it } from 'vitest';
import { type TestApp, testAppForThisFile } from '../testing/test-app';

// Spec part 1 §2: canonical host and https.
const behindProxy = testAppForThisFile({
  env: { PUBLIC_URL: 'https://app.ardoise.fr', TRUST_PROXY: 'true' },
});
const direct = testAppForThisFile({ env: { PUBLIC_URL: 'https://app.ardoise.fr' } });
/** PUBLIC_URL left on localhost (development). */
const local = testAppForThisFile();

const get = (test: TestApp, url: string, headers: Record<string, string>) =>
  test.app.inject({ method: 'GET', url, headers });

describe('URL rules', () => {
  it('redirects another host of the product domain to the canonical host (301)', async () => {
    const response = await get(behindProxy, '/login?x=1', {
      host: 'www.ardoise.fr',
      'x-forwarded-proto': 'https',
    });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('https://app.ardoise.fr/login?x=1');
  });

  it('redirects plain http on a non-localhost host to https', async () => {
    const own = await get(direct, '/login', { host: 'app.ardoise.fr' });
    expect(own.statusCode).toBe(301);
    expect(own.headers.location).toBe('https://app.ardoise.fr/login');
  });

  it('refuses a host that is not ours with 421 and a short French text (issue 21 §7)', async () => {
    const cases: [TestApp, Record<string, string>][] = [
      [direct, { host: 'menu.bistrot-example.com' }],
      [behindProxy, { host: 'evil.example', 'x-forwarded-proto': 'https' }],
      [behindProxy, { host: 'app.ardoise.fr', 'x-forwarded-host': 'ardoise.fr.evil.example' }],
      [direct, { host: '203.0.113.9:3000' }],
    ];
    for (const [test, headers] of cases) {
      for (const url of ['/r/abc', '/login', '/api/v1/openapi.json', '/api/auth/get-session']) {
        const response = await get(test, url, headers);
        expect(response.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(421);
        expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.body).toBe(
          'Cette adresse n’est pas servie par ce serveur. Le service est à l’adresse https://app.ardoise.fr.',
        );
      }
    }
  });

  it('serves every host while PUBLIC_URL is on localhost (development)', async () => {
    const response = await get(local, '/login', { host: 'menu.bistrot-example.com' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('https://menu.bistrot-example.com/login');
  });

  it('honours X-Forwarded-Proto only when TRUST_PROXY is set', async () => {
    const headers = { host: 'app.ardoise.fr', 'x-forwarded-proto': 'https' };
    const trusted = await get(behindProxy, '/login', headers);
    expect(trusted.statusCode).toBe(200);
    expect(trusted.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const untrusted = await get(direct, '/login', headers);
    expect(untrusted.statusCode).toBe(301);
  });

  it('leaves loopback hosts and health checks on any host alone', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      expect((await get(direct, '/login', { host })).statusCode, host).toBe(200);
    }
    for (const host of ['10.0.0.7:3000', 'evil.example', '127.0.0.1']) {
      for (const url of ['/healthz', '/readyz']) {
        expect((await get(direct, url, { host })).statusCode, `${url} ${host}`).toBe(200);
      }
    }
  });
});
