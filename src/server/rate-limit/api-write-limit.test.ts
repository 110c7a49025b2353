import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { testDatabaseForThisFile } from '../testing/test-database';
import { createWriteLimitHook } from './api-write-limit';
import { createThrottle } from './throttle';

const testDatabase = testDatabaseForThisFile();

describe('API write limit', () => {
  it('answers 429 in French past the limit, per client address, writes only', async () => {
    const app = Fastify();
    app.addHook(
      'onRequest',
      createWriteLimitHook(
        createThrottle(testDatabase.database.db, { limit: 3, windowMs: 60_000 }),
      ),
    );
    app.post('/api/v1/thing', async () => ({ ok: true }));
    app.get('/api/v1/thing', async () => ({ ok: true }));
    app.post('/api/v1/unlimited', { config: { writeLimit: false } }, async () => ({ ok: true }));
    const post = (remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/v1/thing', remoteAddress, payload: {} });
    for (let i = 0; i < 3; i++) expect((await post('203.0.113.1')).statusCode).toBe(200);
    const limited = await post('203.0.113.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe('Trop de requêtes. Veuillez patienter une minute.');
    expect(limited.headers['retry-after']).toBe('60');
    expect((await post('203.0.113.2')).statusCode).toBe(200);
    const unlimited = await app.inject({
      method: 'POST',
      url: '/api/v1/unlimited',
      remoteAddress: '203.0.113.1',
      payload: {},
    });
    expect(unlimited.statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/thing', remoteAddress: '203.0.113.1' }))
        .statusCode,
    ).toBe(200);
    await app.close();
  });
});
