import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../testing/test-database';
import { migrateToLatest } from '../migrator';
import { toBoolean } from '../portable';
import { migrations } from '.';
import { createDatabaseBefore, insertAccount } from './upgrade-testing';

// Tables printed before issue 21 get their token on upgrade, and ordering stays as it was,
// with take-away off. Runs on SQLite and on PostgreSQL.
let testDatabase: TestDatabase;
beforeAll(async () => {
  testDatabase = await createDatabaseBefore('2026-11-29-100-table-tokens');
});
afterAll(() => testDatabase.cleanup());

describe('the table tokens migration', () => {
  it('gives every existing table its own token and keeps the ordering switch as it was', async () => {
    // biome-ignore lint/suspicious/noExplicitAny: the schema before this migration
    const db = testDatabase.database.db as any;
    const now = new Date().toISOString();
    for (const id of ['owner-a', 'owner-b']) {
      await insertAccount(db, id, now);
      await db
        .insertInto('restaurant_table')
        .values(['1', '2', 'Terrasse'].map((name, position) => ({ owner_id: id, position, name })))
        .execute();
    }
    await db
      .insertInto('ordering_setting')
      .values({ owner_id: 'owner-a', is_open: true, updated_at: now })
      .execute();

    const applied = await migrateToLatest(db, testDatabase.database.dialect, migrations);
    expect(applied).toContain('2026-11-29-100-table-tokens');

    const rows = await db
      .selectFrom('restaurant_table')
      .select(['owner_id', 'name', 'token'])
      .orderBy('owner_id')
      .orderBy('position')
      .execute();
    expect(rows.map((row: { name: string }) => row.name)).toEqual([
      '1',
      '2',
      'Terrasse',
      '1',
      '2',
      'Terrasse',
    ]);
    const tokens = rows.map((row: { token: string }) => row.token);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(new Set(tokens).size).toBe(6);

    const setting = await db
      .selectFrom('ordering_setting')
      .select(['is_open', 'take_away'])
      .executeTakeFirstOrThrow();
    expect(toBoolean(setting.is_open)).toBe(true);
    expect(toBoolean(setting.take_away)).toBe(false);

    // One token, one table: a second row with it is refused.
    await expect(
      db
        .insertInto('restaurant_table')
        .values({ owner_id: 'owner-b', position: 9, name: 'Bar', token: tokens[0] })
        .execute(),
    ).rejects.toThrow();
  });
});
