import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HTTP_MESSAGES } from '../../domain/errors/errors';
import type { Role } from '../../domain/team/roles';
import type { Logger } from '../logging/logger';
import { AppError } from './app-error';
import {
  createStreamCounter,
  STREAM_LIMITS,
  type StreamLimits,
  type StreamTopic,
  slotsFor,
} from './stream-limits';

/**
 * Server-Sent Events for live screens (the orders board, a diner's order status).
 * - The response is taken over from Fastify (`reply.hijack()`): no compression (a compressed
 *   stream would sit in the compressor's buffer) and `X-Accel-Buffering: no` for nginx.
 * - A comment line every `heartbeatMs` keeps proxies and phones from closing a quiet stream
 *   and lets the server notice a vanished client (one timer for all of them: a stream holds
 *   as little as it can, thousands are open at once — docs/performance.md, "Streams at scale").
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
  open(request: FastifyRequest, reply: FastifyReply, topic?: StreamTopic): SseStream;
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
  opened(request: FastifyRequest): { sent(): void; closed(): void };
};

const LAST_EVENT_ID = /^\d{1,15}$/;

export function lastEventIdOf(request: FastifyRequest): number | null {
  const header = request.headers['last-event-id'];
  const query = (request.query as { lastEventId?: unknown } | undefined)?.lastEventId;
  const raw = typeof header === 'string' ? header : typeof query === 'string' ? query : '';
  return LAST_EVENT_ID.test(raw) ? Number(raw) : null;
}

/** A frame straight to the stream's socket (its body is not framed: see `open`). */
function writeOn(response: ServerResponse, frame: string | Buffer) {
  const { socket } = response;
  if (socket) socket.write(frame);
  else response.write(frame);
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
  /** Open streams, and the response each writes to (the shared heartbeat, a shutdown). */
  const open = new Map<SseStream, ServerResponse>();
  let heartbeat: NodeJS.Timeout | undefined;
  const ping = () => {
    for (const response of open.values()) writeOn(response, ': ping\n\n');
  };
  /** Who opened each signed-in stream (request.actor, set by the /api/v1 scope). */
  const actors = new WeakMap<SseStream, string>();
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    for (const [stream, response] of [...open]) {
      // A retry hint spread over time, so that the browsers do not all come back at once.
      writeOn(response, `retry: ${Math.round(shutdownRetryMs * (0.5 + Math.random()))}\n\n`);
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
      const response = reply.raw;
      for (const name of response.getHeaderNames()) response.removeHeader(name);
      // The body lasts as long as the connection ("Connection: close", no chunked framing), so
      // each frame goes to the socket as it is: one write, where a chunked response corks the
      // socket, frames the chunk in four pieces and uncorks on the next tick (a change to 5 000
      // pages is 5 000 of them).
      response.useChunkedEncodingByDefault = false;
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      response.write(`retry: ${retryMs}\n\n`);
      const watch = options.observer?.opened(request);
      const closeListeners: (() => void)[] = [];
      let isClosed = false;
      const finish = () => {
        if (isClosed) return;
        isClosed = true;
        release();
        watch?.closed();
        open.delete(stream);
        for (const listener of closeListeners) listener();
      };
      const stream: SseStream = {
        lastEventId: lastEventIdOf(request),
        get isClosed() {
          return isClosed;
        },
        send(message) {
          stream.sendFrame(sseFrame(message));
        },
        sendFrame(frame) {
          if (isClosed) return;
          writeOn(response, frame);
          watch?.sent();
        },
        close() {
          if (isClosed) return;
          finish();
          response.end();
        },
        onClose(listener) {
          if (isClosed) listener();
          else closeListeners.push(listener);
        },
      };
      open.set(stream, response);
      if (!heartbeat) {
        heartbeat = setInterval(ping, heartbeatMs);
        heartbeat.unref();
      }
      const actorId = (request as { actor?: { id: string } | null }).actor?.id;
      if (actorId) actors.set(stream, actorId);
      response.on('close', finish);
      return stream;
    },
    count: () => open.size,
    closeActor(actorId) {
      for (const stream of open.keys()) if (actors.get(stream) === actorId) stream.close();
    },
  };
}
