import { describe, expect, it } from 'vitest';
import type { SseMessage, SseStream } from '../http/sse';
import { silentLogger } from '../logging/logger';
import { testAppForThisFile } from '../testing/test-app';
import { orderRepository } from './order-repository';
import { followOrders } from './order-streams';
import { orderFixtures } from './testing/order-fixtures';

/**
 * An owner's boards on one instance share the event log's read of each change (order-streams.ts,
 * `readFor`), on both databases: the app's real event bus and database, orders placed and moved
 * through its routes. The streams here are where the frames would be written (an open board's
 * connection), recorded.
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

const statusesOf = (stream: { sent: SseMessage[] }) =>
  stream.sent.map((message) => (message.data as { status: string }).status);

describe("an owner's boards on one instance", () => {
  it('read the event log once per change, and each gets every change once', async () => {
    const r = await restaurant();
    const db = testApp.testDatabase.database.db;
    let reads = 0;
    const boards = Array.from({ length: 5 }, () => recordedStream());
    const startAfter = await orderRepository.latestEventId(db, r.owner.id);
    for (const stream of boards) {
      followOrders({
        stream,
        events: testApp.events,
        scope: { ownerId: r.owner.id },
        startAfter,
        listEventsAfter: (afterId) => {
          reads += 1;
          return orderRepository.listEventsAfter(db, { ownerId: r.owner.id }, afterId);
        },
        log: silentLogger,
      });
    }
    await until(() => reads === 5); // each board's first read is its own

    const placed = (await place(orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }]))).json();
    await until(() => boards.every((stream) => stream.sent.length === 1));
    expect(reads).toBe(6);

    await move(r.cookie, placed.id, 'preparing');
    await move(r.cookie, placed.id, 'ready');
    await until(() => boards.every((stream) => stream.sent.length === 3));
    expect(reads).toBe(8);
    for (const stream of boards) {
      expect(statusesOf(stream)).toEqual(['pending', 'preparing', 'ready']);
    }
    for (const stream of boards) stream.close();
  });
});
