import { describe, expect, it } from 'vitest';
import { testAppForThisFile } from '../testing/test-app';

const testApp = testAppForThisFile();

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
