import type { ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HTTP_MESSAGES } from '../../domain/errors/errors';
import type { Role } from '../../domain/team/roles';
import type { Logger } from '../logging/logger';
import { AppError } from './app-error';
import { createHeartbeat } from './heartbeat';
import { leaveHttpServer } from './leave-http-server';
import {
  createStreamCounter,
  STREAM_LIMITS,
  type StreamLimits,
  type StreamTopic,
  slotsFor,
} from './stream-limits';

/**
 * Server-Sent Events for live screens (the orders board, a diner's order status).
 * - The response is taken over from Fastify (`reply.hijack()`), then the connection from Node's
 *   response (`takeOver`): no compression (a compressed stream would sit in the compressor's
 *   buffer), `X-Accel-Buffering: no` for nginx, and an open stream holds a socket and a small
 *   `EventStream`, not a request, a response and a logger; the connection then leaves Node's
 *   HTTP server (leave-http-server.ts). Memory per idle stream: 14 → 3–4 KB of RSS.
 * - A comment line every `heartbeatMs` keeps proxies and phones from closing a quiet stream
 *   and lets the server notice a vanished client (one timer for all of them, each tick pinging
 *   a hundredth of them: heartbeat.ts; a stream holds as little as it can, thousands are open
 *   at once — docs/performance.md, "Streams at scale").
 * - The headers other hooks set for pages (helmet's policies, a per-response nonce) are dropped:
 *   a stream is not a document, and they would stay in memory for the stream's whole life.
 * - `Last-Event-ID` (sent by EventSource when it reconnects by itself) or `?lastEventId=`
 *   tells the route what the client already has, so it can replay what it missed.
 * - On shutdown (SIGTERM → app.close), every open stream is ended at once so the graceful
 *   period is not spent waiting for them: a last `retry:` (about `shutdownRetryMs`, spread so
 *   thousands of browsers do not come back in the same millisecond) tells EventSource to
 *   reconnect soon — through the proxy, to another instance — with its Last-Event-ID, and the
 *   connection itself is closed (the response's body ends with it: "Connection: close").
 */
export type SseMessage = { id?: number; event?: string; data: unknown };

/**
 * A message as the text of its frame; `raw` is its data already serialised (JSON), for a frame
 * written once and sent to many streams.
 */
export function sseFrame(message: SseMessage | { id?: number; event?: string; raw: string }) {
  let frame = '';
  if (message.id !== undefined) frame += `id: ${message.id}\n`;
  if (message.event) frame += `event: ${message.event}\n`;
  const data = 'raw' in message ? message.raw : JSON.stringify(message.data);
  return `${frame}data: ${data}\n\n`;
}

export type SseStream = {
  readonly lastEventId: number | null;
  send(message: SseMessage): void;
  /** A frame made by sseFrame (as bytes when the same frame goes to many streams). */
  sendFrame(frame: string | Buffer): void;
  close(): void;
  /** Called once when the stream ends, whoever ended it. */
  onClose(listener: () => void): void;
  readonly isClosed: boolean;
};

export type EventStreams = {
  /** Throws a 429 when the client holds too many streams already (stream-limits.ts). */
  open(
    request: FastifyRequest,
    reply: FastifyReply,
    topic?: StreamTopic | readonly StreamTopic[],
  ): SseStream;
  count(): number;
  /** Ends the streams a member or device opened (removed, re-roled, revoked). */
  closeActor(actorId: string): void;
};

/**
 * Another feature sending on a stream it does not own (table calls on the board's orders
 * stream): handed the stream, whose it is and the role of who opened it, once it is open.
 */
export type StreamFollower = (input: {
  stream: SseStream;
  ownerId: string;
  role: Role;
  log: Logger;
}) => void;

/**
 * Told of each stream's life (the operator's metrics: src/server/metrics): `opened` when it
 * opens, then the returned watch at each frame sent and once when it ends.
 */
export type StreamObserver = {
  opened(request: FastifyRequest): StreamWatch;
};
export type StreamWatch = { sent(): void; closed(): void };

const LAST_EVENT_ID = /^\d{1,15}$/;

export function lastEventIdOf(request: FastifyRequest): number | null {
  const header = request.headers['last-event-id'];
  const query = (request.query as { lastEventId?: unknown } | undefined)?.lastEventId;
  const raw = typeof header === 'string' ? header : typeof query === 'string' ? query : '';
  return LAST_EVENT_ID.test(raw) ? Number(raw) : null;
}

const STREAM_HEAD: Record<string, string> = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  'x-accel-buffering': 'no',
  'x-content-type-options': 'nosniff',
};

/** Where a stream's bytes go: its connection, or (a request injected in tests) its response. */
type Sink = Socket | ServerResponse;

/**
 * Answers the stream's headers and its first bytes, and returns where its frames go. With a
 * connection, the stream takes it over: the head is written to the socket by hand and the
 * response let go (`detachSocket`), so that neither Node's response (its head kept as a string,
 * its state) nor Fastify's reply, request and logger stay alive for the stream's whole life, and
 * each frame is one write to the socket. The body lasts as long as the connection
 * ("Connection: close", no chunked framing), which then leaves Node's HTTP server (its parser
 * let go: leave-http-server.ts). docs/performance.md, "Streams at scale".
 */
function takeOver(response: ServerResponse, first: string): Sink {
  const { socket } = response;
  // A request injected in tests (light-my-request) has a stand-in for a socket, and a HEAD
  // request gets no body (Node's response knows it): answer through the response.
  if (!(socket instanceof Socket) || response.req.method === 'HEAD') {
    for (const name of response.getHeaderNames()) response.removeHeader(name);
    response.useChunkedEncodingByDefault = false;
    response.writeHead(200, STREAM_HEAD);
    response.write(first);
    return response;
  }
  response.detachSocket(socket);
  let head = 'HTTP/1.1 200 OK\r\n';
  for (const [name, value] of Object.entries(STREAM_HEAD)) head += `${name}: ${value}\r\n`;
  socket.write(`${head}date: ${new Date().toUTCString()}\r\nconnection: close\r\n\r\n${first}`);
  leaveHttpServer(socket);
  return socket;
}

/** Ends a stream's connection once what it was sent has gone (or its injected response). */
function endSink(sink: Sink) {
  if ('destroySoon' in sink) sink.destroySoon();
  else sink.end();
}

/** Where the open streams are kept (one per server): a stream leaves it when it ends. */
type StreamRegistry = { remove(stream: EventStream): void };

/**
 * One open stream. A class, so that the thousands of open streams share their methods instead
 * of holding a closure each (docs/performance.md, "Streams at scale").
 */
class EventStream implements SseStream {
  isClosed = false;
  private closeListeners: (() => void)[] | null = null;
  /** Its group in the heartbeat (heartbeat.ts). */
  heartbeatSlot = 0;

  constructor(
    readonly lastEventId: number | null,
    readonly sink: Sink,
    private readonly registry: StreamRegistry,
    private readonly release: () => void,
    private readonly watch: StreamWatch | undefined,
  ) {}

  send(message: SseMessage) {
    this.sendFrame(sseFrame(message));
  }

  sendFrame(frame: string | Buffer) {
    if (this.isClosed) return;
    this.sink.write(frame);
    this.watch?.sent();
  }

  close() {
    if (this.isClosed) return;
    this.finish();
    endSink(this.sink);
  }

  onClose(listener: () => void) {
    if (this.isClosed) {
      listener();
      return;
    }
    this.closeListeners ??= [];
    this.closeListeners.push(listener);
  }

  /** Once, when the stream ends, whoever ended it. */
  finish() {
    if (this.isClosed) return;
    this.isClosed = true;
    this.release();
    this.watch?.closed();
    this.registry.remove(this);
    for (const listener of this.closeListeners ?? []) listener();
    this.closeListeners = null;
  }
}

export function registerEventStreams(
  app: FastifyInstance,
  options: {
    heartbeatMs?: number;
    retryMs?: number;
    shutdownRetryMs?: number;
    limits?: Partial<StreamLimits>;
    observer?: StreamObserver;
  } = {},
): EventStreams {
  const heartbeatMs = options.heartbeatMs ?? 25_000;
  const retryMs = options.retryMs ?? 2_000;
  const shutdownRetryMs = options.shutdownRetryMs ?? 1_000;
  const limits: StreamLimits = { ...STREAM_LIMITS, ...options.limits };
  const counter = createStreamCounter();
  /** The open streams, pinged in turn (and closed by a shutdown or for an actor). */
  const open = createHeartbeat<EventStream>({
    periodMs: heartbeatMs,
    ping: (stream) => stream.sink.write(': ping\n\n'),
  });
  const registry: StreamRegistry = {
    remove: (stream) => open.remove(stream, stream.heartbeatSlot),
  };
  /** Who opened each signed-in stream (request.actor, set by the /api/v1 scope). */
  const actors = new WeakMap<SseStream, string>();
  app.addHook('preClose', async () => {
    open.stop();
    for (const stream of [...open.items()]) {
      // A retry hint spread over time, so that the browsers do not all come back at once.
      stream.sink.write(`retry: ${Math.round(shutdownRetryMs * (0.5 + Math.random()))}\n\n`);
      stream.close();
    }
  });

  return {
    open(request, reply, topic) {
      const release = counter.acquire(slotsFor(request, topic, limits));
      if (!release) {
        const refusal = new AppError('RATE_LIMITED', HTTP_MESSAGES.tooManyStreams);
        throw refusal.withRetryAfter(limits.retryAfterSeconds);
      }
      reply.hijack();
      const sink = takeOver(reply.raw, `retry: ${retryMs}\n\n`);
      const stream = new EventStream(
        lastEventIdOf(request),
        sink,
        registry,
        release,
        options.observer?.opened(request),
      );
      stream.heartbeatSlot = open.add(stream);
      const actorId = (request as { actor?: { id: string } | null }).actor?.id;
      if (actorId) actors.set(stream, actorId);
      sink.once('close', () => stream.finish());
      return stream;
    },
    count: () => open.size(),
    closeActor(actorId) {
      for (const stream of [...open.items()]) {
        if (actors.get(stream) === actorId) stream.close();
      }
    },
  };
}
