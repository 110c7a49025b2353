import type { Agent } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createDeliveryBooks, type DeliveryBooks } from './deliveries';
import { sendJson } from './json-request';
import { cpuSeconds, type LoopDelay, loopDelayMs } from './measure';
import {
  createDiners,
  moveOrder,
  newTally,
  type PhaseTally,
  type PlacedOrder,
  runAtRate,
  runClosedLoop,
} from './order-load';
import type { BenchRestaurant } from './seed-restaurants';
import { openSseReader, type SseReader } from './sse-reader';

export type RunOptions = {
  ownerStreams: number;
  dinerStreams: number;
  /** Orders per second in the steady phase (open loop); default: half the peak's. */
  rate?: number;
  seconds: number;
  warmupSeconds: number;
  /** Concurrent diners in the peak phase (closed loop). */
  concurrency: number;
};

export type PhaseReport = {
  name: string;
  tally: PhaseTally;
  wallSeconds: number;
  /** CPU time over wall time, in % of one core. */
  clientCpu: number;
  serverCpu: { name: string; percent: number }[];
  /** All app instances' CPU time per accepted write, ms (does not depend on the machine's load). */
  serverCpuMsPerWrite: number;
  eventLoopDelayMs: LoopDelay;
};

export type RunReport = {
  phases: PhaseReport[];
  /** Orders per second offered in the steady phase. */
  steadyRate: number;
  moves: PhaseTally;
  books: ReturnType<DeliveryBooks['report']>;
  droppedStreams: string[];
  /** How long after the last write the last expected event arrived (or the wait gave up). */
  settleMs: number;
  clientSideOrders: number;
  clientSideEvents: number;
};

type Instance = { name: string; url: string; pid: number | undefined };

/**
 * One benchmark run against started servers: orders are written to `writer`, every stream
 * is opened on `reader` (the same instance on SQLite, another one on PostgreSQL).
 */
export async function runOrdersLoad(input: {
  restaurants: BenchRestaurant[];
  writer: Instance;
  reader: Instance;
  agent: Agent;
  options: RunOptions;
  log: (line: string) => void;
}): Promise<RunReport> {
  const { restaurants, writer, reader, agent, options, log } = input;
  const instances = writer.url === reader.url ? [writer] : [writer, reader];
  const ownerAddress = (restaurant: BenchRestaurant) =>
    `172.16.${restaurants.indexOf(restaurant) >> 8}.${restaurants.indexOf(restaurant) & 255}`;

  log(`opening ordering for ${restaurants.length} restaurants`);
  for (const restaurant of restaurants) {
    const answer = await sendJson(`${writer.url}/api/v1/ordering`, {
      method: 'PUT',
      agent,
      headers: {
        origin: writer.url,
        cookie: restaurant.cookie,
        'x-forwarded-for': ownerAddress(restaurant),
      },
      body: { open: true },
    });
    if (answer.status !== 200) throw new Error(`PUT /ordering: ${answer.status}`);
  }

  const books = createDeliveryBooks();
  const placeOrder = createDiners({ baseUrl: writer.url, restaurants, agent });
  const setupTally = newTally();
  const dinerOrders: PlacedOrder[] = [];
  for (let i = 0; i < options.dinerStreams; i += 1) {
    const order = await placeOrder(setupTally);
    if (!order) throw new Error(`a diner's order was refused: ${[...setupTally.failures]}`);
    dinerOrders.push(order);
    books.record({ ...changeOf(order, 'pending', null), isDinerOnly: true });
  }

  log(`opening ${options.ownerStreams} owner streams and ${options.dinerStreams} diner streams`);
  const droppedStreams: string[] = [];
  const onEnd = (reason: string) => droppedStreams.push(reason);
  const streams: SseReader[] = [];
  const opening: (() => Promise<SseReader>)[] = [
    ...Array.from({ length: options.ownerStreams }, (_, i) => {
      const restaurant = restaurants[i % restaurants.length] as BenchRestaurant;
      return () =>
        openSseReader({
          url: `${reader.url}/api/v1/orders/events`,
          headers: { cookie: restaurant.cookie },
          onEvent: books.ownerStream(restaurant.ownerId),
          onEnd,
        });
    }),
    ...dinerOrders.map(
      (order) => () =>
        openSseReader({
          url: `${reader.url}/api/v1/public/orders/${order.orderId}/events?token=${order.statusToken}`,
          onEvent: books.dinerStream(order.orderId),
          onEnd,
        }),
    ),
  ];
  for (let start = 0; start < opening.length; start += 50) {
    streams.push(...(await Promise.all(opening.slice(start, start + 50).map((open) => open()))));
  }

  const placeAndRecord = (tally: PhaseTally, series: string | null) => async () => {
    const order = await placeOrder(tally);
    if (order) books.record(changeOf(order, 'pending', series));
  };
  // The kitchens move the diners' orders on during the steady phase: preparing, then ready.
  const moves = newTally();
  const moveQueue = [
    ...dinerOrders.map((order) => ({ order, status: 'preparing' })),
    ...dinerOrders.map((order) => ({ order, status: 'ready' })),
  ];
  const moveNext = async () => {
    const next = moveQueue.shift();
    if (!next) return;
    const sentAt = performance.now();
    const acceptedAt = await moveOrder({
      baseUrl: writer.url,
      agent,
      order: next.order,
      status: next.status,
      clientAddress: ownerAddress(next.order.restaurant),
      tally: moves,
    });
    if (acceptedAt !== null) {
      books.record({ ...changeOf(next.order, next.status, 'moves'), sentAt, acceptedAt });
    }
  };

  const phases: PhaseReport[] = [];
  const measure = async (name: string, work: (tally: PhaseTally) => Promise<void>) => {
    log(`phase: ${name}`);
    const tally = newTally();
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const cpuBefore = process.cpuUsage();
    const serverBefore = instances.map((instance) => cpuSeconds(instance.pid));
    const startedAt = performance.now();
    await work(tally);
    const wallSeconds = (performance.now() - startedAt) / 1000;
    const serverSeconds = instances.map(
      (instance, i) => cpuSeconds(instance.pid) - (serverBefore[i] ?? 0),
    );
    const cpu = process.cpuUsage(cpuBefore);
    delay.disable();
    phases.push({
      name,
      tally,
      wallSeconds,
      clientCpu: ((cpu.user + cpu.system) / 1e6 / wallSeconds) * 100,
      serverCpu: instances.map((instance, i) => ({
        name: instance.name,
        percent: ((serverSeconds[i] ?? 0) / wallSeconds) * 100,
      })),
      serverCpuMsPerWrite:
        (serverSeconds.reduce((sum, seconds) => sum + seconds, 0) * 1000) /
        Math.max(1, tally.accepted + (name === 'steady' ? moves.accepted : 0)),
      eventLoopDelayMs: loopDelayMs(delay),
    });
  };

  await measure('warm-up', (tally) =>
    runClosedLoop(options.concurrency, options.warmupSeconds, placeAndRecord(tally, null)),
  );
  await measure('peak', (tally) =>
    runClosedLoop(options.concurrency, options.seconds, placeAndRecord(tally, 'peak')),
  );
  // A load the servers sustain: half of what they just managed at most (unless told).
  const peak = phases.at(-1) as PhaseReport;
  const steadyRate =
    options.rate ?? Math.max(1, Math.round(peak.tally.accepted / peak.wallSeconds / 2));
  await measure('steady', async (tally) => {
    await Promise.all([
      runAtRate(steadyRate, options.seconds, placeAndRecord(tally, 'steady')),
      runAtRate(moveQueue.length / options.seconds, options.seconds, moveNext),
    ]);
  });

  const settleStart = performance.now();
  while (books.missingCount() > 0 && performance.now() - settleStart < 15_000) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const settleMs = performance.now() - settleStart;
  // Late duplicates would arrive now: give them a moment before closing.
  await new Promise((resolve) => setTimeout(resolve, 500));
  for (const stream of streams) stream.close();

  const allTallies = [setupTally, ...phases.map((phase) => phase.tally)];
  const clientSideOrders = allTallies.reduce((sum, tally) => sum + tally.accepted, 0);
  return {
    phases,
    steadyRate,
    moves,
    books: books.report(),
    droppedStreams,
    settleMs,
    clientSideOrders,
    clientSideEvents: clientSideOrders + moves.accepted,
  };
}

const changeOf = (order: PlacedOrder, status: string, series: string | null) => ({
  ownerId: order.restaurant.ownerId,
  orderId: order.orderId,
  status,
  sentAt: order.sentAt,
  acceptedAt: order.acceptedAt,
  series,
});
