import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { orderFixtures } from '../orders/testing/order-fixtures';
import { sampleMenu } from '../testing/menu-fixtures';
import type { ServerProcess } from '../testing/server-process';
import { openSse } from '../testing/sse-client';
import { testAppForThisFile } from '../testing/test-app';
import { followStream, startInstance, waitFor } from './testing/instances';
import {
  freePort,
  type Nginx,
  type NginxPorts,
  renderNginxConfig,
  selfSignedCertificate,
  startNginx,
} from './testing/nginx';

/**
 * The reference deployment, for real (issue 27 §3-4, docs/deploy.md): nginx running
 * deploy/nginx.conf in front of two server processes on one PostgreSQL database. The test app
 * in this process writes beside them (a third instance: owners and diners acting), so every
 * change reaches the instances the way it does in production, through the event log.
 * PostgreSQL only: on SQLite there is one instance and nothing to fail over to.
 */
const isPostgres = inject('testDatabase').dialect === 'postgres';

describe.runIf(isPostgres)('nginx (deploy/nginx.conf) in front of two instances', () => {
  const testApp = testAppForThisFile();
  const fx = orderFixtures(() => testApp);
  let dir: string;
  let ports: NginxPorts;
  let certificate: { cert: string; key: string };
  let a: ServerProcess;
  let b: ServerProcess;
  let nginx: Nginx;
  let base: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'ardoise-nginx-'));
    ports = { http: await freePort(), tls: await freePort(), redirect: await freePort() };
    // Plain http like the test app's own address, so its session cookies (not `__Secure-`)
    // are the instances' too.
    const env = { TRUST_PROXY: 'true', PUBLIC_URL: `http://127.0.0.1:${ports.http}` };
    a = startInstance(testApp, env);
    b = startInstance(testApp, env);
    const upstreams = (await Promise.all([a.ready, b.ready])).map((url) => new URL(url).host);
    certificate = selfSignedCertificate(dir);
    const config = renderNginxConfig({ dir, upstreams, ports, certificate });
    nginx = await startNginx(dir, config, ports.http);
    base = `http://127.0.0.1:${ports.http}`;
    await waitFor(async () => (await fetch(`${base}/readyz`)).status === 200);
  }, 120_000);

  afterAll(async () => {
    await nginx?.stop();
    for (const server of [a, b]) if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await Promise.all([a?.exited, b?.exited]);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const placeOrder = async (menuId: string, dishId: string) => {
    const placed = await fx.place(fx.orderOf(menuId, [{ dishId, quantity: 1 }]));
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json() as { id: string; statusToken: string };
  };
  const move = async (cookie: string, orderId: string, status: string) =>
    expect((await fx.move(cookie, orderId, status)).statusCode).toBe(200);
  const markSoldOut = async (
    r: { cookie: string; menuId: string },
    dishId: string,
    soldOut: boolean,
  ) => {
    const marked = await fx.call({
      method: 'POST',
      url: `/api/v1/menus/${r.menuId}/items/${dishId}/sold-out`,
      cookie: r.cookie,
      payload: { soldOut },
    });
    expect(marked.statusCode, marked.body).toBe(200);
  };

  it('passes an event stream through as it is written (no buffering)', async () => {
    const r = await fx.restaurant();
    const board = await openSse(`${base}/api/v1/orders/events`, { cookie: r.cookie });
    expect(board.response.status).toBe(200);
    expect(board.response.headers.get('content-type')).toContain('text/event-stream');
    const placed = await placeOrder(r.menuId, r.beef);
    // One small event, far below any buffer's size: it arrives only if nothing holds it.
    expect(JSON.parse(String((await board.next())?.data))).toMatchObject({
      id: placed.id,
      status: 'pending',
    });
    await board.close();
  });

  it('serves a diner page from its cache, never a private answer, and a saved menu within a second', async () => {
    const r = await fx.restaurant();
    const url = `${base}/r/${r.menuId}`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('<h1>Menu du midi</h1>');
    expect(first.headers.get('cache-control')).toContain('s-maxage=');
    // The copy is kept one second: within it, one of these answers comes from nginx.
    await waitFor(async () => (await fetch(url)).headers.get('x-cache-status') === 'HIT');

    for (let i = 0; i < 3; i += 1) {
      const orders = await fetch(`${base}/api/v1/orders`, { headers: { cookie: r.cookie } });
      expect(orders.status).toBe(200);
      expect(orders.headers.get('x-cache-status')).not.toBe('HIT');
    }

    // The owner saves the menu under a new name (on the test app: a third instance).
    const menuUrl = `/api/v1/menus/${r.menuId}`;
    const { version } = (await fx.call({ method: 'GET', url: menuUrl, cookie: r.cookie })).json();
    const payload = sampleMenu({ name: 'Carte du soir' });
    const ifMatch = { 'if-match': `"${version}"` };
    const saved = await fx.call({
      method: 'PUT',
      url: menuUrl,
      cookie: r.cookie,
      headers: ifMatch,
      payload,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const savedAt = performance.now();
    await waitFor(async () => (await (await fetch(url)).text()).includes('<h1>Carte du soir</h1>'));
    const elapsed = performance.now() - savedAt;
    // One second of cache, plus the NOTIFY and a loaded CI machine's slack.
    expect(elapsed).toBeLessThan(1500);
  });

  it('speaks TLS, tells the app so (X-Forwarded-Proto), and redirects plain http', async () => {
    const r = await fx.restaurant();
    const answer = await new Promise<{ status?: number; headers: Record<string, unknown> }>(
      (resolve, reject) => {
        https
          .get(
            `https://127.0.0.1:${ports.tls}/r/${r.menuId}`,
            { ca: readFileSync(certificate.cert) },
            (response) => {
              response.resume();
              response.on('end', () =>
                resolve({ status: response.statusCode, headers: response.headers }),
              );
            },
          )
          .on('error', reject);
      },
    );
    expect(answer.status).toBe(200);
    // The app sets HSTS only on a request it sees as https: the forwarded scheme, trusted.
    expect(answer.headers['strict-transport-security']).toContain('max-age=');
    // The operator's metrics are not served through the public proxy, even to loopback.
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
    const plain = await fetch(`http://127.0.0.1:${ports.redirect}/r/x`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe('https://127.0.0.1/r/x');
  });

  it('SIGTERM to one instance: every stream is back on the other within 5 s, no event lost or repeated', async () => {
    const r = await fx.restaurant();
    const first = await placeOrder(r.menuId, r.beef);
    const second = await placeOrder(r.menuId, r.soup);
    const pill = (order: { id: string; statusToken: string }) =>
      followStream(`${base}/api/v1/public/orders/${order.id}/events?token=${order.statusToken}`);
    const availability = () =>
      followStream(`${base}/api/v1/public/menus/${r.menuId}/availability/events`);
    const board = () => followStream(`${base}/api/v1/orders/events`, { cookie: r.cookie });
    // Round robin: opened one after another, they land on A and B in turn.
    const boards = [board(), board()];
    const pills = [pill(first), pill(second)];
    const availabilities = [availability(), availability()];
    const all = [...boards, ...pills, ...availabilities];
    await Promise.all(all.map((stream) => stream.ready));

    const boardHas = (count: number) => boards.every((stream) => stream.events.length >= count);
    const lastAvailability = (stream: (typeof availabilities)[number]) => stream.data().at(-1);
    // Before.
    await move(r.cookie, first.id, 'preparing');
    await markSoldOut(r, r.beef, true);
    await waitFor(() => boardHas(1));
    await waitFor(() =>
      availabilities.every((stream) => lastAvailability(stream)?.soldOut?.[0] === r.beef),
    );

    a.child.kill('SIGTERM');
    // During: A is ending its streams, their browsers are waiting to reconnect.
    const third = await placeOrder(r.menuId, r.soup);
    await move(r.cookie, second.id, 'preparing');
    expect(await a.exited, a.output()).toEqual({ code: 0, signal: null });
    // After.
    await move(r.cookie, first.id, 'ready');
    await markSoldOut(r, r.beef, false);
    const fourth = await placeOrder(r.menuId, r.beef);

    const expectedBoard = [
      [first.id, 'preparing'],
      [third.id, 'pending'],
      [second.id, 'preparing'],
      [first.id, 'ready'],
      [fourth.id, 'pending'],
    ];
    await waitFor(() => boardHas(expectedBoard.length));
    await waitFor(() => pills[0]?.events.length === 3 && pills[1]?.events.length === 2);
    await waitFor(() =>
      availabilities.every((stream) => lastAvailability(stream)?.soldOut?.length === 0),
    );
    // Nothing more comes late (a repeat would).
    await new Promise((resolve) => setTimeout(resolve, 300));

    for (const stream of boards) {
      expect(stream.data().map((data) => [data.id, data.status])).toEqual(expectedBoard);
      expect(stream.data().map((data) => String(data.eventId))).toEqual(
        stream.events.map((event) => event.id),
      );
    }
    const idsOf = (stream: (typeof all)[number]) => stream.events.map((event) => Number(event.id));
    for (const stream of [...boards, ...pills]) {
      const ids = idsOf(stream);
      expect(ids).toEqual([...ids].sort((x, y) => x - y));
      expect(new Set(ids).size).toBe(ids.length);
    }
    expect(pills[0]?.data().map((data) => data.status)).toEqual(['pending', 'preparing', 'ready']);
    expect(pills[1]?.data().map((data) => data.status)).toEqual(['pending', 'preparing']);

    // Half of them were on A: they reconnected, each within 5 s.
    const reconnected = all.filter((stream) => stream.downtimesMs.length > 0);
    expect(reconnected.length).toBeGreaterThanOrEqual(3);
    for (const stream of all)
      for (const downtime of stream.downtimesMs) expect(downtime).toBeLessThan(5000);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    await Promise.all(all.map((stream) => stream.close()));
  }, 60_000);
});
