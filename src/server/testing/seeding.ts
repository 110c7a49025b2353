import { createAuth } from '../auth/auth';
import type { Config } from '../config';
import { resolveAuthSecret } from '../config-secrets';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrator';
import { createEventBus } from '../events/event-bus';
import { consoleLogger, silentLogger } from '../logging/logger';
import { createMailer } from '../mail/mailer';
import type { FactoryDeps } from './factories';

/**
 * What the benchmarks need to write owners, menus and sessions straight into the configured
 * database with the tests' factories (before the servers start): the database migrated, a
 * writing event bus and Better Auth, silent. `close()` when done.
 */
export async function openSeeding(
  config: Config,
): Promise<FactoryDeps & { close(): Promise<void> }> {
  const database = createDatabase(config.database);
  try {
    await migrateToLatest(database.db, database.dialect);
  } catch (error) {
    await database.destroy();
    throw error;
  }
  const events = createEventBus({ database, log: consoleLogger() });
  const auth = createAuth({
    config: { ...config, authSecret: resolveAuthSecret(config, () => {}) },
    database,
    mailer: createMailer({ from: config.mailFrom, log: silentLogger }),
    events,
    log: silentLogger,
  });
  return { auth, database, events, close: () => database.destroy() };
}
