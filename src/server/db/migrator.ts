import { type Kysely, type Migration, type MigrationResultSet, Migrator } from 'kysely';
import type { Dialect } from './database';
import { migrations as appMigrations } from './migrations';

/** A migration written once for both engines; `dialect` is there for the rare difference. */
export type AppMigration = {
  name: string;
  // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
  up(db: Kysely<any>, dialect: Dialect): Promise<void>;
};

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(
  // biome-ignore lint/suspicious/noExplicitAny: see AppMigration
  db: Kysely<any>,
  dialect: Dialect,
  list: readonly AppMigration[] = appMigrations,
): Promise<string[]> {
  const provided: Record<string, Migration> = Object.fromEntries(
    list.map((migration) => [migration.name, { up: (kysely) => migration.up(kysely, dialect) }]),
  );
  const migrator = new Migrator({ db, provider: { getMigrations: async () => provided } });
  const { error, results }: MigrationResultSet = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`Migration ${failed ?? '(unknown)'} failed: ${String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).map((result) => result.migrationName);
}

/**
 * Whether every migration this code knows has been applied (the readiness probe asks): one read
 * of Kysely's migration table. An instance of the next release may have applied more; that is
 * fine (migrations stay compatible with the previous release, docs/deploy.md).
 */
export async function isFullyMigrated(
  // biome-ignore lint/suspicious/noExplicitAny: see AppMigration
  db: Kysely<any>,
  list: readonly AppMigration[] = appMigrations,
): Promise<boolean> {
  const provided: Record<string, Migration> = Object.fromEntries(
    list.map((migration) => [migration.name, { up: async () => {} }]),
  );
  const migrator = new Migrator({ db, provider: { getMigrations: async () => provided } });
  const known = await migrator.getMigrations();
  return known.every((migration) => migration.executedAt !== undefined);
}
