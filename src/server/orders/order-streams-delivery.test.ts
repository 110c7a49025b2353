import { describe, expect, it } from 'vitest';
import { toOrderStreamEvent } from '../../domain/orders/order-events';
import type { SseMessage, SseStream } from '../http/sse';
import { silentLogger } from '../logging/logger';
import { testAppForThisFile } from '../testing/test-app';
import { type OrderEventRecord, orderHistoryRepository } from './order-history-repository';
import { followOrders } from './order-streams';
import { orderFixtures } from './testing/order-fixtures';

/**
 * How an owner's boards on one instance get each change (order-streams.ts), on both databases:
 * the app's real event bus and database, orders placed and moved through its routes. Once in
 * sync, a board sends the row its announcement carries without reading `order_event`; it reads
 * when a change comes in during a read, and the boards woken by one announcement without a row
 * (an instance of an earlier release) share one read. The streams here are where the frames
 * would be written (an open board's connection), recorded.
 */
const testApp = testAppForThisFile();
const { restaurant, orderOf, place, move } = orderFixtures(() => testApp);

function recordedStream(): Omit<SseStream, 'isClosed'> & { isClosed: boolean; sent: SseMessage[] } {
  const closeListeners: (() => void)[] = [];
  return {
    lastEventId: null,
    sent: [],
    isClosed: false,
    send(message) {
      this.sent.push(message);
    },
    sendFrame() {},
    close() {
      this.isClosed = true;
      for (const listener of closeListeners) listener();
    },
    onClose: (listener) => closeListeners.push(listener),
  };
}

async function until(check: () => boolean) {
  for (let attempt = 0; attempt < 200 && !check(); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(check()).toBe(true);
}

const dataOf = (stream: { sent: SseMessage[] }) => stream.sent.map((message) => message.data);

/** Five boards of one owner, counting their reads of `order_event`; `gate` holds reads back. */
async function openBoards(ownerId: string, gate?: Promise<void>) {
  const db = testApp.testDatabase.database.db;
  const counter = { reads: 0 };
  const boards = Array.from({ length: 5 }, () => recordedStream());
  const startAfter = await orderHistoryRepository.latestEventId(db, ownerId);
  for (const stream of boards) {
    followOrders({
      stream,
      events: testApp.events,
      scope: { ownerId },
      startAfter,
      listEventsAfter: async (afterId) => {
        counter.reads += 1;
        await gate;
        return orderHistoryRepository.listEventsAfter(db, { ownerId }, afterId);
      },
      log: silentLogger,
    });
  }
  return { boards, counter, startAfter };
}

/** What a board reading the whole history from `afterId` would send. */
async function readBack(ownerId: string, afterId: number) {
  const db = testApp.testDatabase.database.db;
  const rows = await orderHistoryRepository.listEventsAfter(db, { ownerId }, afterId);
  return rows.map(toOrderStreamEvent);
}

describe("an owner's boards on one instance", () => {
  it('send the rows the announcements carry, without reading them back', async () => {
    const r = await restaurant();
    const { boards, counter, startAfter } = await openBoards(r.owner.id);
    await until(() => counter.reads === 5); // each board's first read is its own

    const placed = (await place(orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }]))).json();
    await move(r.cookie, placed.id, 'preparing');
    await move(r.cookie, placed.id, 'ready');
    await until(() => boards.every((stream) => stream.sent.length === 3));
    expect(counter.reads).toBe(5);
    // The frames are those a read of the history gives, in order, each once.
    const history = await readBack(r.owner.id, startAfter);
    expect(history.map((event) => event.status)).toEqual(['pending', 'preparing', 'ready']);
    for (const stream of boards) {
      expect(dataOf(stream)).toEqual(history);
      expect(stream.sent.map((message) => message.id)).toEqual(history.map((e) => e.eventId));
    }
    for (const stream of boards) stream.close();
  });

  it('read again when a change comes in during a read, and send it once', async () => {
    const r = await restaurant();
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const { boards, counter, startAfter } = await openBoards(r.owner.id, gate);
    await until(() => counter.reads === 5); // first reads, held back

    // Placed while every board is still reading: its announcement must not be lost.
    await place(orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }]));
    open();
    await until(() => boards.every((stream) => stream.sent.length === 1));
    const history = await readBack(r.owner.id, startAfter);
    // The boards woken by the same announcement shared their second read.
    expect(counter.reads).toBe(6);
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const stream of boards) expect(dataOf(stream)).toEqual(history);
    for (const stream of boards) stream.close();
  });

  it('share one read of a change announced without its row (an earlier release)', async () => {
    const r = await restaurant();
    const placed = (await place(orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }]))).json();
    const { boards, counter, startAfter } = await openBoards(r.owner.id);
    await until(() => counter.reads === 5);

    // What an instance of the previous release writes: the row, announced by its id only.
    await testApp.events.transaction(async (trx, emit) => {
      const row: OrderEventRecord = await orderHistoryRepository.insertEvent(trx, {
        orderId: placed.id,
        ownerId: r.owner.id,
        fromStatus: 'pending',
        toStatus: 'preparing',
        actor: 'owner',
        actorId: r.owner.id,
        actorName: 'Ancienne version',
        createdAt: new Date().toISOString(),
      });
      await emit('order.changed', {
        ownerId: r.owner.id,
        orderId: placed.id,
        orderEventId: row.id,
      });
    });
    await until(() => boards.every((stream) => stream.sent.length === 1));
    expect(counter.reads).toBe(6);

    // In sync again: the next move is sent from its announcement (the order itself is still
    // pending: the row above was written alone).
    expect((await move(r.cookie, placed.id, 'preparing')).statusCode).toBe(200);
    await until(() => boards.every((stream) => stream.sent.length === 2));
    expect(counter.reads).toBe(6);
    const history = await readBack(r.owner.id, startAfter);
    for (const stream of boards) expect(dataOf(stream)).toEqual(history);
    for (const stream of boards) stream.close();
  });
});
