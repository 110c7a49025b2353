// `npm run db:roles [-- <role>]`: the PostgreSQL runtime role (docs/deploy.md "PostgreSQL roles").
import { ConfigError, loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateDatabase } from '../db/migrate-database';
import { grantRuntimeRole } from './db-roles';

/**
 * Connects as the tables' owner (DATABASE_MIGRATION_URL, else DATABASE_URL), applies the
 * migrations, then creates or updates the runtime role: the one named on the command line, or
 * DATABASE_URL's user (with its password) when DATABASE_MIGRATION_URL is set.
 */
try {
  const config = loadConfig();
  if (config.database.dialect !== 'postgres') {
    console.error('db:roles is for PostgreSQL: set DATABASE_URL (and DATABASE_MIGRATION_URL).');
    process.exit(2);
  }
  const runtimeUrl = new URL(config.database.url);
  const [named] = process.argv.slice(2);
  const role =
    named ?? (config.migrationDatabaseUrl ? decodeURIComponent(runtimeUrl.username) : '');
  if (!role) {
    console.error(
      'Name the runtime role (npm run db:roles -- ardoise_app), or set DATABASE_MIGRATION_URL (the owner) and DATABASE_URL (the runtime role, user and password).',
    );
    process.exit(2);
  }
  const ownerUrl = config.migrationDatabaseUrl ?? config.database.url;
  const owner = createDatabase({ dialect: 'postgres', url: ownerUrl });
  try {
    await migrateDatabase({ ...config, migrationDatabaseUrl: undefined }, owner);
    const password =
      !named && runtimeUrl.password ? decodeURIComponent(runtimeUrl.password) : undefined;
    for (const line of await grantRuntimeRole(owner.db, { role, password })) console.log(line);
  } finally {
    await owner.destroy();
  }
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  for (const problem of error.problems) console.error(problem);
  process.exitCode = 2;
}
