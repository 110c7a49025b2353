import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('health checks', () => {
  it('/readyz answers 503 once the database is gone, while /healthz stays 200', async () => {
    await testApp.testDatabase.database.destroy();
    const ready = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'database unavailable' });
    const healthy = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(healthy.statusCode).toBe(200);
  });
});
