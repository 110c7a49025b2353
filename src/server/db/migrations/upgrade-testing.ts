import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { migrations } from '.';

/** A fresh database migrated up to, not including, `name`: to test that migration's upgrade. */
export function createDatabaseBefore(name: string): Promise<TestDatabase> {
  const upgrade = migrations.findIndex((migration) => migration.name === name);
  if (upgrade < 0) throw new Error(`No migration named ${name}`);
  return createTestDatabase({ migrations: migrations.slice(0, upgrade) });
}

/** An account as the first migration stores it (no auth flow runs on an old schema). */
export function insertAccount(
  // biome-ignore lint/suspicious/noExplicitAny: the schema before the migration under test
  db: any,
  id: string,
  now = new Date().toISOString(),
) {
  return db
    .insertInto('user')
    .values({
      id,
      name: id,
      email: `${id}@example.fr`,
      emailVerified: true,
      createdAt: now,
      updatedAt: now,
      restaurantName: id,
    })
    .execute();
}
