import type { Socket } from 'node:net';

/**
 * Lets an event stream's connection leave Node's HTTP server once the stream's head is sent, as
 * Node itself does for an `Upgrade` request (which EventSource cannot ask for): the server's
 * listeners come off the socket and its request parser is let go. An idle HTTP connection costs
 * Node 13.6–15.2 KB of memory, most of it the native parser; a connection that has left costs
 * 7–8 KB (`scripts/bench/bare-connections.ts`; docs/performance.md, "Streams at scale").
 *
 * This reaches into Node's HTTP server (`socket.parser` and the names of its listeners, the same
 * from Node 18 to 24). Nothing is touched unless all of it is found as expected: the connection
 * then simply stays in the HTTP server, as before. `leave-http-server.test.ts` fails if a Node
 * upgrade changes it.
 *
 * After it has left, the connection is the stream's: nothing more is read from it (what a client
 * sends is dropped), the client closing its side ends it, an error destroys it, and the server's
 * shutdown does not see it (the event streams end their own connections first: sse.ts).
 */

/** The listeners Node's HTTP server (lib/_http_server.js) puts on each connection, by event. */
const SERVER_LISTENERS: Record<string, string> = {
  data: 'bound socketOnData',
  end: 'bound socketOnEnd',
  close: 'bound socketOnClose',
  drain: 'bound socketOnDrain',
  error: 'socketOnError',
  timeout: 'socketOnTimeout',
  resume: 'onSocketResume',
  pause: 'onSocketPause',
};
/** Without these, the connection would not be the server's as expected: leave it alone. */
const REQUIRED = ['data', 'end', 'close', 'error'];

/** Node's HTTPParser, as far as it is used here. */
type Parser = {
  _consumed?: boolean;
  unconsume(): void;
  remove(): void;
  close(): void;
};

function parserOf(socket: Socket): Parser | null {
  const parser = (socket as { parser?: unknown }).parser;
  if (typeof parser !== 'object' || parser === null) return null;
  const methods = ['unconsume', 'remove', 'close'] as const;
  return methods.every((name) => typeof (parser as Record<string, unknown>)[name] === 'function')
    ? (parser as Parser)
    : null;
}

/** Shared by every connection that left (a closure each would keep its call's variables). */
function ignore() {}
function destroyIt(this: Socket) {
  this.destroy();
}

/** The server's listeners on the socket, by event, or null when one that must be is not. */
function serverListenersOf(socket: Socket) {
  const found: [string, ((...args: unknown[]) => unknown)[]][] = [];
  for (const [event, name] of Object.entries(SERVER_LISTENERS)) {
    const listeners = socket.listeners(event).filter((listener) => listener.name === name);
    if (listeners.length === 0 && REQUIRED.includes(event)) return null;
    found.push([event, listeners as (() => unknown)[]]);
  }
  return found;
}

/** Returns whether the connection left the HTTP server (false: it stays, nothing changed). */
export function leaveHttpServer(socket: Socket): boolean {
  const parser = parserOf(socket);
  const found = parser && !socket.destroyed ? serverListenersOf(socket) : null;
  if (!parser || !found) return false;
  for (const [event, listeners] of found) {
    for (const listener of listeners) socket.removeListener(event, listener);
  }
  // What Node's freeParser does: the parser stops reading the socket, leaves the server's list of
  // connections (its request timeouts), and is closed once its current call has returned.
  if (parser._consumed) parser.unconsume();
  parser.remove();
  (socket as { parser?: unknown }).parser = null;
  setImmediate(closeParser, parser);

  socket.setTimeout(0);
  socket.on('error', destroyIt);
  socket.on('end', destroyIt);
  socket.on('data', ignore);
  return true;
}

function closeParser(parser: Parser) {
  parser.close();
}
