import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { parseJsonColumn } from '../db/portable';
import { testAppForThisFile } from '../testing/test-app';
import { orderFixtures } from './testing/order-fixtures';

/**
 * A kitchen move takes the owner's lock in its own statement (`ownerLocked`, one round trip
 * fewer): it must still wait for a transaction that holds that lock, or two owners' writes
 * could commit their order events out of id order (the live streams rely on that order).
 * PostgreSQL only: SQLite runs one write transaction at a time.
 */
const testApp = testAppForThisFile();
const { restaurant, orderOf, place, move } = orderFixtures(() => testApp);
const isPostgres = inject('testDatabase').dialect === 'postgres';

/** Another transaction holding the owner's lock (PostgreSQL), until `release`. */
async function holdOwnerLock(ownerId: string) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked: () => void = () => {};
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const holder = testApp.testDatabase.database.db.transaction().execute(async (trx) => {
    await sql`select id from "user" where id = ${ownerId} for no key update`.execute(trx);
    locked();
    await held;
  });
  await isLocked;
  return { release, holder };
}

/** Waits until `count` other sessions wait on a lock (PostgreSQL): the moves are blocked. */
async function lockWaiters(count: number) {
  const db = testApp.testDatabase.database.db;
  await expect
    .poll(
      async () =>
        (
          await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
            where wait_event_type = 'Lock' and datname = current_database()`.execute(db)
        ).rows[0]?.n,
      { timeout: 5000, interval: 10 },
    )
    .toBe(count);
}

describe('a kitchen move', () => {
  it.runIf(isPostgres)("waits for the owner's lock held by another transaction", async () => {
    const r = await restaurant();
    const placed = (await place(orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }]))).json();
    const db = testApp.testDatabase.database.db;
    const { release, holder } = await holdOwnerLock(r.owner.id);

    let answered = false;
    const moving = move(r.cookie, placed.id, 'preparing').then((response) => {
      answered = true;
      return response;
    });
    await lockWaiters(1);
    expect(answered).toBe(false);
    const status = await db
      .selectFrom('customer_order')
      .select('status')
      .where('id', '=', placed.id)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('pending');

    release();
    await holder;
    const response = await moving;
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().status).toBe('preparing');
  });

  it('moves the order and records the move once', async () => {
    const r = await restaurant();
    const placed = (await place(orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }]))).json();
    expect((await move(r.cookie, placed.id, 'preparing')).statusCode).toBe(200);
    // A move its status does not allow is refused, and nothing is recorded for it.
    expect((await move(r.cookie, placed.id, 'pending')).statusCode).toBe(409);
    const events = await testApp.testDatabase.database.db
      .selectFrom('order_event')
      .select(['from_status', 'to_status'])
      .where('order_id', '=', placed.id)
      .orderBy('id')
      .execute();
    expect(events).toEqual([
      { from_status: null, to_status: 'pending' },
      { from_status: 'pending', to_status: 'preparing' },
    ]);
  });
  it('sent twice at once: one move wins, the other is refused and writes nothing', async () => {
    const r = await restaurant();
    const placed = (await place(orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }]))).json();
    // PostgreSQL: both moves read the order as "pending" before either writes (they wait for
    // the owner's lock in their write), so the second one's compare-and-set finds it moved.
    const lock = isPostgres ? await holdOwnerLock(r.owner.id) : null;
    const moving = Promise.all([
      move(r.cookie, placed.id, 'preparing'),
      move(r.cookie, placed.id, 'preparing'),
    ]);
    if (lock) {
      await lockWaiters(2);
      lock.release();
      await lock.holder;
    }
    const answers = await moving;
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409]);

    const { db } = testApp.testDatabase.database;
    const events = await db
      .selectFrom('order_event')
      .select(['id', 'from_status', 'to_status'])
      .where('order_id', '=', placed.id)
      .orderBy('id')
      .execute();
    expect(events.map((event) => event.to_status)).toEqual(['pending', 'preparing']);
    // Each history row is announced once, with its own id, in the order readers follow (`seq`;
    // without an ORDER BY PostgreSQL returns rows in heap order, which updates reshuffle);
    // the refused move announced nothing.
    const announced = (
      await db
        .selectFrom('app_event')
        .select('payload')
        .where('type', '=', 'order.changed')
        .orderBy('seq')
        .execute()
    )
      .map((row) => parseJsonColumn(row.payload) as { orderId: string; orderEventId: number })
      .filter((payload) => payload.orderId === placed.id)
      .map((payload) => payload.orderEventId);
    expect(announced).toEqual(events.map((event) => event.id));
  });
});
