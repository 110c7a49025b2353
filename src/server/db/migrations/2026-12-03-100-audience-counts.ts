import type { AppMigration } from '../migrator';

/**
 * Issue 26 §1 and §3: what diners look at, as counts only (docs/audience.md). One row per
 * restaurant, UTC hour (its start, ISO text on both engines), menu, kind and key; instances add
 * their increments to it (`count = count + excluded.count`), so counts from several instances
 * add up. After 13 months the hours are rolled into Paris days (`audience_day`). Both go with
 * the account (foreign key on the user, cascade).
 */
export const audienceCountsMigration: AppMigration = {
  name: '2026-12-03-100-audience-counts',
  async up(db) {
    // The same columns, by hour and (rolled up) by Paris day.
    for (const [table, period] of [
      ['audience_hour', 'hour'],
      ['audience_day', 'day'],
    ] as const) {
      await db.schema
        .createTable(table)
        .addColumn('owner_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn(period, 'text', (c) => c.notNull())
        .addColumn('menu_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint(`${table}_pk`, ['owner_id', period, 'menu_id', 'kind', 'key'])
        .execute();
    }
    // The retention job finds the oldest hours across restaurants.
    await db.schema
      .createIndex('audience_hour_hour_idx')
      .on('audience_hour')
      .column('hour')
      .execute();
  },
};
