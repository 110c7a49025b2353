import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { Config } from '../config';
import { type AppDatabase, createDatabase } from '../db/database';
import { type AppMigration, migrateToLatest } from '../db/migrator';
import { forThisFile } from './for-this-file';

export type TestDatabaseTarget = { dialect: 'sqlite' } | { dialect: 'postgres'; url: string };

declare module 'vitest' {
  interface ProvidedContext {
    /** Chosen by the Vitest project (vitest.config.ts): the same tests run on both engines. */
    testDatabase: TestDatabaseTarget;
  }
}

export type TestDatabase = {
  database: AppDatabase;
  settings: Config['database'];
  dataDir: string;
  cleanup(): Promise<void>;
};

/**
 * A fresh, migrated database for one test file: a temporary SQLite file, or a new PostgreSQL
 * database created on TEST_DATABASE_URL's server and dropped afterwards.
 */
export async function createTestDatabase(
  options: { migrations?: readonly AppMigration[] } = {},
): Promise<TestDatabase> {
  const target = inject('testDatabase');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ardoise-test-'));
  let settings: Config['database'];
  let dropDatabase = async () => {};

  if (target.dialect === 'sqlite') {
    settings = { dialect: 'sqlite', file: path.join(dataDir, 'test.sqlite') };
  } else {
    const name = `ardoise_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await withAdminClient(target.url, (client) => client.query(`CREATE DATABASE ${name}`));
    const url = new URL(target.url);
    url.pathname = `/${name}`;
    settings = { dialect: 'postgres', url: url.toString() };
    dropDatabase = async () => {
      await withAdminClient(target.url, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    };
  }

  // Dropping the database at the end may cut connections that are closing: expected here.
  const database = createDatabase(settings, { onConnectionError: () => {} });
  await migrateToLatest(database.db, database.dialect, options.migrations);
  return {
    database,
    settings,
    dataDir,
    async cleanup() {
      await database.destroy();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Another connection pool on an existing test database, as a second app instance would open
 * (several instances on one PostgreSQL). Cleanup closes this pool only.
 */
export function attachTestDatabase(existing: TestDatabase): TestDatabase {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ardoise-test-'));
  const database = createDatabase(existing.settings, { onConnectionError: () => {} });
  return {
    database,
    settings: existing.settings,
    dataDir,
    async cleanup() {
      await database.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The usual setup of a test file that needs only a database: created before, dropped after. */
export function testDatabaseForThisFile(): TestDatabase {
  return forThisFile(createTestDatabase, (testDatabase) => testDatabase.cleanup());
}
