// Test-only: the app on its own SQLite database, in the Playwright process, with a clock the
// spec moves (buildApp's `now`, the same injection the integration tests use). The shared e2e
// server runs on the real clock; time-bound pages (promotions) need this one. Nothing here is
// reachable from a production server: it lives under tests/.
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { MenuDocumentInput } from '../../../src/domain/menu/menu-schema';
import type { Plan } from '../../../src/domain/plans/plans';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { createDatabase } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrator';
import { silentLogger } from '../../../src/server/logging/logger';
import { createMailer } from '../../../src/server/mail/mailer';
import {
  createMenu,
  createOwner,
  createSessionCookie,
} from '../../../src/server/testing/factories';
import { E2E_DATA_DIR } from './e2e-env';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

/** A free TCP port on this machine (asked of the system, then released). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function startClockServer(startAt: Date) {
  let clock = startAt;
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const dataDir = `${E2E_DATA_DIR}-clock-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    AUTH_SECRET: 'e2e-only-secret-for-the-clock-test-server',
  });
  const database = createDatabase(config.database);
  await migrateToLatest(database.db, database.dialect);
  const { app, handles } = await buildApp({
    config,
    database,
    spa: { mode: 'built', root: ROOT },
    mailer: createMailer({ from: config.mailFrom, log: silentLogger }),
    now: () => clock,
    logger: false,
  });
  await app.listen({ port, host: '127.0.0.1' });
  const deps = { auth: await handles.loadAuth(), database, events: handles.events };

  return {
    baseUrl,
    /** Moves the server's clock (Europe/Paris windows are read against it). */
    setClock: (at: Date) => {
      clock = at;
    },
    createOwner: (options: { restaurantName: string; plan: Plan }) => createOwner(deps, options),
    sessionCookie: (ownerId: string) => createSessionCookie(deps.auth, ownerId),
    createMenu: (ownerId: string, document: MenuDocumentInput) =>
      createMenu(deps, ownerId, document),
    async close() {
      await app.close();
      await database.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
