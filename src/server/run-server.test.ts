import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './testing/server-process';
import { createTestDatabase, type TestDatabase } from './testing/test-database';

// The real process, as `npm start` runs it, on this project's dialect (SQLite or PostgreSQL).
let testDatabase: TestDatabase;
let env: Record<string, string>;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
  await testDatabase.database.destroy();
  env = {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: testDatabase.dataDir,
    ...(testDatabase.settings.dialect === 'postgres' && {
      DATABASE_URL: testDatabase.settings.url,
    }),
  };
});
afterAll(() => testDatabase.cleanup());

describe('server process', () => {
  it('migrates, serves /login and /healthz, and lets in-flight requests finish on SIGTERM', async () => {
    // (A connection that never sent a request, as a browser's preconnect, must not hold the
    // shutdown: Node's server.close() leaves it open until its 60 s headers timeout.)
    const server = startServerProcess(
      { source: 'src/server/testing/fixtures/slow-server.ts' },
      env,
    );
    const baseUrl = await server.ready;

    const login = await fetch(`${baseUrl}/login`);
    expect(login.status).toBe(200);
    expect(await login.text()).toContain('<html lang="fr">');
    expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);
    expect((await fetch(`${baseUrl}/nope`)).status).toBe(404);

    const slow = fetch(`${baseUrl}/__test/slow`);
    await server.printed('slow request started');
    const preconnect = net.connect(Number(new URL(baseUrl).port), '127.0.0.1');
    await once(preconnect, 'connect');
    const preconnectClosed = once(preconnect, 'close');
    server.child.kill('SIGTERM');

    const response = await slow;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    const exit = await server.exited;
    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('SIGTERM received, shutting down');
    await preconnectClosed;
  });

  it('exits 1 with one line naming DATABASE_URL when it is invalid', async () => {
    const server = startServerProcess(
      { source: path.join('src', 'server', 'main.ts') },
      { ...env, DATABASE_URL: 'nonsense' },
    );
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.output().trim()).toBe(
      'DATABASE_URL: must be a postgres:// or postgresql:// URL (leave it unset for SQLite)',
    );
  });
});
