import type { Config } from '../config';
import { type AppDatabase, createDatabase } from './database';
import { migrateToLatest } from './migrator';

/**
 * Migrations at start and in `npm run db:migrate`: as the tables' owner. With
 * DATABASE_MIGRATION_URL (PostgreSQL, docs/deploy.md "PostgreSQL roles") a separate connection
 * as that role applies them and closes; the app goes on as DATABASE_URL's runtime role, which
 * owns no table and so cannot disable the journal's triggers. Without it, `database` does both.
 */
export async function migrateDatabase(config: Config, database: AppDatabase): Promise<string[]> {
  if (!config.migrationDatabaseUrl || database.dialect !== 'postgres') {
    return migrateToLatest(database.db, database.dialect);
  }
  const owner = createDatabase({ dialect: 'postgres', url: config.migrationDatabaseUrl });
  try {
    return await migrateToLatest(owner.db, owner.dialect);
  } finally {
    await owner.destroy();
  }
}
