import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Adapts `node:sqlite` (built into Node 24, no native addon to compile) to the small
 * better-sqlite3-shaped interface that Kysely's own `SqliteDialect` drives.
 */
export function openNodeSqlite(file: string): SqliteDatabase {
  const database = new DatabaseSync(file, { timeout: 5000, enableForeignKeyConstraints: true });
  // WAL lets readers proceed while one writer commits. synchronous=NORMAL is durable against
  // process crashes in WAL mode; only a power loss can drop the last commits (SQLite docs).
  database.exec('PRAGMA journal_mode = WAL');
  database.exec('PRAGMA synchronous = NORMAL');
  database.exec('PRAGMA foreign_keys = ON');
  database.exec('PRAGMA busy_timeout = 5000');

  return {
    close: () => database.close(),
    prepare(sql: string): SqliteStatement {
      // Kysely opens transactions with a plain BEGIN (deferred): one that reads and then writes
      // fails at once with "database is locked" if another process (the admin command, the
      // e2e fixtures) wrote in between, since the busy timeout cannot wait that out. Taking the
      // write lock first makes such a transaction wait its turn instead.
      const statement = database.prepare(/^\s*begin\s*$/i.test(sql) ? 'begin immediate' : sql);
      const toParams = (parameters: ReadonlyArray<unknown>) => parameters.map(toSqliteValue);
      return {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...toParams(parameters)),
        run: (parameters) => statement.run(...toParams(parameters)),
        iterate: (parameters) => statement.iterate(...toParams(parameters)),
      };
    },
  };
}

/** node:sqlite binds only null, numbers, bigints, strings and bytes. */
function toSqliteValue(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (
    typeof value === 'number' ||
    typeof value === 'bigint' ||
    typeof value === 'string' ||
    value instanceof Uint8Array
  ) {
    return value;
  }
  return JSON.stringify(value);
}
