import { describe, expect, it } from 'vitest';
import { openSse } from '../testing/sse-client';
import { listeningUrl, testAppForThisFile } from '../testing/test-app';
import { teamFixtures } from './testing/team-fixtures';

// Issue 24, "across two instances": a member removed on instance A, or a tablet revoked there,
// loses the board stream they hold on instance B at once (one database; NOTIFY on PostgreSQL,
// the event log's polling on SQLite), and B refuses their next request.

const a = testAppForThisFile();
const b = testAppForThisFile(() => ({ sameDatabaseAs: a }));
const fx = teamFixtures(() => a);

/** Resolves when the stream ends (the server closed it); fails after `timeoutMs`. */
async function endOf(stream: Awaited<ReturnType<typeof openSse>>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error('the stream stayed open');
    const event = await stream.next(left).catch(() => undefined);
    if (event === null) return;
  }
}

describe('the team across two instances', () => {
  it('removing a member on A ends their board stream on B', async () => {
    const restaurant = await fx.owner();
    const karim = await fx.member(restaurant, 'service');
    const onB = await listeningUrl(b);
    const board = await openSse(`${onB}/api/v1/orders/events`, { cookie: karim.cookie });
    expect(board.response.status).toBe(200);
    const ownerBoard = await openSse(`${onB}/api/v1/orders/events`, { cookie: restaurant.cookie });

    const removed = await fx.call({
      method: 'DELETE',
      url: `/api/v1/team/members/${karim.memberId}`,
      cookie: restaurant.cookie,
    });
    expect(removed.statusCode).toBe(200);
    await endOf(board);
    const again = await fetch(`${onB}/api/v1/orders`, { headers: { cookie: karim.cookie } });
    expect(again.status).toBe(401);
    // The owner's own stream on B is untouched.
    await expect(ownerBoard.next(300)).rejects.toThrow('no SSE event in time');
    ownerBoard.close();
  });

  it('revoking a tablet on A closes its board on B', async () => {
    const restaurant = await fx.owner();
    const tablet = await fx.device(restaurant, 'kitchen');
    const onB = await listeningUrl(b);
    const board = await openSse(`${onB}/api/v1/orders/events`, { cookie: tablet.cookie });
    expect(board.response.status).toBe(200);
    const team = (
      await fx.call({ method: 'GET', url: '/api/v1/team', cookie: restaurant.cookie })
    ).json();
    await fx.call({
      method: 'DELETE',
      url: `/api/v1/team/devices/${team.devices[0].id}`,
      cookie: restaurant.cookie,
    });
    await endOf(board);
    const again = await fetch(`${onB}/api/v1/orders`, { headers: { cookie: tablet.cookie } });
    expect(again.status).toBe(401);
  });
});
