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
