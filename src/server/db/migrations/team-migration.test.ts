import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamAccess } from '../../owner-state/team-access';
import type { TestDatabase } from '../../testing/test-database';
import { migrateToLatest } from '../migrator';
import { migrations } from '.';
import { createDatabaseBefore, insertAccount } from './upgrade-testing';

// Issue 24 §1, decision 016: every account made before the team existed becomes a restaurant
// (its organization, id = its user id) with its owner as the first member. SQLite and PostgreSQL.
let testDatabase: TestDatabase;
beforeAll(async () => {
  testDatabase = await createDatabaseBefore('2026-12-02-110-team');
});
afterAll(() => testDatabase.cleanup());

describe('the team migration', () => {
  it('gives each existing restaurant its organization and its owner', async () => {
    // biome-ignore lint/suspicious/noExplicitAny: the schema before this migration
    const db = testDatabase.database.db as any;
    await insertAccount(db, 'owner-a');
    await insertAccount(db, 'owner-b');

    const applied = await migrateToLatest(db, testDatabase.database.dialect, migrations);
    expect(applied).toContain('2026-12-02-110-team');

    const typed = testDatabase.database.db;
    const organizations = await typed
      .selectFrom('organization')
      .select(['id', 'name', 'slug'])
      .orderBy('id')
      .execute();
    expect(organizations).toEqual([
      { id: 'owner-a', name: 'owner-a', slug: 'owner-a' },
      { id: 'owner-b', name: 'owner-b', slug: 'owner-b' },
    ]);
    const access = await teamAccess.ofUser(typed, {
      userId: 'owner-a',
      name: 'owner-a',
      activeOrganizationId: null,
    });
    expect(access?.owner.id).toBe('owner-a');
    expect(access?.actor).toMatchObject({ id: 'owner-a', role: 'owner', kind: 'user' });
  });
});
