import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { Config } from '../config';
import { type ChangeSignal, type ListenOptions, listenForChanges } from './change-signal';
import { openNodeSqlite } from './node-sqlite';
import { loadPg } from './pg-driver';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export type AppDatabase = {
  db: Kysely<Database>;
  dialect: Dialect;
  /** True when the database answers a trivial query. */
  isReady(): Promise<boolean>;
  /** Wakes the caller when another process commits (change-signal.ts). */
  listen(options: ListenOptions): ChangeSignal;
  /**
   * PostgreSQL: the pool's connections now (null until the first query opens the pool).
   * SQLite: always null — one in-process connection, nothing to wait for (docs/metrics.md).
   */
  poolUse(): PoolUse | null;
  destroy(): Promise<void>;
};

export type PoolUse = {
  /** Connections open, idle among them, and queries waiting for one (all busy). */
  total: number;
  idle: number;
  waiting: number;
  max: number;
};

const POOL_MAX = 10;

/**
 * The one place that knows which SQL engine runs (ARCHITECTURE.md §1). `onConnectionError`
 * hears about PostgreSQL connections lost outside a query (server restart, failover): the pool
 * replaces them, and without a listener Node would treat the error as fatal.
 */
export function createDatabase(
  settings: Config['database'],
  options: { onConnectionError?: (error: Error) => void } = {},
): AppDatabase {
  let pool: Awaited<ReturnType<typeof createPool>> | undefined;
  const dialect =
    settings.dialect === 'sqlite'
      ? new SqliteDialect({ database: openSqlite(settings.file) })
      : new PostgresDialect({
          pool: async () => {
            pool = await createPool(settings.url, options);
            return pool;
          },
        });
  const db = new Kysely<Database>({ dialect });

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
    listen: (listenOptions) => listenForChanges(settings, listenOptions),
    poolUse: () =>
      pool
        ? {
            total: pool.totalCount,
            idle: pool.idleCount,
            waiting: pool.waitingCount,
            max: POOL_MAX,
          }
        : null,
    destroy: () => db.destroy(),
  };
}

async function createPool(url: string, options: { onConnectionError?: (error: Error) => void }) {
  const pg = await loadPg();
  const pool = new pg.Pool({ connectionString: url, max: POOL_MAX });
  const report = (error: Error) => options.onConnectionError?.(error);
  pool.on('error', report);
  pool.on('connect', (client) => client.on('error', report));
  return pool;
}

function openSqlite(file: string) {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  return openNodeSqlite(file);
}
