import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

// Spec part 1 §2: canonical host and https.
let behindProxy: TestApp;
let direct: TestApp;
beforeAll(async () => {
  behindProxy = await createTestApp({ PUBLIC_URL: 'https://app.ardoise.fr', TRUST_PROXY: 'true' });
  direct = await createTestApp({ PUBLIC_URL: 'https://app.ardoise.fr' });
});
afterAll(async () => {
  await behindProxy.close();
  await direct.close();
});

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

    const other = await get(direct, '/r/abc', { host: 'menu.bistrot-example.com' });
    expect(other.statusCode).toBe(301);
    expect(other.headers.location).toBe('https://menu.bistrot-example.com/r/abc');
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

  it('leaves localhost and health checks alone', async () => {
    const local = await get(direct, '/login', { host: 'localhost:3000' });
    expect(local.statusCode).toBe(200);
    const health = await get(direct, '/healthz', { host: '10.0.0.7:3000' });
    expect(health.statusCode).toBe(200);
  });
});
