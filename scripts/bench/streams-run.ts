// One scenario of `npm run bench:streams` against started instances: diner streams (a menu's
// "Épuisé" marks and an order's status) and owner boards held open on raw sockets, the servers'
// memory before and after, then "Épuisé" changes fanned out to one menu's streams while orders
// move (their diners and boards timed) and the owner API is probed.
import { writeFileSync } from 'node:fs';
import type { Agent } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseExposition, sampleValue } from '../../src/server/metrics/testing/exposition';
import { percentile } from './deliveries';
import { connectInspector, rssBytes, topFunctions } from './inspector';
import type { Instance } from './instances';
import { sendJson } from './json-request';
import { cpuSeconds, cpuSecondsOf, type LoopDelay, loopDelayMs } from './measure';
import { createDiners, newTally, type PlacedOrder } from './order-load';
import type { BenchRestaurant } from './seed-restaurants';
import type { StreamSpec } from './stream-client';
import { type OrderArrival, type StreamClients, startStreamClients } from './stream-clients';

export type StreamsOptions = {
  /** Diner streams: half follow a menu's marks, half an order's status. */
  streams: number;
  boards: number;
  /** Menu streams on the one menu whose marks change. */
  hot: number;
  rounds: number;
  /** Owner API requests per second while the rounds run. */
  apiRate: number;
  clients: number;
  heapSnapshotDir?: string;
  /** Writes each instance's CPU profile of the rounds there (`<instance>-rounds.cpuprofile`). */
  profileDir?: string;
};

export type MemoryStep = { name: string; streams: number; rss: number[]; heap: number[] };

export type StreamsReport = {
  memory: MemoryStep[];
  openFailures: string[];
  fanout: {
    samples: number[];
    expected: number;
    received: number;
    answerMs: number[];
    /** Frames received in each round (one per timed stream expected). */
    perRound: number[];
    /** The slowest frame of each round (ms from send). */
    worstPerRound: number[];
  };
  diner: number[];
  board: number[];
  /**
   * The same moves and API probes with no "Épuisé" change (as many rounds, before them): what
   * the machine gives a move by itself, so the fan-outs' share of the figures above is known.
   */
  reference: { diner: number[]; board: number[]; api: number[]; moveAnswer: number[] };
  /** A kitchen move's own answer (ms from send): the server's part of "order → boards". */
  moveAnswer: number[];
  /** The slowest board frame of each round (ms from send): which round makes the p99. */
  boardWorstPerRound: number[];
  api: number[];
  apiFailures: number;
  /** What each failed API request answered, or why it failed. */
  apiFailureReasons: string[];
  moveFailures: number;
  missingOrderEvents: number;
  dropped: number;
  droppedReasons: string[];
  serverCpu: { name: string; percent: number }[];
  clientCpuPercent: number;
  /**
   * The load generators' event-loop delay over the reference and measured rounds: this process
   * (it sends the moves, the marks and the probes, and reads their answers), the processes
   * reading the order streams and boards, and those reading the hot menu's streams.
   */
  loopDelay: { bench: LoopDelay; clients: LoopDelay[]; hotClients: LoopDelay[] };
  /** Each instance's own event-loop delay over the same rounds (its `/metrics`). */
  serverLoopDelay: ({ name: string } & LoopDelay)[];
};

/**
 * An instance's event-loop delay since its last scrape, in ms (`GET /metrics`, answered to
 * loopback: prom-client's monitor, 10 ms timer, is reset by each scrape).
 */
async function serverLoopDelay(instance: Instance): Promise<LoopDelay> {
  const samples = parseExposition(await (await fetch(`${instance.url}/metrics`)).text());
  const seconds = (name: string) => sampleValue(samples, name) ?? Number.NaN;
  return {
    p99: seconds('nodejs_eventloop_lag_p99_seconds') * 1000,
    max: seconds('nodejs_eventloop_lag_max_seconds') * 1000,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const wallNow = () => performance.timeOrigin + performance.now();

export async function runStreams(input: {
  restaurants: BenchRestaurant[];
  instances: Instance[];
  agent: Agent;
  options: StreamsOptions;
  log: (line: string) => void;
}): Promise<StreamsReport> {
  const { restaurants, instances, agent, options, log } = input;
  const writer = instances[0] as Instance;
  const ownerAddress = (index: number) => `172.16.${index >> 8}.${index & 255}`;
  const owner = (restaurant: BenchRestaurant) => ({
    origin: writer.url,
    cookie: restaurant.cookie,
    'x-forwarded-for': ownerAddress(restaurants.indexOf(restaurant)),
  });

  log(`opening ordering for ${restaurants.length} restaurants`);
  for (const restaurant of restaurants) {
    const answer = await sendJson(`${writer.url}/api/v1/ordering`, {
      method: 'PUT',
      agent,
      headers: owner(restaurant),
      body: { open: true },
    });
    if (answer.status !== 200) throw new Error(`PUT /ordering: ${answer.status}`);
  }

  const menuCount = Math.ceil(options.streams / 2);
  const orderCount = options.streams - menuCount;
  log(`placing ${orderCount} orders (one per order stream)`);
  const placeOrder = createDiners({ baseUrl: writer.url, restaurants, agent });
  const orders: PlacedOrder[] = [];
  const tally = newTally();
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      while (tally.sent < orderCount) {
        const order = await placeOrder(tally);
        if (order) orders.push(order);
      }
    }),
  );
  if (orders.length < orderCount) {
    throw new Error(`orders refused: ${JSON.stringify([...tally.failures])}`);
  }

  // The hot menu belongs to the first restaurant; its orders are not the ones moved.
  const hot = restaurants[0] as BenchRestaurant;
  const others = restaurants.slice(1);
  let address = 0;
  const dinerAddress = () => {
    address += 1;
    return `10.${200 + ((address >> 16) & 31)}.${(address >> 8) & 255}.${address & 255}`;
  };
  let nextId = 0;
  const on = (i: number) => instances[i % instances.length] as Instance;
  const menuSpecs: StreamSpec[] = Array.from({ length: menuCount }, (_, i) => {
    const isHot = i < options.hot;
    const restaurant = isHot ? hot : (others[i % others.length] ?? hot);
    return {
      id: nextId++,
      port: on(i).port,
      path: `/api/v1/public/menus/${restaurant.menuId}/availability/events`,
      headers: { 'X-Forwarded-For': dinerAddress() },
      kind: 'menu',
      isTimed: isHot,
    };
  });
  const dinerStreamOf = new Map<string, number>();
  const orderSpecs: StreamSpec[] = orders.map((order, i) => {
    dinerStreamOf.set(order.orderId, nextId);
    return {
      id: nextId++,
      port: on(i).port,
      path: `/api/v1/public/orders/${order.orderId}/events?token=${order.statusToken}`,
      headers: { 'X-Forwarded-For': dinerAddress() },
      kind: 'order',
    };
  });
  const boardStreamsOf = new Map<string, number[]>();
  const boardSpecs: StreamSpec[] = Array.from({ length: options.boards }, (_, i) => {
    const restaurant = restaurants[i % restaurants.length] as BenchRestaurant;
    const id = nextId++;
    boardStreamsOf.set(restaurant.ownerId, [...(boardStreamsOf.get(restaurant.ownerId) ?? []), id]);
    return {
      id,
      port: on(i).port,
      path: '/api/v1/orders/events',
      headers: { Cookie: restaurant.cookie },
      kind: 'board',
    };
  });

  const inspectors = await Promise.all(instances.map((one) => connectInspector(one.inspectPort)));
  const memory: MemoryStep[] = [];
  const readMemory = async (name: string, streams: number) => {
    await sleep(1000);
    const heap = await Promise.all(inspectors.map((inspector) => inspector.heapUsedAfterGc()));
    memory.push({ name, streams, heap, rss: instances.map((one) => rssBytes(one.pid)) });
    if (!options.heapSnapshotDir || name === 'boards' || name === 'half the diner streams') return;
    for (const [i, inspector] of inspectors.entries()) {
      const file = `${options.heapSnapshotDir}/${instances[i]?.name}-${name.replaceAll(' ', '-')}.heapsnapshot`;
      await inspector.writeHeapSnapshot(file);
      log(`heap snapshot: ${file}`);
    }
  };

  // Warm-up: the code paths of opening and closing streams run once before the baseline.
  const warm = startStreamClients(1);
  await warm.open([
    ...menuSpecs.slice(options.hot, options.hot + 100),
    ...orderSpecs.slice(0, 100),
    ...boardSpecs.slice(0, 20),
  ]);
  await warm.close();

  // The hot menu's streams are read by processes of their own: the phones of a burst of 5 000
  // frames are not the kitchen's tablet, and a load generator busy reading that burst would
  // delay the boards' and orders' frames it also reads (the bench measuring itself).
  const hotClients = startStreamClients(Math.max(1, Math.ceil(options.hot / 5_000)));
  const clients = startStreamClients(options.clients);
  const closeAll = async () => {
    const [a, b] = await Promise.all([hotClients.close(), clients.close()]);
    return { dropped: a.dropped + b.dropped, reasons: [...a.reasons, ...b.reasons] };
  };
  const openFailures: string[] = [];
  try {
    await readMemory('before', 0);
    log(`opening ${menuSpecs.length + orderSpecs.length} diner streams, in two halves`);
    // Memory is read after each half: the first half's figure also holds what an instance
    // grows once, whatever its streams (the allocator's arenas reaching their working size, the
    // first use of a path); the second half's is what one more idle stream costs.
    const hotSpecs = menuSpecs.slice(0, options.hot);
    const otherSpecs = [...menuSpecs.slice(options.hot), ...orderSpecs];
    const halves = [
      {
        name: 'half the diner streams',
        hot: hotSpecs.slice(0, hotSpecs.length / 2),
        other: otherSpecs.slice(0, otherSpecs.length / 2),
      },
      {
        name: 'diner streams',
        hot: hotSpecs.slice(hotSpecs.length / 2),
        other: otherSpecs.slice(otherSpecs.length / 2),
      },
    ];
    for (const half of halves) {
      const opened = await Promise.all([hotClients.open(half.hot), clients.open(half.other)]);
      openFailures.push(...opened.flatMap((one) => one.failures));
      await readMemory(
        half.name,
        opened.reduce((sum, one) => sum + one.count, 0),
      );
    }
    log(`opening ${boardSpecs.length} owner boards`);
    const boards = await clients.open(boardSpecs);
    openFailures.push(...boards.failures);
    await readMemory('boards', boards.count);
    const profiling = options.profileDir !== undefined;
    if (profiling) await Promise.all(inspectors.map((inspector) => inspector.startCpuProfile()));
    else for (const inspector of inspectors) inspector.close();

    log(`${options.rounds} rounds: "Épuisé" on ${options.hot} streams, orders moving, API probed`);
    const report = await underLoad({
      clients,
      hotClients,
      restaurants: others,
      orders,
      hot,
      owner,
      agent,
    });
    if (profiling) {
      for (const [i, inspector] of inspectors.entries()) {
        const profile = await inspector.stopCpuProfile();
        inspector.close();
        const file = `${options.profileDir}/${instances[i]?.name}-rounds.cpuprofile`;
        writeFileSync(file, JSON.stringify(profile));
        log(`CPU profile of the rounds: ${file}; self time, largest first:`);
        for (const { name, share } of topFunctions(profile, 25)) {
          log(`  ${(share * 100).toFixed(1).padStart(5)} %  ${name}`);
        }
      }
    }
    const closed = await closeAll();
    return {
      memory,
      openFailures,
      ...report,
      dropped: closed.dropped,
      droppedReasons: closed.reasons,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }

  async function underLoad(context: {
    /** The order streams and boards. */
    clients: StreamClients;
    /** The hot menu's streams, timed each round. */
    hotClients: StreamClients;
    restaurants: BenchRestaurant[];
    orders: PlacedOrder[];
    hot: BenchRestaurant;
    owner: typeof owner;
    agent: Agent;
  }) {
    // Round r marks dish r "Épuisé" (marks add up): each round's frame is told from the others
    // by its content, so a late frame is counted late, never for the wrong round.
    const dishOf = (round: number) =>
      context.hot.dishIds[round % context.hot.dishIds.length] as string;
    const sentAts: number[] = [];
    const movable = context.orders.filter((order) => order.restaurant !== context.hot);
    type Phase = 'reference' | 'fanout';
    const expected = new Map<
      string,
      { sentAt: number; round: number; phase: Phase; streams: Set<number> }
    >();
    const diner: number[] = [];
    const board: number[] = [];
    const boardWorstPerRound: number[] = [];
    const reference = {
      diner: [] as number[],
      board: [] as number[],
      api: [] as number[],
      moveAnswer: [] as number[],
    };
    const moveAnswer: number[] = [];
    let phase: Phase = 'reference';
    const dinerStreams = new Set(dinerStreamOf.values());
    context.clients.onOrder((arrival: OrderArrival) => {
      const wait = expected.get(`${arrival.orderId}:${arrival.status}`);
      if (!wait?.streams.delete(arrival.streamId)) return;
      const latency = arrival.at - wait.sentAt;
      if (wait.phase === 'reference') {
        (dinerStreams.has(arrival.streamId) ? reference.diner : reference.board).push(latency);
      } else if (dinerStreams.has(arrival.streamId)) diner.push(latency);
      else {
        board.push(latency);
        boardWorstPerRound[wait.round] = Math.max(boardWorstPerRound[wait.round] ?? 0, latency);
      }
    });
    /** A kitchen move of `order`, as the owner's board sends it. */
    const postStatus = (order: PlacedOrder, status: string) =>
      sendJson(`${writer.url}/api/v1/orders/${order.orderId}/status`, {
        method: 'POST',
        agent: context.agent,
        headers: context.owner(order.restaurant),
        body: { status },
      });
    /** The hot menu's owner marks `dish` "Épuisé". */
    const markSoldOut = (dish: string) =>
      sendJson(`${writer.url}/api/v1/menus/${context.hot.menuId}/items/${dish}/sold-out`, {
        method: 'POST',
        agent: context.agent,
        headers: context.owner(context.hot),
        body: { soldOut: true, until: 'indefinite' },
      });

    // A round first that is not measured: a production instance has run these paths thousands
    // of times, a fresh one compiles them on its first kitchen move and its first "Épuisé"
    // (seen in traces: the first round's moves took 30–50 ms in the server, the next 6–17 ms).
    // Its dish is one no measured round marks, and no round is registered with the load
    // generators yet, so its frames are not counted; its moves are not watched.
    await warmUp();
    context.clients.watch(true);
    context.clients.startLoopDelay();
    context.hotClients.startLoopDelay();
    const benchLoop = monitorEventLoopDelay({ resolution: 5 });
    benchLoop.enable();
    await Promise.all(instances.map(serverLoopDelay));

    const api: number[] = [];
    let apiFailures = 0;
    const apiFailureReasons: string[] = [];
    let isProbing = true;
    const probe = async () => {
      let n = 0;
      while (isProbing) {
        const restaurant = context.restaurants[n % context.restaurants.length] as BenchRestaurant;
        const path = n % 2 === 0 ? '/api/v1/orders/counts' : '/api/v1/orders';
        n += 1;
        const sentAt = performance.now();
        const probed = phase;
        const answer = await sendJson(`${on(n).url}${path}`, {
          method: 'GET',
          agent: context.agent,
          headers: context.owner(restaurant),
        }).catch((error: Error) => {
          apiFailureReasons.push(`${path}: ${error.message}`);
          return null;
        });
        if (answer?.status === 200) {
          (probed === 'reference' ? reference.api : api).push(answer.receivedAt - sentAt);
        } else {
          apiFailures += 1;
          if (answer)
            apiFailureReasons.push(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
        }
        await sleep(1000 / options.apiRate);
      }
    };
    const probing = probe();

    async function warmUp() {
      const answers = await Promise.all([
        ...movable.slice(-3).map((order) => postStatus(order, 'preparing')),
        markSoldOut(context.hot.dishIds.at(-1) as string),
      ]);
      const refused = answers.filter((answer) => answer.status !== 200);
      if (refused.length > 0) throw new Error(`warm-up round: ${refused[0]?.status}`);
      await sleep(2000);
    }

    let moveFailures = 0;
    const moveOne = async (order: PlacedOrder, status: string, round: number) => {
      const streams = new Set(boardStreamsOf.get(order.restaurant.ownerId) ?? []);
      const dinerStream = dinerStreamOf.get(order.orderId);
      if (dinerStream !== undefined) streams.add(dinerStream);
      const wait = { sentAt: wallNow(), round, phase, streams };
      expected.set(`${order.orderId}:${status}`, wait);
      const answer = await postStatus(order, status);
      if (answer.status !== 200) moveFailures += 1;
      const answered = performance.timeOrigin + answer.receivedAt - wait.sentAt;
      (wait.phase === 'reference' ? reference.moveAnswer : moveAnswer).push(answered);
    };

    const fanout = {
      samples: [] as number[],
      expected: 0,
      received: 0,
      answerMs: [] as number[],
      perRound: [] as number[],
      worstPerRound: [] as number[],
    };
    // The reference rounds: the moves of the rounds below (other orders), no "Épuisé".
    const moveOrder = (slot: number) => movable[slot % movable.length] as PlacedOrder;
    const moveStatus = (slot: number) => (slot < movable.length ? 'preparing' : 'ready');
    for (let round = 0; round < options.rounds; round += 1) {
      const sentAt = wallNow();
      const slots = [0, 1, 2].map((k) => (options.rounds + round) * 3 + k);
      await Promise.all(slots.map((slot) => moveOne(moveOrder(slot), moveStatus(slot), round)));
      await sleep(Math.max(0, 1000 - (wallNow() - sentAt)));
    }
    phase = 'fanout';

    const cpuBefore = instances.map((one) => cpuSeconds(one.pid));
    const clientPids = [...context.hotClients.pids(), ...context.clients.pids()];
    const clientBefore = cpuSecondsOf(clientPids);
    const startedAt = performance.now();
    for (let round = 0; round < options.rounds; round += 1) {
      const dish = dishOf(round);
      await context.hotClients.startRound(round, dish);
      const sentAt = wallNow();
      sentAts.push(sentAt);
      const moves = [0, 1, 2].map((k) => {
        const slot = round * 3 + k;
        return moveOne(moveOrder(slot), moveStatus(slot), round);
      });
      const answer = await markSoldOut(dish);
      if (answer.status !== 200)
        throw new Error(`sold-out: ${answer.status} ${JSON.stringify(answer.body)}`);
      fanout.answerMs.push(performance.timeOrigin + answer.receivedAt - sentAt);
      await Promise.all(moves);
      let times: number[] = [];
      const deadline = performance.now() + 10_000;
      do {
        await sleep(100);
        times = await context.hotClients.collect(round);
      } while (times.length < options.hot && performance.now() < deadline);
      // One change a second at most: the diners' phones, not a stress test of the bus.
      await sleep(Math.max(0, 1000 - (wallNow() - sentAt)));
    }
    await sleep(2000);
    // Every round's frames, late ones included (a frame after its round's 10 s still counts,
    // with its real latency).
    for (const [round, sentAt] of sentAts.entries()) {
      const times = await context.hotClients.collect(round);
      fanout.expected += options.hot;
      fanout.received += times.length;
      fanout.perRound.push(times.length);
      const latencies = times.map((at) => at - sentAt);
      fanout.worstPerRound.push(Math.max(0, ...latencies));
      fanout.samples.push(...latencies);
    }
    isProbing = false;
    await probing;
    context.clients.watch(false);
    benchLoop.disable();
    const wall = (performance.now() - startedAt) / 1000;
    const clientCpu = cpuSecondsOf(clientPids) - clientBefore;
    const serverCpu = instances.map((one, i) => ({
      name: one.name,
      percent: ((cpuSeconds(one.pid) - (cpuBefore[i] ?? 0)) / wall) * 100,
    }));
    // Read once the rounds' clocks have stopped: their round trips are not the rounds' work.
    const loopDelay = {
      bench: loopDelayMs(benchLoop),
      clients: await context.clients.loopDelays(),
      hotClients: await context.hotClients.loopDelays(),
    };
    const serverLoops = await Promise.all(instances.map(serverLoopDelay));
    let missingOrderEvents = 0;
    for (const wait of expected.values()) missingOrderEvents += wait.streams.size;
    return {
      fanout,
      diner,
      board,
      boardWorstPerRound,
      reference,
      moveAnswer,
      api,
      apiFailures,
      apiFailureReasons,
      moveFailures,
      missingOrderEvents,
      serverCpu,
      clientCpuPercent: (clientCpu / wall) * 100,
      loopDelay,
      serverLoopDelay: serverLoops.map((delay, i) => ({
        name: instances[i]?.name ?? '',
        ...delay,
      })),
    };
  }
}

export const p = (samples: number[], q: number) => percentile(samples, q);
