import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import type { AppMigration } from './migrator';
import { migrateToLatest } from './migrator';

// Runs on SQLite (`npm test`) and on PostgreSQL (`npm run test:pg`).
const sampleMigrations: AppMigration[] = [
  {
    name: '2026-01-01-001-parent',
    async up(db) {
      await db.schema
        .createTable('parent')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('is_open', 'boolean', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
    },
  },
  {
    name: '2026-01-01-002-child',
    async up(db, dialect) {
      await db.schema
        .createTable('child')
        .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (column) =>
          column.primaryKey(),
        )
        .addColumn('parent_id', 'text', (column) =>
          column.notNull().references('parent.id').onDelete('cascade'),
        )
        .execute();
    },
  },
];

let testDatabase: TestDatabase;
// biome-ignore lint/suspicious/noExplicitAny: ad-hoc tables of this test only
let db: any;

beforeAll(async () => {
  testDatabase = await createTestDatabase({ migrations: sampleMigrations });
  db = testDatabase.database.db;
});
afterAll(() => testDatabase.cleanup());

describe('database', () => {
  it('applies migrations once and reports nothing pending afterwards', async () => {
    const again = await migrateToLatest(db, testDatabase.database.dialect, sampleMigrations);
    expect(again).toEqual([]);
    const tables = await db.introspection.getTables();
    expect(tables.map((table: { name: string }) => table.name)).toEqual(
      expect.arrayContaining(['parent', 'child']),
    );
  });

  it('round-trips booleans and text', async () => {
    await db
      .insertInto('parent')
      .values({ id: 'p1', is_open: true, created_at: '2026-11-21T10:00:00.000Z' })
      .execute();
    const row = await db.selectFrom('parent').selectAll().where('id', '=', 'p1').executeTakeFirst();
    expect(Boolean(row.is_open)).toBe(true);
    expect(row.created_at).toBe('2026-11-21T10:00:00.000Z');
  });

  it('enforces foreign keys and cascades deletes', async () => {
    await expect(
      db.insertInto('child').values({ parent_id: 'missing' }).execute(),
    ).rejects.toThrow();
    await db.insertInto('child').values({ parent_id: 'p1' }).execute();
    await db.deleteFrom('parent').where('id', '=', 'p1').execute();
    const children = await db.selectFrom('child').selectAll().execute();
    expect(children).toEqual([]);
  });

  it('rolls back a failed transaction entirely', async () => {
    await expect(
      db.transaction().execute(async (trx: typeof db) => {
        await trx
          .insertInto('parent')
          .values({ id: 'p2', is_open: false, created_at: 'now' })
          .execute();
        await trx
          .insertInto('parent')
          .values({ id: 'p2', is_open: false, created_at: 'now' })
          .execute();
      }),
    ).rejects.toThrow();
    const rows = await db.selectFrom('parent').selectAll().where('id', '=', 'p2').execute();
    expect(rows).toEqual([]);
  });

  it('answers the readiness probe', async () => {
    expect(await testDatabase.database.isReady()).toBe(true);
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
    expect(Number(rows[0]?.one)).toBe(1);
  });
});
