// What an idle connection costs in Node itself, before Ardoise holds anything (docs/performance.md,
// "Streams at scale"): a bare `node:http` server holding connections with the head written by
// hand and the response detached, then the same once the connection has left the HTTP server as
// the event streams' do (src/server/http/leave-http-server.ts), then a bare `node:net` server;
// RSS and V8 heap per connection, read after two full collections, between 4 500 and 9 000
// connections.
//   node scripts/bench/bare-connections.ts [connections=9000]   (needs ulimit -n ≥ 2 × that + 100)
// Runs under plain Node (type stripping): Node built-ins only. The server is this file, forked.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { connect, createServer as createNetServer, type Socket } from 'node:net';
import { leaveHttpServer } from '../../src/server/http/leave-http-server.ts';

const HEAD =
  'HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\nconnection: close\r\n\r\nretry: 2000\n\n';
const REQUEST =
  'GET /events HTTP/1.1\r\nHost: bench\r\nAccept: text/event-stream\r\nX-Forwarded-For: 10.0.0.1\r\n\r\n';
const LABELS: Record<string, string> = {
  http: 'node:http        ',
  left: 'node:http, left  ',
  net: 'node:net         ',
};
type Reading = { rss: number; heap: number; count: number };

function serve(kind: string, port: number) {
  const held = new Set<Socket>();
  const hold = (socket: Socket) => {
    socket.write(HEAD);
    held.add(socket);
    socket.once('close', () => held.delete(socket));
  };
  if (kind === 'http' || kind === 'left') {
    createHttpServer((_request, response) => {
      const { socket } = response;
      if (!socket) return;
      response.detachSocket(socket);
      hold(socket);
      if (kind === 'left' && !leaveHttpServer(socket)) throw new Error('did not leave');
    }).listen({ port, host: '127.0.0.1', backlog: 4096 });
  } else {
    createNetServer((socket) => socket.once('data', () => hold(socket))).listen({
      port,
      host: '127.0.0.1',
      backlog: 4096,
    });
  }
  process.on('message', () => {
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    gc?.();
    const status = readFileSync('/proc/self/status', 'utf8');
    const rss = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) * 1024;
    process.send?.({ rss, heap: process.memoryUsage().heapUsed, count: held.size });
  });
}

async function measure(kind: string, port: number, connections: number) {
  const server = fork(import.meta.filename, ['--serve', kind, String(port)], {
    execArgv: ['--expose-gc'],
    env: { ...process.env, MALLOC_ARENA_MAX: '2' },
  });
  const read = () =>
    new Promise<Reading>((resolve) => {
      server.once('message', (reading) => resolve(reading as Reading));
      server.send('read');
    });
  const sockets: Socket[] = [];
  const open = async (count: number) => {
    for (let i = 0; i < count; i += 1) {
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => {});
      socket.on('data', () => {});
      socket.write(REQUEST);
      sockets.push(socket);
      if (i % 200 === 199) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
  };
  await new Promise((resolve) => setTimeout(resolve, 500));
  // A first few connections opened and closed: the baseline holds the code of that path.
  await open(200);
  for (const socket of sockets.splice(0)) socket.destroy();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const half = Math.floor(connections / 2);
  const before = await read();
  await open(half);
  const middle = await read();
  await open(connections - half);
  const after = await read();
  const kb = (bytes: number, count: number) => `${(bytes / count / 1024).toFixed(1)} KB`;
  console.log(
    `${LABELS[kind] ?? kind} ${after.count} connections — per connection, first half: RSS ${kb(middle.rss - before.rss, half)}, heap ${kb(middle.heap - before.heap, half)}; second half: RSS ${kb(after.rss - middle.rss, connections - half)}, heap ${kb(after.heap - middle.heap, connections - half)}`,
  );
  for (const socket of sockets) socket.destroy();
  server.kill();
}

const serveAt = process.argv.indexOf('--serve');
if (serveAt !== -1) {
  serve(process.argv[serveAt + 1] ?? 'http', Number(process.argv[serveAt + 2]));
} else {
  const connections = Number(process.argv[2] ?? 9000);
  await measure('http', 4555, connections);
  await measure('left', 4557, connections);
  await measure('net', 4556, connections);
}
