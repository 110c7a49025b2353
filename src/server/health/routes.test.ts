import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { migrations } from '../db/migrations';
import { isFullyMigrated } from '../db/migrator';
import { testAppForThisFile } from '../testing/test-app';

const isPostgres = inject('testDatabase').dialect === 'postgres';

describe('health checks', () => {
  const testApp = testAppForThisFile();
  const readyz = async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    return { code: response.statusCode, ...(response.json() as { status: string }) };
  };
  /** Polls /readyz every 5 ms until it says `status` (fails after 3 s). */
  async function readyzUntil(status: string) {
    const startedAt = Date.now();
    for (;;) {
      const answer = await readyz();
      if (answer.status === status) return answer;
      if (Date.now() - startedAt > 3000) throw new Error(`/readyz still says ${answer.status}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  it('/readyz is 200 once migrated and listening', async () => {
    expect(await readyzUntil('ready')).toEqual({ code: 200, status: 'ready' });
  });

  it.runIf(isPostgres)(
    '/readyz is 503 while the LISTEN connection is lost, 200 again after',
    async () => {
      await readyzUntil('ready');
      const pid = testApp.events.listenerPid();
      await sql`select pg_terminate_backend(${pid})`.execute(testApp.testDatabase.database.db);
      expect(await readyzUntil('event listener disconnected')).toMatchObject({ code: 503 });
      expect(await readyzUntil('ready')).toMatchObject({ code: 200 });
      expect(testApp.events.listenerPid()).not.toBe(pid);
    },
  );

  it('knows when a migration of this code is not applied yet', async () => {
    const { db } = testApp.testDatabase.database;
    expect(await isFullyMigrated(db)).toBe(true);
    const next = { name: '9999_not_applied', up: async () => {} };
    expect(await isFullyMigrated(db, [...migrations, next])).toBe(false);
    // Migrations of a newer release already applied do not make this one unready.
    expect(await isFullyMigrated(db, migrations.slice(0, -1))).toBe(true);
  });

  it('/readyz turns 503 as soon as a shutdown begins, while /healthz stays 200', async () => {
    await readyzUntil('ready');
    testApp.readiness.beginShutdown();
    expect(await readyz()).toEqual({ code: 503, status: 'shutting down' });
    const healthy = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(healthy.statusCode).toBe(200);
  });
});

describe('health checks without a database', () => {
  const testApp = testAppForThisFile();

  it('/readyz answers 503 once the database is gone, while /healthz stays 200', async () => {
    await testApp.testDatabase.database.destroy();
    const ready = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'database unavailable' });
    const healthy = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(healthy.statusCode).toBe(200);
  });

  it('/readyz turns 503 when the app starts closing', async () => {
    expect(testApp.readiness.isShuttingDown).toBe(false);
    await testApp.close();
    expect(testApp.readiness.isShuttingDown).toBe(true);
  });
});
