import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppDeps, type AppHandles, buildApp } from '../app';
import type { Auth } from '../auth/auth';
import { type Config, loadConfig } from '../config';
import { silentLogger } from '../logging/logger';
import { createMailer } from '../mail/mailer';
import type { Outbox } from '../mail/outbox';
import { forThisFile } from './for-this-file';
import { memoizedPasswordHashing } from './memoized-passwords';
import { attachTestDatabase, createTestDatabase, type TestDatabase } from './test-database';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

/** The payments journal's key in tests (hex, 32 bytes): fixed, so two instances share it. */
export const TEST_JOURNAL_KEY = 'a1'.repeat(32);

/** The app and its test handles (what tests reach inside it, never decorated onto it). */
export type TestApp = Omit<AppHandles, 'loadAuth'> & {
  app: FastifyInstance;
  /** Better Auth, loaded (the factories sign owners up through it). */
  auth: Auth;
  config: Config;
  testDatabase: TestDatabase;
  /** Mail sent by the app (the local outbox: tests read links from it). */
  outbox: Outbox;
  /** The address it listens at with `listen: true`, else ''. */
  baseUrl: string;
  close(): Promise<void>;
};

export type TestAppOptions = {
  /** Environment variables on top of the test defaults. */
  env?: Record<string, string>;
  /** Also serve the app on a real socket, at `testApp.baseUrl`. */
  listen?: boolean;
  /** A second instance on this app's database (own pool, own caches, own event listener). */
  sameDatabaseAs?: TestApp;
  /** Routes inside the /api/v1 scope, to exercise its hooks. */
  apiRoutes?: AppDeps['extraApiRoutes'];
  /** Lower photo quotas and limits. */
  imageLimits?: AppDeps['imageLimits'];
  /** The queue photos are processed through. */
  imageWork?: AppDeps['imageWork'];
  /** Lower caps on live streams per client. */
  streamLimits?: AppDeps['streamLimits'];
  /** The app's clock for time-bound rules ("Épuisé" marks, menu schedules). */
  now?: AppDeps['now'];
  /** Run after every plugin's close hook (where the process entry closes the database). */
  afterClose?: AppDeps['afterClose'];
};

/**
 * The one way to set up a test app: the real application on a fresh database, created before
 * the tests of the enclosing file or `describe` block and closed after them. The returned
 * object stands for it from `beforeAll` on. `options` may be a function, read in `beforeAll`
 * (an env that points at a fake vendor started just before).
 */
export function testAppForThisFile(options: TestAppOptions | (() => TestAppOptions) = {}): TestApp {
  return forThisFile(
    () => createTestApp(typeof options === 'function' ? options() : options),
    (testApp) => testApp.close(),
  );
}

/** A test app's address on a real socket (listening from its first use on). */
export async function listeningUrl(instance: TestApp): Promise<string> {
  const address = instance.app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  return instance.app.listen({ port: 0, host: '127.0.0.1' });
}

async function createTestApp(options: TestAppOptions): Promise<TestApp> {
  const testDatabase = options.sameDatabaseAs
    ? attachTestDatabase(options.sameDatabaseAs.testDatabase)
    : await createTestDatabase();
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: testDatabase.dataDir,
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      JOURNAL_SIGNING_KEY: TEST_JOURNAL_KEY,
      // Scheduled backups only where a test asks for them (docs/backups.md).
      BACKUP_SCHEDULE: 'off',
      ...options.env,
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
    afterClose: options.afterClose,
    passwordHashing: memoizedPasswordHashing,
  });
  await app.ready();
  // As a load balancer waits for /readyz: on PostgreSQL the event listener connects just after
  // start, and a test that begins before it would race it (a second instance's event caught up
  // later, /readyz still 503).
  await waitUntil(() => handles.events.isListening(), 'the event listener to connect');
  // The factories sign owners up through Better Auth (loaded on first use in production).
  const auth = await handles.loadAuth();
  const { loadAuth: _, ...rest } = handles;
  const baseUrl = options.listen ? await app.listen({ port: 0, host: '127.0.0.1' }) : '';
  let closing: Promise<void> | undefined;
  return {
    ...rest,
    app,
    auth,
    config,
    testDatabase,
    outbox,
    baseUrl,
    // Once: a test that shuts the app down itself leaves nothing for afterAll.
    close() {
      closing ??= app.close().then(() => testDatabase.cleanup());
      return closing;
    },
  };
}

async function waitUntil(condition: () => boolean, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`test app: waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
