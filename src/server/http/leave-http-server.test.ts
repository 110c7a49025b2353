import type { Socket } from 'node:net';
import { connect } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderFixtures } from '../orders/testing/order-fixtures';
import { testAppForThisFile } from '../testing/test-app';

/**
 * An event stream's connection leaves Node's HTTP server once its head is sent
 * (leave-http-server.ts), on both databases, over real sockets. If a Node upgrade changes what
 * it reaches into, the first test fails (the connection would quietly stay in the server and
 * cost twice the memory: docs/performance.md, "Streams at scale").
 */
const testApp = testAppForThisFile({ listen: true });
const fx = orderFixtures(() => testApp);

/** The server's side of each connection, in the order they came, and the parser Node gave it. */
const serverSockets: Socket[] = [];
const parsers = new WeakMap<Socket, WeakRef<object>>();
beforeAll(() => {
  testApp.app.server.on('connection', (socket: Socket) => {
    serverSockets.push(socket);
    const { parser } = socket as { parser?: object };
    if (parser) parsers.set(socket, new WeakRef(parser));
  });
});

/** A full garbage collection (V8's `gc`, exposed for this test). */
function collectGarbage() {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/** A diner's availability stream opened by hand: what it received so far, and its socket. */
async function openStream(menuId: string) {
  const { port, host } = new URL(testApp.baseUrl);
  const client = connect(Number(port), '127.0.0.1');
  client.setEncoding('utf8');
  let received = '';
  const arrivals: (() => void)[] = [];
  client.on('data', (chunk: string) => {
    received += chunk;
    for (const arrival of arrivals.splice(0)) arrival();
  });
  const ended = new Promise<void>((resolve) => client.once('close', () => resolve()));
  client.on('error', () => {});
  client.write(
    `GET /api/v1/public/menus/${menuId}/availability/events HTTP/1.1\r\nHost: ${host}\r\nAccept: text/event-stream\r\n\r\n`,
  );
  /** Resolves once what was received contains `text` `count` times. */
  const until = async (text: string, count = 1) => {
    while (received.split(text).length - 1 < count) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no "${text}" in: ${received}`)), 5000);
        arrivals.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  };
  await until('event: availability');
  const server = serverSockets.at(-1);
  if (!server) throw new Error('the server saw no connection');
  return { client, server, host, ended, until, received: () => received };
}

async function openStreams() {
  const response = await testApp.app.inject({ method: 'GET', url: '/metrics' });
  return response.body
    .split('\n')
    .filter((line) => line.startsWith('ardoise_event_streams_open{'))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}

async function eventually(check: () => Promise<boolean>) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('never happened');
}

const markSoldOut = async (
  r: { cookie: string; menuId: string },
  dishId: string,
  soldOut = true,
) => {
  const response = await fx.call({
    method: 'POST',
    url: `/api/v1/menus/${r.menuId}/items/${dishId}/sold-out`,
    cookie: r.cookie,
    payload: { soldOut },
  });
  expect(response.statusCode, response.body).toBe(200);
};

describe("an event stream's connection once its head is sent", () => {
  it("has left Node's HTTP server, and its frames still flow", async () => {
    const r = await fx.restaurant();
    const stream = await openStream(r.menuId);
    expect((stream.server as { parser?: unknown }).parser).toBeNull();
    const names = ['data', 'end', 'close', 'error'].flatMap((event) =>
      stream.server.listeners(event).map((listener) => listener.name),
    );
    expect(names).not.toContain('bound socketOnData');
    expect(names).not.toContain('socketOnError');
    // Nothing keeps the parser (nor the server's listeners holding it) alive any more.
    const parser = parsers.get(stream.server);
    expect(parser).toBeDefined();
    await new Promise((resolve) => setImmediate(resolve));
    collectGarbage();
    expect(parser?.deref()).toBeUndefined();

    await markSoldOut(r, r.beef);
    await stream.until(r.beef);
    // A request sent on the same connection is not answered: the connection is the stream's.
    stream.client.write(`GET /healthz HTTP/1.1\r\nHost: ${stream.host}\r\n\r\n`);
    await markSoldOut(r, r.beef, false);
    await stream.until('event: availability', 3);
    expect(stream.received().match(/HTTP\/1\.1 /g)).toHaveLength(1);
    stream.client.destroy();
  });

  it('ends when the client closes its side, and when the connection is reset', async () => {
    const r = await fx.restaurant();
    const before = await openStreams();
    const halfClosed = await openStream(r.menuId);
    const reset = await openStream(r.menuId);
    expect(await openStreams()).toBe(before + 2);

    halfClosed.client.end();
    await halfClosed.ended;
    reset.client.resetAndDestroy();
    await eventually(async () => (await openStreams()) === before);
    expect(reset.server.destroyed).toBe(true);
    expect(halfClosed.server.destroyed).toBe(true);

    // The instance goes on: another stream opens and hears a change.
    const next = await openStream(r.menuId);
    await markSoldOut(r, r.soup);
    await next.until(r.soup);
    next.client.destroy();
  });
});
