import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, inject } from 'vitest';
import type { Config } from '../config';
import { type AppDatabase, createDatabase } from '../db/database';
import { type AppMigration, migrateToLatest } from '../db/migrator';
import { forThisFile } from './for-this-file';
import { databaseUrl, type TemplateDatabase, withAdminClient } from './template-database';

export type TestDatabaseTarget = { dialect: 'sqlite' } | { dialect: 'postgres'; url: string };

declare module 'vitest' {
  interface ProvidedContext {
    /** Chosen by the Vitest project (vitest.config.ts): the same tests run on both engines. */
    testDatabase: TestDatabaseTarget;
    /** This run's migrated template (global-setup.ts): each file's database is a copy. */
    templateDatabase: TemplateDatabase;
  }
}

export type TestDatabase = {
  database: AppDatabase;
  settings: Config['database'];
  dataDir: string;
  cleanup(): Promise<void>;
};

/** Test files that declare they open no database run once, on SQLite only (docs/testing.md). */
export const NO_DATABASE_SUFFIX = '.no-db.test.ts';

/**
 * A fresh, migrated database for one test file: a copy of this run's migrated template (a
 * SQLite file, or a PostgreSQL database created from it on TEST_DATABASE_URL's server and
 * dropped afterwards). With `migrations`, an empty database migrated through that list instead
 * (the migration tests).
 */
export async function createTestDatabase(
  options: { migrations?: readonly AppMigration[] } = {},
): Promise<TestDatabase> {
  refuseInNoDatabaseFile();
  const target = inject('testDatabase');
  const template = options.migrations ? null : inject('templateDatabase');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ardoise-test-'));
  let settings: Config['database'];
  let dropDatabase = async () => {};

  if (target.dialect === 'sqlite') {
    settings = { dialect: 'sqlite', file: path.join(dataDir, 'test.sqlite') };
    if (template?.dialect === 'sqlite') copyFileSync(template.file, settings.file);
  } else {
    const name = `ardoise_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const from = template?.dialect === 'postgres' ? ` TEMPLATE ${template.name}` : '';
    await withAdminClient(target.url, (client) => client.query(`CREATE DATABASE ${name}${from}`));
    settings = { dialect: 'postgres', url: databaseUrl(target.url, name) };
    dropDatabase = async () => {
      await withAdminClient(target.url, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    };
  }

  // Dropping the database at the end may cut connections that are closing: expected here.
  const database = createDatabase(settings, { onConnectionError: () => {} });
  if (!template) await migrateToLatest(database.db, database.dialect, options.migrations);
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

/** A file named *.no-db.test.ts runs on one engine only: it must not open a database. */
function refuseInNoDatabaseFile() {
  const file = expect.getState().testPath ?? '';
  if (file.endsWith(NO_DATABASE_SUFFIX)) {
    throw new Error(
      `${path.basename(file)} opens a database: rename it *.test.ts so it runs on both engines`,
    );
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
