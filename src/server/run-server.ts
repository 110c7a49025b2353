import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { buildApp } from './app';
import { type Config, loadConfigOrExit } from './config';
import { resolveAuthSecret } from './config-secrets';
import { createDatabase } from './db/database';
import { migrateDatabase } from './db/migrate-database';
import { holdServerLock, SERVER_LOCK_FILE, type ServerLock } from './db/server-lock';
import { PROJECT_ROOT } from './project-root';

/**
 * The whole server process: config → database → migrations → app → listen, and a graceful
 * shutdown on SIGTERM/SIGINT (docs/deploy.md "Graceful shutdown"): /readyz turns 503 at once;
 * after SHUTDOWN_DRAIN_MS (time for a load balancer polling /readyz to stop sending) the server
 * stops accepting, ends every event stream with a retry hint (sse.ts), lets in-flight requests
 * finish, closes the database and exits 0 — or exits 1 when SHUTDOWN_GRACE_MS runs out.
 * `extend` lets a test fixture add routes to the real server.
 */
export async function runServer(
  options: { config?: Config; extend?: FastifyPluginAsync } = {},
): Promise<FastifyInstance> {
  const config = options.config ?? loadConfigOrExit();
  const lock = holdServerLockOrExit(config);
  // Until the app (and its logger) exists, connection errors go to stderr.
  let reportConnectionError = (error: Error) => console.error(error);
  const database = createDatabase(config.database, {
    onConnectionError: (error) => reportConnectionError(error),
  });
  await migrateDatabase(config, database);

  const warnings: string[] = [];
  config.authSecret = resolveAuthSecret(config, (message) => warnings.push(message));
  const { app, handles } = await buildApp({
    config,
    database,
    spa: { mode: config.env === 'development' ? 'vite' : 'built', root: PROJECT_ROOT },
    // After the plugins' own close hooks: the last counts are written before it goes.
    afterClose: async () => {
      await database.destroy();
      lock?.release();
    },
  });
  for (const warning of warnings) app.log.warn(warning);
  reportConnectionError = (error) => app.log.warn({ err: error }, 'database connection lost');
  if (options.extend) await app.register(options.extend);

  const { drainMs, graceMs } = config.shutdown;
  closeWithGrace({ delay: graceMs }, async ({ signal, err }) => {
    handles.readiness.beginShutdown();
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info(`${signal} received, shutting down`);
    if (drainMs > 0 && !err) {
      app.log.info(`/readyz answers 503; closing in ${drainMs} ms`);
      await sleep(drainMs);
    }
    await app.close();
    app.log.info('closed');
  });

  // A busy instance queues new connections rather than refusing them: Node's default backlog
  // (511) overflowed in bench:service's busiest seconds, and a proxy that cannot connect
  // marks the instance down (502 to every request meanwhile). The kernel caps it at
  // net.core.somaxconn (docs/deploy.md).
  const address = await app.listen({ port: config.port, host: config.host, backlog: 4096 });
  app.log.info(
    `Ardoise is ready: ${config.port === 0 ? address : config.publicUrl} (database: ${database.dialect})`,
  );
  return app;
}

/** How long a starting server waits for a restore of its DATA_DIR to finish. */
const RESTORE_WAIT_MS = 9_000;

/**
 * Tells `npm run restore` that a server uses this SQLite database (db/server-lock.ts). A restore
 * in progress gets a few seconds to finish; after that the server refuses to start on files
 * being replaced.
 */
function holdServerLockOrExit(config: Config): ServerLock | null {
  if (config.database.dialect !== 'sqlite') return null;
  const lock = holdServerLock(config.dataDir, RESTORE_WAIT_MS);
  if (lock) return lock;
  console.error(
    `DATA_DIR: a restore is running on ${config.dataDir} (its ${SERVER_LOCK_FILE} is locked); start the server once it is done`,
  );
  process.exit(1);
}
