// The parent's side of the stream load generators (stream-client.ts): several processes, so
// that one core's worth of JavaScript or one process's file descriptors is never the limit.
import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { canPin, type LoopDelay } from './measure';
import type { FromClient, StreamSpec, ToClient } from './stream-client';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const NODE = path.join(ROOT, 'node_modules', '.bin', 'node');

export type OrderArrival = { streamId: number; orderId: string; status: string; at: number };

export type StreamClients = {
  /** Opens every stream (spread over the processes); resolves with how many are open. */
  open(streams: StreamSpec[]): Promise<{ count: number; failures: string[] }>;
  /** Closes these streams (a diner leaving), without waiting. */
  drop(ids: number[]): void;
  /** Starts timing "Épuisé" frames on the timed menu streams for this round (once every
   *  process has heard it). */
  startRound(round: number, dishId: string): Promise<void>;
  /** The arrival times (wall clock, ms) of this round's frames, from every process. */
  collect(round: number): Promise<number[]>;
  /** While on, every `order` event on order and board streams is passed to `onOrder`. */
  watch(on: boolean): void;
  onOrder(listener: (arrival: OrderArrival) => void): void;
  /** Starts measuring every process's event-loop delay (a load generator busy reading a
   *  burst stamps the frames it reads late: the bench measuring itself). */
  startLoopDelay(): void;
  /** Ends that measure: each process's figures. */
  loopDelays(): Promise<LoopDelay[]>;
  /** Closes every stream and ends the processes; how many had been dropped by the server. */
  close(): Promise<{ dropped: number; reasons: string[] }>;
  pids(): number[];
};

export function startStreamClients(count: number): StreamClients {
  const children: ChildProcess[] = Array.from({ length: Math.max(1, count) }, () =>
    fork(path.join(import.meta.dirname, 'stream-client.ts'), [], {
      execPath: canPin ? '/usr/bin/taskset' : NODE,
      execArgv: canPin ? ['-c', '1', NODE] : [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
    }),
  );
  const orderListeners: ((arrival: OrderArrival) => void)[] = [];
  for (const child of children) {
    child.setMaxListeners(0);
    child.on('message', (message: FromClient) => {
      if (message.type === 'order') for (const listener of orderListeners) listener(message);
    });
  }
  const post = (child: ChildProcess, message: ToClient) => child.send(message);
  let requests = 0;
  const answer = <T extends FromClient['type']>(child: ChildProcess, type: T, requestId?: number) =>
    new Promise<Extract<FromClient, { type: T }>>((resolve) => {
      const listener = (message: FromClient) => {
        if (message.type !== type) return;
        if (requestId !== undefined && 'requestId' in message && message.requestId !== requestId)
          return;
        child.off('message', listener);
        resolve(message as Extract<FromClient, { type: T }>);
      };
      child.on('message', listener);
    });

  return {
    async open(streams) {
      // A stream lives in the process its id names, so that `drop` finds it.
      const shares = children.map(() => [] as StreamSpec[]);
      for (const spec of streams) shares[spec.id % children.length]?.push(spec);
      const requestId = requests++;
      const busy = children.filter((_child, i) => (shares[i]?.length ?? 0) > 0);
      const answers = busy.map((child) => answer(child, 'opened', requestId));
      children.forEach((child, i) => {
        const share = shares[i] ?? [];
        if (share.length > 0)
          post(child, { type: 'open', requestId, streams: share, concurrency: 64 });
      });
      const opened = await Promise.all(answers);
      return {
        count: opened.reduce((sum, one) => sum + one.count, 0),
        failures: opened.flatMap((one) => one.failures),
      };
    },
    drop(ids) {
      const shares = children.map(() => [] as number[]);
      for (const id of ids) shares[id % children.length]?.push(id);
      children.forEach((child, i) => {
        const share = shares[i] ?? [];
        if (share.length > 0) post(child, { type: 'drop', ids: share });
      });
    },
    async startRound(round, dishId) {
      const answers = children.map((child) => answer(child, 'round-started'));
      for (const child of children) post(child, { type: 'round', round, dishId });
      await Promise.all(answers);
    },
    async collect(round) {
      const answers = children.map((child) => answer(child, 'arrivals'));
      for (const child of children) post(child, { type: 'collect', round });
      return (await Promise.all(answers)).flatMap((one) => one.times);
    },
    watch(on) {
      for (const child of children) post(child, { type: 'watch', on });
    },
    onOrder(listener) {
      orderListeners.push(listener);
    },
    startLoopDelay() {
      for (const child of children) post(child, { type: 'loop-delay', on: true });
    },
    async loopDelays() {
      const answers = children.map((child) => answer(child, 'loop-delay'));
      for (const child of children) post(child, { type: 'loop-delay', on: false });
      return (await Promise.all(answers)).map(({ p99, max }) => ({ p99, max }));
    },
    async close() {
      const answers = children.map((child) => answer(child, 'closed'));
      for (const child of children) post(child, { type: 'close' });
      const closed = await Promise.all(answers);
      return {
        dropped: closed.reduce((sum, one) => sum + one.dropped, 0),
        reasons: closed.flatMap((one) => one.droppedReasons),
      };
    },
    pids: () => children.flatMap((child) => (child.pid === undefined ? [] : [child.pid])),
  };
}
