import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';

// SQLite only (excluded from the PostgreSQL project in vitest.config.ts).
let testDatabase: TestDatabase;
beforeAll(async () => {
  testDatabase = await createTestDatabase({ migrations: [] });
});
afterAll(() => testDatabase.cleanup());

describe('node:sqlite connection', () => {
  it('runs in WAL mode with foreign keys, a busy timeout and synchronous=NORMAL', async () => {
    const { db } = testDatabase.database;
    const pragma = async (name: string) =>
      Object.values((await sql.raw(`PRAGMA ${name}`).execute(db)).rows[0] as object)[0];
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('foreign_keys')).toBe(1);
    expect(await pragma('busy_timeout')).toBe(5000);
    expect(await pragma('synchronous')).toBe(1);
  });

  it('binds booleans, dates and null, and returns inserted rows', async () => {
    const { db } = testDatabase.database;
    await sql`create table t (flag integer, at text, note text)`.execute(db);
    const when = new Date('2026-11-21T12:00:00.000Z');
    const { rows } =
      await sql`insert into t values (${true}, ${when}, ${null}) returning *`.execute(db);
    expect(rows).toEqual([{ flag: 1, at: '2026-11-21T12:00:00.000Z', note: null }]);
  });
});
