// One load-generator process of `npm run bench:streams` and `npm run bench:service`: holds
// thousands of Server-Sent Events streams open on raw sockets (no EventSource, no `node:http`
// response objects: a socket and a few numbers per stream), so that the client is not what
// runs out of memory or CPU. Started with `fork` by stream-clients.ts, driven by messages.
// Runs under plain Node (type stripping): Node built-ins only.
import { connect, type Socket } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** A stream to open: `kind` says what the parent wants to hear about. */
export type StreamSpec = {
  id: number;
  port: number;
  path: string;
  headers: Record<string, string>;
  /** The loopback address to connect from (127.x.y.z): a diner's own address behind a proxy
   *  that sets X-Forwarded-For itself. */
  localAddress?: string;
  /** menu: "Épuisé" marks (counted, timed per round); order/board: `order` events, reported. */
  kind: 'menu' | 'order' | 'board';
  /** For `menu` streams: whether this stream's arrivals are timed (the menu being changed). */
  isTimed?: boolean;
};

export type ToClient =
  | { type: 'open'; requestId: number; streams: StreamSpec[]; concurrency: number }
  | { type: 'drop'; ids: number[] }
  | { type: 'round'; round: number; dishId: string }
  | { type: 'collect'; round: number }
  | { type: 'watch'; on: boolean }
  /** Starts (on) or ends (off: answered with `loop-delay`) the event-loop delay measure. */
  | { type: 'loop-delay'; on: boolean }
  | { type: 'close' };

export type FromClient =
  | { type: 'opened'; requestId: number; count: number; failures: string[] }
  | { type: 'arrivals'; round: number; times: number[] }
  | { type: 'round-started'; round: number }
  | { type: 'order'; streamId: number; orderId: string; status: string; at: number }
  | { type: 'loop-delay'; p99: number; max: number }
  | { type: 'closed'; dropped: number; droppedReasons: string[] };

/** Wall-clock milliseconds with sub-millisecond precision, comparable across processes. */
export const wallNow = () => performance.timeOrigin + performance.now();

type Held = {
  spec: StreamSpec;
  socket: Socket;
  /** Unparsed text of an order/board stream (one frame at most, usually empty). */
  pending: string;
  /** The round whose "Épuisé" frame this stream has already had (timed streams). */
  lastRound: number;
};

const held = new Map<number, Held>();
/** Round → the dish it marks "Épuisé": a frame listing it (marks add up) is that round's. */
const roundDishes = new Map<number, string>();
/** Round → arrival times (one per timed stream; a stream whose frame already shows a later
 *  round is not counted for an earlier one: the server sent only the latest state). */
const arrivals = new Map<number, number[]>();
let isWatching = false;
let isClosing = false;
const dropped: string[] = [];

const send = (message: FromClient) => process.send?.(message);
/** How late this process's turns ran while measured: a frame read late is stamped late. */
const loopDelay = monitorEventLoopDelay({ resolution: 5 });

function openOne(spec: StreamSpec): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port: spec.port, localAddress: spec.localAddress });
    socket.setNoDelay(true);
    // A stream the server (or the proxy) never answers is a failure, not a wait forever.
    socket.setTimeout(30_000, () => {
      if (isOpen) return;
      socket.destroy();
      reject(new Error(`${spec.path}: no answer within 30 s`));
    });
    let head = '';
    let isOpen = false;
    const entry: Held = { spec, socket, pending: '', lastRound: -1 };
    socket.once('connect', () => {
      const lines = [
        `GET ${spec.path} HTTP/1.1`,
        `Host: 127.0.0.1:${spec.port}`,
        'Accept: text/event-stream',
        ...Object.entries(spec.headers).map(([name, value]) => `${name}: ${value}`),
      ];
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    });
    socket.on('error', (error) => {
      if (!isOpen) reject(error);
      else if (!isClosing) dropped.push(error.message);
    });
    socket.on('close', () => {
      if (isOpen && !isClosing) dropped.push(`stream ${spec.id} closed by the server`);
    });
    const onHead = (chunk: Buffer) => {
      head += chunk.toString('latin1');
      const end = head.indexOf('\r\n\r\n');
      if (end === -1) return;
      socket.off('data', onHead);
      if (!head.startsWith('HTTP/1.1 200')) {
        socket.destroy();
        reject(new Error(`${spec.path}: ${head.slice(0, 200).replaceAll('\r\n', ' | ')}`));
        return;
      }
      isOpen = true;
      socket.setTimeout(0);
      held.set(spec.id, entry);
      socket.on('data', (data: Buffer) => onData(entry, data));
      const rest = head.slice(end + 4);
      if (rest) onData(entry, Buffer.from(rest, 'latin1'));
      resolve();
    };
    socket.on('data', onHead);
  });
}

function onData(entry: Held, data: Buffer) {
  const at = wallNow();
  const { spec } = entry;
  if (spec.kind === 'menu') {
    if (!spec.isTimed || roundDishes.size === 0 || !data.includes('event: availability')) return;
    let latest = -1;
    for (const [round, dishId] of roundDishes) {
      if (round > latest && data.includes(dishId)) latest = round;
    }
    if (latest > entry.lastRound) {
      entry.lastRound = latest;
      arrivals.get(latest)?.push(at);
    }
    return;
  }
  if (!isWatching) {
    entry.pending = '';
    return;
  }
  entry.pending += data.toString('utf8');
  let end = entry.pending.indexOf('\n\n');
  while (end !== -1) {
    const frame = entry.pending.slice(0, end);
    entry.pending = entry.pending.slice(end + 2);
    end = entry.pending.indexOf('\n\n');
    if (!frame.includes('event: order')) continue;
    const line = frame.split('\n').find((row) => row.startsWith('data: '));
    if (!line) continue;
    const order = JSON.parse(line.slice(6)) as { id: string; status: string };
    send({ type: 'order', streamId: spec.id, orderId: order.id, status: order.status, at });
  }
  // Keep only a partial frame; chunk-size lines between frames are dropped with it.
  if (entry.pending.length > 8192) entry.pending = '';
}

async function openAll(requestId: number, streams: StreamSpec[], concurrency: number) {
  const failures: string[] = [];
  let count = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.max(1, concurrency) }, async () => {
      while (next < streams.length) {
        const spec = streams[next++] as StreamSpec;
        await openOne(spec).then(
          () => (count += 1),
          (error: Error) => failures.push(error.message),
        );
      }
    }),
  );
  send({ type: 'opened', requestId, count, failures: failures.slice(0, 20) });
}

process.on('message', (message: ToClient) => {
  switch (message.type) {
    case 'open':
      void openAll(message.requestId, message.streams, message.concurrency);
      break;
    case 'drop':
      for (const id of message.ids) {
        const entry = held.get(id);
        held.delete(id);
        if (entry) {
          entry.socket.removeAllListeners('close');
          entry.socket.destroy();
        }
      }
      break;
    case 'round':
      roundDishes.set(message.round, message.dishId);
      arrivals.set(message.round, []);
      send({ type: 'round-started', round: message.round });
      break;
    case 'collect':
      send({ type: 'arrivals', round: message.round, times: arrivals.get(message.round) ?? [] });
      break;
    case 'watch':
      isWatching = message.on;
      break;
    case 'loop-delay':
      if (message.on) {
        loopDelay.reset();
        loopDelay.enable();
      } else {
        loopDelay.disable();
        send({ type: 'loop-delay', p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 });
      }
      break;
    case 'close':
      isClosing = true;
      for (const entry of held.values()) entry.socket.destroy();
      send({ type: 'closed', dropped: dropped.length, droppedReasons: dropped.slice(0, 10) });
      setImmediate(() => process.exit(0));
      break;
  }
});
