import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../domain/team/roles';
import type { SseMessage, SseStream } from '../http/sse';
import { silentLogger } from '../logging/logger';
import { orderFixtures } from '../orders/testing/order-fixtures';
import { testAppForThisFile } from '../testing/test-app';
import { createCallService } from './call-service';
import { createCallStreams } from './call-streams';

// Issue 24 §4: the board's stream carries table calls only to those who may answer them
// ('calls.manage': owner, Gérant, Service), not to a kitchen's board. Runs on both engines.
const testApp = testAppForThisFile();
const { call, restaurant } = orderFixtures(() => testApp);

/** A stream that keeps what it is sent (the board's connection, as the follower sees it). */
function recordingStream() {
  const sent: SseMessage[] = [];
  const closers: (() => void)[] = [];
  const stream: SseStream = {
    lastEventId: null,
    isClosed: false,
    send: (message) => sent.push(message),
    close: () => {
      for (const closer of closers) closer();
    },
    onClose: (listener) => closers.push(listener),
  };
  return { stream, sent };
}

describe('table calls on the board’s stream, by role', () => {
  it('reach the owner, Gérant and Service, never Cuisine', async () => {
    const r = await restaurant({ takeAway: false });
    const calls = createCallService({
      database: testApp.testDatabase.database,
      events: testApp.events,
    });
    const callStreams = createCallStreams({ calls, events: testApp.events });
    const boards = new Map<Role, ReturnType<typeof recordingStream>>();
    for (const role of ROLES) {
      const board = recordingStream();
      callStreams.followOwner({
        stream: board.stream,
        ownerId: r.owner.id,
        role,
        log: silentLogger,
      });
      boards.set(role, board);
    }
    const placed = await call({
      method: 'POST',
      url: `/api/v1/public/tables/${r.tokens['7']}/calls`,
      payload: { kind: 'bill' },
    });
    expect(placed.statusCode).toBe(201);
    await expect
      .poll(() => boards.get('service')?.sent.map((message) => message.event))
      .toEqual(['call.created']);
    for (const role of ['owner', 'manager'] as const) {
      expect(boards.get(role)?.sent).toEqual([
        expect.objectContaining({
          event: 'call.created',
          data: expect.objectContaining({ table: '7' }),
        }),
      ]);
    }
    expect(boards.get('kitchen')?.sent).toEqual([]);
    for (const board of boards.values()) board.stream.close();
  });
});
