import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
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

describe('a kitchen move', () => {
  it.runIf(isPostgres)("waits for the owner's lock held by another transaction", async () => {
    const r = await restaurant();
    const placed = (await place(orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }]))).json();
    const db = testApp.testDatabase.database.db;

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked: () => void = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = db.transaction().execute(async (trx) => {
      await sql`select id from "user" where id = ${r.owner.id} for no key update`.execute(trx);
      locked();
      await held;
    });
    await isLocked;

    let answered = false;
    const moving = move(r.cookie, placed.id, 'preparing').then((response) => {
      answered = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
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
});
