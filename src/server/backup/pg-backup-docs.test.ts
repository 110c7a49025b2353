import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { childProcessEnv } from '../config';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';

// docs/backups.md's PostgreSQL commands, exactly as written there, against a real database:
// dumped, restored into a new empty database, and the rows are there.
const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const isPostgres = inject('testDatabase').dialect === 'postgres';
const run = promisify(execFile);

/** The shell block that follows `<!-- tested: name -->` in docs/backups.md. */
function documentedCommands(name: string): string {
  const text = readFileSync(path.join(ROOT, 'docs', 'backups.md'), 'utf8');
  const match = new RegExp(`<!-- tested: ${name} -->\\n\`\`\`sh\\n([\\s\\S]*?)\`\`\``).exec(text);
  if (!match?.[1]) throw new Error(`docs/backups.md has no block tested as ${name}`);
  return match[1];
}

const query = async (url: string, sql: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
};

describe.runIf(isPostgres)('PostgreSQL backups (docs/backups.md)', () => {
  let testDatabase: TestDatabase;
  let folder: string;
  let restoreUrl: string;
  const restoreName = `ardoise_restore_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    folder = mkdtempSync(path.join(tmpdir(), 'ardoise-pg-backup-'));
    const url = new URL((testDatabase.settings as { url: string }).url);
    await query(url.toString(), `CREATE DATABASE ${restoreName}`);
    url.pathname = `/${restoreName}`;
    restoreUrl = url.toString();
  });
  afterAll(async () => {
    await query(
      (testDatabase.settings as { url: string }).url,
      `DROP DATABASE IF EXISTS ${restoreName} WITH (FORCE)`,
    );
    await testDatabase.cleanup();
    rmSync(folder, { recursive: true, force: true });
  });

  it('pg_dump then pg_restore into an empty database brings every row back', async () => {
    const { url } = testDatabase.settings as { url: string };
    await query(
      url,
      "CREATE TABLE backup_probe (id serial PRIMARY KEY, label text NOT NULL); INSERT INTO backup_probe (label) VALUES ('Tartare'), ('Île flottante')",
    );
    const script = `set -euo pipefail\n${documentedCommands('pg-backup')}\n${documentedCommands('pg-restore')}`;
    const result = await run('bash', ['-c', script], {
      cwd: folder,
      env: { ...childProcessEnv(), DATABASE_URL: url, RESTORE_URL: restoreUrl },
    });
    expect(result.stderr).toBe('');
    expect(readdirSync(folder)).toEqual([expect.stringMatching(/^ardoise-[\dT-]+Z\.dump$/)]);

    expect(await query(restoreUrl, 'SELECT label FROM backup_probe ORDER BY id')).toEqual([
      { label: 'Tartare' },
      { label: 'Île flottante' },
    ]);
    const migrations = 'SELECT name FROM kysely_migration ORDER BY name';
    const applied = await query(url, migrations);
    expect(applied.length).toBeGreaterThan(10);
    expect(await query(restoreUrl, migrations)).toEqual(applied);
  });
});
