import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../testing/test-database';
import { migrateToLatest } from '../migrator';
import { migrations } from '.';
import { createDatabaseBefore, insertAccount } from './upgrade-testing';

// Dictionary texts stored before the origins were named get origin `dictionary`; machine and
// owner texts keep theirs. Runs on SQLite and on PostgreSQL.
let testDatabase: TestDatabase;
beforeAll(async () => {
  testDatabase = await createDatabaseBefore('2026-11-30-120-translation-origins');
});
afterAll(() => testDatabase.cleanup());

describe('the translation origins migration', () => {
  it('names dictionary texts for what they are', async () => {
    // biome-ignore lint/suspicious/noExplicitAny: the schema before this migration
    const db = testDatabase.database.db as any;
    const now = new Date().toISOString();
    await insertAccount(db, 'owner-a', now);
    await db
      .insertInto('menu')
      .values({
        id: 'menu-a',
        owner_id: 'owner-a',
        document: JSON.stringify({ name: 'Carte', categories: [] }),
        is_active: false,
        version: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const row = (key: string, origin: string, provider: string) => ({
      menu_id: 'menu-a',
      lang: 'en',
      key,
      owner_id: 'owner-a',
      source_hash: 'h',
      text: key,
      origin,
      provider,
      updated_at: now,
    });
    await db
      .insertInto('menu_translation')
      .values([
        row('a', 'machine', 'dictionary'),
        row('b', 'machine', 'deepl'),
        row('c', 'machine', 'openai'),
        row('d', 'owner', 'owner'),
      ])
      .execute();

    const applied = await migrateToLatest(db, testDatabase.database.dialect, migrations);
    expect(applied).toContain('2026-11-30-120-translation-origins');

    const rows = await db
      .selectFrom('menu_translation')
      .select(['key', 'origin', 'provider'])
      .orderBy('key')
      .execute();
    expect(rows).toEqual([
      { key: 'a', origin: 'dictionary', provider: 'dictionary' },
      { key: 'b', origin: 'machine', provider: 'deepl' },
      { key: 'c', origin: 'machine', provider: 'openai' },
      { key: 'd', origin: 'owner', provider: 'owner' },
    ]);
  });
});
