import { afterEach, describe, expect, it } from 'vitest';
import { orderFixtures } from '../orders/testing/order-fixtures';
import type { ServerProcess } from '../testing/server-process';
import { openSse } from '../testing/sse-client';
import { testAppForThisFile } from '../testing/test-app';
import { startInstance, waitFor } from './testing/instances';

/**
 * A restart nobody notices (issue 27 §3), on one real process: SIGTERM turns /readyz 503 at
 * once, the instance keeps serving through SHUTDOWN_DRAIN_MS, then ends every event stream
 * with a short retry hint and exits 0 well within SHUTDOWN_GRACE_MS — streams' connections do
 * not idle in keep-alive until their timeout (72 s), which would end in a forced exit 1.
 */
const testApp = testAppForThisFile();
const fx = orderFixtures(() => testApp);

let server: ServerProcess | undefined;
afterEach(() => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
});

const statusOf = async (url: string) => (await fetch(url)).status;

describe('graceful shutdown of a real process', () => {
  it('SIGTERM: /readyz 503 during the drain, streams served, then ended with a retry hint; exit 0', async () => {
    const r = await fx.restaurant();
    const placed = (await fx.place(fx.orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }]))).json();
    server = startInstance(testApp, { SHUTDOWN_DRAIN_MS: '4000', SHUTDOWN_GRACE_MS: '9000' });
    const url = await server.ready;
    await waitFor(async () => (await statusOf(`${url}/readyz`)) === 200);

    const board = await openSse(`${url}/api/v1/orders/events`, { cookie: r.cookie });
    const pill = await openSse(
      `${url}/api/v1/public/orders/${placed.id}/events?token=${placed.statusToken}`,
    );
    const availability = await openSse(
      `${url}/api/v1/public/menus/${r.menuId}/availability/events`,
    );
    expect(pill.response.status, server.output()).toBe(200);
    expect(JSON.parse(String((await pill.next())?.data)).status).toBe('pending');
    expect(JSON.parse(String((await availability.next())?.data))).toEqual({ soldOut: [] });

    server.child.kill('SIGTERM');
    await server.printed('/readyz answers 503');
    expect(await statusOf(`${url}/readyz`)).toBe(503);
    expect(await statusOf(`${url}/healthz`)).toBe(200);
    // Still serving while the load balancer notices: a change reaches the open streams.
    expect((await fx.move(r.cookie, placed.id, 'preparing')).statusCode).toBe(200);
    expect(JSON.parse(String((await pill.next())?.data)).status).toBe('preparing');
    expect(JSON.parse(String((await board.next())?.data)).status).toBe('preparing');

    expect(await server.exited, server.output()).toEqual({ code: 0, signal: null });
    for (const stream of [board, pill, availability]) {
      expect(await stream.next()).toBeNull();
      const retryMs = stream.retryMs();
      expect(retryMs).toBeGreaterThanOrEqual(500);
      expect(retryMs).toBeLessThanOrEqual(1500);
    }
    expect(server.output()).toContain('"msg":"closed"');
  }, 60_000);
});
