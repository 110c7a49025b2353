import { describe, expect, it } from 'vitest';
import { silentLogger } from '../logging/logger';
import { orderFixtures } from '../orders/testing/order-fixtures';
import { testAppForThisFile } from '../testing/test-app';
import { createAudienceCounter } from './audience-counter';
import { createStatsService } from './stats-service';

// Issue 26 §3: hourly counts are kept 13 months, then rolled into Europe/Paris days (the stats
// still read them), and everything goes with the account. Runs on SQLite and on PostgreSQL.
const testApp = testAppForThisFile();
const fx = orderFixtures(() => testApp);

const NOW = new Date('2026-11-26T10:00:00.000Z');

function service() {
  const { database } = testApp.testDatabase;
  const counter = createAudienceCounter({ database, log: silentLogger, now: () => NOW.getTime() });
  return createStatsService({
    database,
    events: testApp.events,
    counter,
    now: () => new Date(NOW),
  });
}

const row = (ownerId: string, menuId: string, hour: string, count: number) => ({
  owner_id: ownerId,
  hour,
  menu_id: menuId,
  kind: 'view',
  key: 'fr',
  count,
});

describe('retention of the hourly counts', () => {
  it('rolls hours older than 13 months into Paris days, once, and keeps the rest', async () => {
    const r = await fx.restaurant();
    const { db } = testApp.testDatabase.database;
    await db
      .insertInto('audience_hour')
      .values([
        // 2025-09-14 in Paris: 23:30 UTC the day before is already the 14th there.
        row(r.owner.id, r.menuId, '2025-09-13T22:00:00.000Z', 2),
        row(r.owner.id, r.menuId, '2025-09-14T12:00:00.000Z', 3),
        row(r.owner.id, r.menuId, '2025-09-15T12:00:00.000Z', 4),
        row(r.owner.id, r.menuId, '2026-11-01T12:00:00.000Z', 5),
      ])
      .execute();
    const stats = service();
    // Two instances at once: each hour is rolled up by one of them only.
    const taken = await Promise.all([stats.rollUpOldHours(), stats.rollUpOldHours()]);
    expect(taken[0] + taken[1]).toBe(3);
    const days = await db
      .selectFrom('audience_day')
      .select(['day', 'count'])
      .where('owner_id', '=', r.owner.id)
      .orderBy('day')
      .execute();
    expect(days.map((day) => [day.day, Number(day.count)])).toEqual([
      ['2025-09-14', 5],
      ['2025-09-15', 4],
    ]);
    const hours = await db
      .selectFrom('audience_hour')
      .select('hour')
      .where('owner_id', '=', r.owner.id)
      .execute();
    expect(hours.map((hour) => hour.hour)).toEqual(['2026-11-01T12:00:00.000Z']);

    const answer = await fx.call({
      method: 'GET',
      url: '/api/v1/stats?from=2025-09-14&to=2025-09-20',
      cookie: r.cookie,
    });
    expect(answer.json().days.slice(0, 2)).toMatchObject([
      { date: '2025-09-14', views: 5 },
      { date: '2025-09-15', views: 4 },
    ]);
    expect(answer.json().menus).toEqual([{ menuId: r.menuId, views: 9 }]);
  });

  it('deletes the counts with the account', async () => {
    const r = await fx.restaurant();
    const { db } = testApp.testDatabase.database;
    await db
      .insertInto('audience_hour')
      .values(row(r.owner.id, r.menuId, '2026-11-01T12:00:00.000Z', 1))
      .execute();
    await db
      .insertInto('audience_day')
      .values({
        owner_id: r.owner.id,
        day: '2025-01-01',
        menu_id: r.menuId,
        kind: 'view',
        key: 'fr',
        count: 1,
      })
      .execute();
    await db.deleteFrom('user').where('id', '=', r.owner.id).execute();
    for (const table of ['audience_hour', 'audience_day'] as const) {
      const left = await db
        .selectFrom(table)
        .select('owner_id')
        .where('owner_id', '=', r.owner.id)
        .execute();
      expect(left, table).toEqual([]);
    }
  });
});
