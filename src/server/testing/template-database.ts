import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrator';

/**
 * Where a run's migrated template lives (docs/testing.md, "One migration per run"): a SQLite
 * file that each test file copies, or a PostgreSQL database each test file's database is
 * created from (`CREATE DATABASE … TEMPLATE`).
 */
export type TemplateDatabase =
  | { dialect: 'sqlite'; file: string }
  | { dialect: 'postgres'; name: string };

/** Migrates a new template for this run; `drop` removes it when the run ends. */
export async function createTemplateDatabase(
  target: { dialect: 'sqlite' } | { dialect: 'postgres'; url: string },
): Promise<{ template: TemplateDatabase; drop(): Promise<void> }> {
  if (target.dialect === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'ardoise-template-'));
    const file = path.join(dir, 'template.sqlite');
    const database = createDatabase({ dialect: 'sqlite', file });
    await migrateToLatest(database.db, 'sqlite');
    // Closing the only connection checkpoints the WAL into the file: one file to copy.
    await database.destroy();
    return {
      template: { dialect: 'sqlite', file },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `ardoise_template_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await withAdminClient(target.url, (client) => client.query(`CREATE DATABASE ${name}`));
  const database = createDatabase({ dialect: 'postgres', url: databaseUrl(target.url, name) });
  try {
    await migrateToLatest(database.db, 'postgres');
  } finally {
    // A template must have no connection open while databases are created from it.
    await database.destroy();
  }
  return {
    template: { dialect: 'postgres', name },
    drop: () =>
      withAdminClient(target.url, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      ).then(() => {}),
  };
}

/** TEST_DATABASE_URL with another database name. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
