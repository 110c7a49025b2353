import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { openNodeSqlite } from './node-sqlite';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export type AppDatabase = {
  db: Kysely<Database>;
  dialect: Dialect;
  /** True when the database answers a trivial query. */
  isReady(): Promise<boolean>;
  destroy(): Promise<void>;
};

/** The one place that knows which SQL engine runs (ARCHITECTURE.md §1). */
export function createDatabase(settings: Config['database']): AppDatabase {
  const db =
    settings.dialect === 'sqlite'
      ? new Kysely<Database>({
          dialect: new SqliteDialect({ database: openSqlite(settings.file) }),
        })
      : new Kysely<Database>({
          dialect: new PostgresDialect({
            pool: new pg.Pool({ connectionString: settings.url, max: 10 }),
          }),
        });

  return {
    db,
    dialect: settings.dialect,
    async isReady() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    destroy: () => db.destroy(),
  };
}

function openSqlite(file: string) {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  return openNodeSqlite(file);
}
