import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_PROFILE } from '../../../domain/restaurant/profile';
import { restaurantProfiles } from '../../owner-state/restaurant-profile';
import type { TestDatabase } from '../../testing/test-database';
import { migrateToLatest } from '../migrator';
import { migrations } from '.';
import { createDatabaseBefore, insertAccount } from './upgrade-testing';

// A profile saved before the legal fields existed reads back with none of them, not exempt.
// Runs on SQLite and on PostgreSQL.
let testDatabase: TestDatabase;
beforeAll(async () => {
  testDatabase = await createDatabaseBefore('2026-12-01-120-restaurant-legal');
});
afterAll(() => testDatabase.cleanup());

describe('the restaurant legal fields migration', () => {
  it('keeps older profiles as they were, without legal fields', async () => {
    // biome-ignore lint/suspicious/noExplicitAny: the schema before this migration
    const db = testDatabase.database.db as any;
    const now = new Date().toISOString();
    await insertAccount(db, 'owner-a', now);
    await db
      .insertInto('restaurant_profile')
      .values({ owner_id: 'owner-a', city: 'Paris', opening_hours: '[]', updated_at: now })
      .execute();

    const applied = await migrateToLatest(db, testDatabase.database.dialect, migrations);
    expect(applied).toContain('2026-12-01-120-restaurant-legal');

    const { profile } = await restaurantProfiles.find(testDatabase.database.db, 'owner-a');
    expect(profile).toEqual({ ...EMPTY_PROFILE, city: 'Paris' });
  });
});
