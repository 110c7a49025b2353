import crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { testAppForThisFile } from '../testing/test-app';
import { isSameToken } from './metrics-access';
import { parseExposition } from './testing/exposition';

const TOKEN = 'f3a9c1d2e4b5a6978877665544332211aabbccddeeff00112233445566778899';
const PUBLIC_CLIENT = '203.0.113.9';

describe('/metrics without METRICS_TOKEN', () => {
  const testApp = testAppForThisFile();
  const get = (options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
    testApp.app.inject({ method: 'GET', url: '/metrics', ...options });

  it('answers a client on this machine, in the text format, never cached', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await get({ remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(() => parseExposition(response.body)).not.toThrow();
      expect(response.body).toContain('# TYPE ardoise_http_request_duration_seconds histogram');
      expect(response.body).toContain('# TYPE process_resident_memory_bytes gauge');
    }
  });

  it('is an ordinary 404 for anyone else, bearer or not', async () => {
    const unknown = await get({ remoteAddress: PUBLIC_CLIENT });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('ardoise_');
    const withBearer = await get({
      remoteAddress: PUBLIC_CLIENT,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(withBearer.statusCode).toBe(404);
    const other = await testApp.app.inject({ method: 'GET', url: '/metrics-nothing-here' });
    expect(unknown.headers['content-type']).toBe(other.headers['content-type']);
  });

  it('is a 404 for a request that came through a proxy on this machine', async () => {
    const proxied: Record<string, string>[] = [
      { 'x-forwarded-for': PUBLIC_CLIENT },
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: `for=${PUBLIC_CLIENT}` },
      { 'x-real-ip': PUBLIC_CLIENT },
      { 'x-forwarded-proto': 'https' },
    ];
    for (const headers of proxied) {
      expect((await get({ remoteAddress: '127.0.0.1', headers })).statusCode).toBe(404);
    }
  });

  it('is not in the OpenAPI description', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).not.toContain('/metrics');
  });
});

describe('/metrics with METRICS_TOKEN, behind a proxy (TRUST_PROXY)', () => {
  const testApp = testAppForThisFile({
    env: { METRICS_TOKEN: TOKEN, TRUST_PROXY: 'true', PUBLIC_URL: 'https://ardoise.example' },
  });
  const get = (remoteAddress: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress,
      headers: { host: '10.0.0.5:3000', ...headers },
    });

  it('answers the token from anywhere, by the internal address Prometheus uses', async () => {
    expect((await get(PUBLIC_CLIENT, { authorization: `Bearer ${TOKEN}` })).statusCode).toBe(200);
    expect((await get(PUBLIC_CLIENT, { authorization: `bearer ${TOKEN}` })).statusCode).toBe(200);
    const proxied = { 'x-forwarded-for': PUBLIC_CLIENT, authorization: `Bearer ${TOKEN}` };
    expect((await get('127.0.0.1', proxied)).statusCode).toBe(200);
  });

  it('refuses a wrong or missing token with a 404', async () => {
    const wrong = `${TOKEN.slice(0, -1)}0`;
    for (const authorization of [
      `Bearer ${wrong}`,
      `Bearer ${TOKEN.slice(0, 32)}`,
      `Bearer ${TOKEN}x`,
      `Basic ${TOKEN}`,
      TOKEN,
      '',
    ]) {
      const response = await get(PUBLIC_CLIENT, authorization ? { authorization } : {});
      expect(response.statusCode, authorization).toBe(404);
    }
  });

  it('needs the token for a public client proxied from this machine', async () => {
    // The proxy connects from loopback; TRUST_PROXY makes request.ip the public client.
    expect((await get('127.0.0.1', { 'x-forwarded-for': PUBLIC_CLIENT })).statusCode).toBe(404);
    // A client writing its own loopback entry, which the proxy passes on.
    const spoofed = { 'x-forwarded-for': `127.0.0.1, ${PUBLIC_CLIENT}` };
    expect((await get('127.0.0.1', spoofed)).statusCode).toBe(404);
    expect((await get('127.0.0.1')).statusCode).toBe(200);
  });
});

describe('the token comparison', () => {
  it('compares fixed-length digests in constant time, whatever the lengths given', () => {
    const compare = vi.spyOn(crypto, 'timingSafeEqual');
    expect(isSameToken(TOKEN, TOKEN)).toBe(true);
    expect(isSameToken(`${TOKEN.slice(0, -1)}0`, TOKEN)).toBe(false);
    expect(isSameToken('a', TOKEN)).toBe(false);
    expect(isSameToken('', TOKEN)).toBe(false);
    expect(compare).toHaveBeenCalledTimes(4);
    for (const [given, expected] of compare.mock.calls) {
      expect((given as Buffer).length).toBe(32);
      expect((expected as Buffer).length).toBe(32);
    }
    compare.mockRestore();
  });
});

describe('METRICS_TOKEN', () => {
  it('is optional, and refused when too short or not a bearer token', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).metricsToken).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test', METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    for (const value of ['too-short', `${TOKEN.slice(0, 20)} ${TOKEN.slice(20)}`, `${TOKEN}é`]) {
      expect(() => loadConfig({ NODE_ENV: 'test', METRICS_TOKEN: value })).toThrow(ConfigError);
    }
  });
});
