import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppDeps, type AppHandles, buildApp } from '../app';
import type { Auth } from '../auth/auth';
import { type Config, loadConfig } from '../config';
import { silentLogger } from '../logging/logger';
import { createMailer } from '../mail/mailer';
import type { Outbox } from '../mail/outbox';
import { forThisFile } from './for-this-file';
import { attachTestDatabase, createTestDatabase, type TestDatabase } from './test-database';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

/** The app and its test handles (what tests reach inside it, never decorated onto it). */
export type TestApp = Omit<AppHandles, 'loadAuth'> & {
  app: FastifyInstance;
  /** Better Auth, loaded (the factories sign owners up through it). */
  auth: Auth;
  config: Config;
  testDatabase: TestDatabase;
  /** Mail sent by the app (the local outbox: tests read links from it). */
  outbox: Outbox;
  close(): Promise<void>;
};

/** The real application on a fresh database, for `app.inject` tests. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    beforeReady?: (app: FastifyInstance) => void | Promise<void>;
    /** Routes inside the /api/v1 scope, to exercise its hooks. */
    apiRoutes?: (api: FastifyInstance) => void;
    /** A second instance on this app's database (own pool, own caches, own event listener). */
    sameDatabaseAs?: TestApp;
    /** Lower photo quotas and limits. */
    imageLimits?: AppDeps['imageLimits'];
    /** The queue photos are processed through. */
    imageWork?: AppDeps['imageWork'];
    /** Lower caps on live streams per client. */
    streamLimits?: AppDeps['streamLimits'];
    /** The app's clock for time-bound rules ("Épuisé" until tomorrow). */
    now?: AppDeps['now'];
  } = {},
): Promise<TestApp> {
  const testDatabase = options.sameDatabaseAs
    ? attachTestDatabase(options.sameDatabaseAs.testDatabase)
    : await createTestDatabase();
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: testDatabase.dataDir,
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      ...env,
    }),
    database: testDatabase.settings,
  };
  const mailer = createMailer({ from: 'Ardoise <test@ardoise.local>', log: silentLogger });
  const outbox = mailer.outbox;
  if (!outbox) throw new Error('the test mailer keeps an outbox');
  const { app, handles } = await buildApp({
    mailer,
    config,
    database: testDatabase.database,
    spa: { mode: 'built', root: ROOT },
    logger: false,
    extraApiRoutes: options.apiRoutes,
    imageLimits: options.imageLimits,
    imageWork: options.imageWork,
    streamLimits: options.streamLimits,
    now: options.now,
  });
  await options.beforeReady?.(app);
  await app.ready();
  // The factories sign owners up through Better Auth (loaded on first use in production).
  const auth = await handles.loadAuth();
  const { loadAuth: _, ...rest } = handles;
  return {
    ...rest,
    app,
    auth,
    config,
    testDatabase,
    outbox,
    async close() {
      await app.close();
      await testDatabase.cleanup();
    },
  };
}

/**
 * The usual test-file setup in one line: an app created before the file's tests and closed
 * after them (`listen: true` also serves it on a real socket, at `testApp.baseUrl`).
 */
export function testAppForThisFile(
  options: {
    env?: Record<string, string>;
    listen?: boolean;
    /** The app's clock (time-bound rules: "Épuisé" marks, menu schedules). */
    now?: AppDeps['now'];
  } = {},
): TestApp & { baseUrl: string } {
  return forThisFile(
    async () => {
      const testApp = await createTestApp(options.env, { now: options.now });
      const baseUrl = options.listen
        ? await testApp.app.listen({ port: 0, host: '127.0.0.1' })
        : '';
      return { ...testApp, baseUrl };
    },
    (testApp) => testApp.close(),
  );
}
