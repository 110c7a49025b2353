// A Saturday night (issue 27 §6), through the proxy: every table's diners open the menu (some
// switch language) and keep its "Épuisé" stream open, the table orders in rounds and follows
// each order's pill; each kitchen's board sees the order and moves it on (preparing, ready);
// one owner in ten edits the menu and marks dishes "Épuisé" meanwhile.
import { existsSync, readFileSync } from 'node:fs';
import type { Agent } from 'node:http';
import { rssBytes } from './inspector';
import type { Instance } from './instances';
import { cpuSecondsOf } from './measure';
import type { BenchRestaurant } from './seed-restaurants';
import {
  editMenu,
  fail,
  getPage,
  loopbackAddress,
  newSeries,
  ownerRequest,
  placeTableOrder,
  type Series,
} from './service-load';
import type { StreamSpec } from './stream-client';
import type { OrderArrival, StreamClients } from './stream-clients';

export type ServiceOptions = {
  seconds: number;
  /** Every table is seated at a random moment of the first `seatingSeconds` of the run. */
  seatingSeconds: number;
  /** Each table orders every `roundSeconds` on average (± half), the first time within one. */
  roundSeconds: number;
  dinersPerTable: number;
  /** Share of diners who switch the page's language. */
  languageShare: number;
  /** One restaurant in `editorEvery` has an owner editing the menu and marking dishes. */
  editorEvery: number;
};

export type Usage = { name: string; cpuPercent: number; rssMax: number; rssEnd: number };

export type ServiceReport = {
  page: Series;
  languageSwitch: Series;
  order: Series;
  orderToBoard: number[];
  statusToPill: number[];
  moves: Series;
  edits: Series;
  streamFailures: string[];
  streamsOpened: number;
  missing: number;
  dropped: number;
  ordersPlaced: number;
  usage: Usage[];
  /** Every core's busy share over the run (the machine's, other users included). */
  machineCpuPercent: number;
  /** The app instances' CPU (share of one core, summed) in the busiest 5 s of the run. */
  appPeakCpuPercent: number;
  wallSeconds: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const wallNow = () => performance.timeOrigin + performance.now();

/** Busy and total jiffies of all cores (Linux /proc/stat; zeros elsewhere). */
function machineTicks() {
  const line = existsSync('/proc/stat') ? readFileSync('/proc/stat', 'utf8').split('\n')[0] : '';
  const fields = (line ?? '').trim().split(/\s+/).slice(1).map(Number);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  const total = fields.reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

export async function runService(input: {
  restaurants: BenchRestaurant[];
  proxyUrl: string;
  proxyPort: number;
  instances: Instance[];
  /** Other processes to account for: the proxy, the load generators. */
  others: { name: string; pids: number[] }[];
  clients: StreamClients;
  agent: Agent;
  options: ServiceOptions;
  log: (line: string) => void;
}): Promise<ServiceReport> {
  const { restaurants, proxyUrl, proxyPort, clients, agent, options, log } = input;
  // Owners from 127.1.0.x…, diners after them: every client has its own address.
  const ownerAddress = (i: number) => loopbackAddress(i + 1);
  let addresses = restaurants.length + 1;
  const dinerAddress = () => loopbackAddress(++addresses);
  let nextStreamId = 0;
  const report: ServiceReport = {
    page: newSeries(),
    languageSwitch: newSeries(),
    order: newSeries(),
    orderToBoard: [],
    statusToPill: [],
    moves: newSeries(),
    edits: newSeries(),
    streamFailures: [],
    streamsOpened: 0,
    missing: 0,
    dropped: 0,
    ordersPlaced: 0,
    usage: [],
    machineCpuPercent: 0,
    appPeakCpuPercent: 0,
    wallSeconds: 0,
  };
  const open = async (specs: StreamSpec[]) => {
    const opened = await clients.open(specs);
    report.streamsOpened += opened.count;
    report.streamFailures.push(...opened.failures);
  };

  log(`opening ordering and a board for ${restaurants.length} restaurants`);
  const boardOf = new Map<string, number>();
  for (const [i, restaurant] of restaurants.entries()) {
    await ownerRequest({
      baseUrl: proxyUrl,
      agent,
      restaurant,
      clientAddress: ownerAddress(i),
      method: 'PUT',
      path: '/api/v1/ordering',
      body: { open: true },
      series: report.moves,
    });
    boardOf.set(restaurant.ownerId, nextStreamId++);
  }
  report.moves.samples = [];
  await open(
    restaurants.map((restaurant) => ({
      id: boardOf.get(restaurant.ownerId) as number,
      port: proxyPort,
      path: '/api/v1/orders/events',
      headers: { Cookie: restaurant.cookie },
      localAddress: ownerAddress(restaurants.indexOf(restaurant)),
      kind: 'board',
    })),
  );

  // What each stream is waiting for: `${orderId}:${status}` → when the change was sent.
  const expected = new Map<string, { sentAt: number; streamId: number; kind: 'board' | 'pill' }>();
  const kitchens: Promise<void>[] = [];
  const endAt = performance.now() + options.seconds * 1000;
  const kitchen = async (restaurant: BenchRestaurant, orderId: string, pill: number) => {
    const index = restaurants.indexOf(restaurant);
    for (const [status, delay] of [
      ['preparing', 2000],
      ['ready', 3000],
    ] as const) {
      await sleep(delay);
      expected.set(`${orderId}:${status}`, { sentAt: wallNow(), streamId: pill, kind: 'pill' });
      const moved = await ownerRequest({
        baseUrl: proxyUrl,
        agent,
        restaurant,
        clientAddress: ownerAddress(index),
        method: 'POST',
        path: `/api/v1/orders/${orderId}/status`,
        body: { status },
        series: report.moves,
      });
      if (!moved) expected.delete(`${orderId}:${status}`);
    }
  };
  const pillOf = new Map<string, { pill: number; restaurant: BenchRestaurant }>();
  /** Board events that beat the order's HTTP answer (the instance delivers before answering). */
  const early = new Map<string, OrderArrival>();
  const onArrival = (arrival: OrderArrival) => {
    const key = `${arrival.orderId}:${arrival.status}`;
    const wait = expected.get(key);
    if (!wait) {
      if (arrival.status === 'pending') early.set(key, arrival);
      return;
    }
    if (wait.streamId !== arrival.streamId) return;
    expected.delete(key);
    (wait.kind === 'board' ? report.orderToBoard : report.statusToPill).push(
      arrival.at - wait.sentAt,
    );
    const order = pillOf.get(arrival.orderId);
    if (wait.kind === 'board' && order) {
      kitchens.push(kitchen(order.restaurant, arrival.orderId, order.pill));
    }
    if (arrival.status === 'ready' && order) {
      clients.drop([order.pill]);
      pillOf.delete(arrival.orderId);
    }
  };
  clients.onOrder(onArrival);
  clients.watch(true);

  let orderCount = 0;
  /** Accumulates the share of diners who switch language; each whole one switches. */
  let switches = 0;
  const table = async (restaurant: BenchRestaurant, tableToken: string, seatedAfter: number) => {
    await sleep(seatedAfter);
    const page = `${proxyUrl}/r/${restaurant.menuId}?t=${encodeURIComponent(tableToken)}`;
    const diners = Array.from({ length: options.dinersPerTable }, () => dinerAddress());
    const menuStreams: StreamSpec[] = [];
    for (const address of diners) {
      await getPage(page, address, report.page);
      switches += options.languageShare;
      if (switches >= 1) {
        switches -= 1;
        await getPage(`${page}&lang=en`, address, report.languageSwitch);
      }
      menuStreams.push({
        id: nextStreamId++,
        port: proxyPort,
        path: `/api/v1/public/menus/${restaurant.menuId}/availability/events`,
        headers: {},
        localAddress: address,
        kind: 'menu',
      });
    }
    await open(menuStreams);
    for (let round = 0; ; round += 1) {
      // The next round, or the end of the run if that comes first (a long --round would
      // otherwise keep the run waiting after its end). The first comes at a random point of a
      // round (a table reads the menu, then orders), so that orders arrive at their steady
      // pace (tables ÷ --round a second) as soon as the tables are seated, whatever --round.
      const nextRound =
        options.roundSeconds * 1000 * (round === 0 ? Math.random() : 0.5 + Math.random());
      await sleep(Math.min(nextRound, Math.max(0, endAt - performance.now())));
      if (performance.now() >= endAt) return;
      const n = orderCount++;
      const address = diners[n % diners.length] as string;
      const sentAt = wallNow();
      const order = await placeTableOrder({
        baseUrl: proxyUrl,
        restaurant,
        tableToken,
        clientAddress: address,
        n,
        series: report.order,
      });
      if (!order) continue;
      report.ordersPlaced += 1;
      const board = boardOf.get(restaurant.ownerId) as number;
      const pill = nextStreamId++;
      pillOf.set(order.id, { pill, restaurant });
      expected.set(`${order.id}:pending`, { sentAt, streamId: board, kind: 'board' });
      const first = early.get(`${order.id}:pending`);
      early.delete(`${order.id}:pending`);
      if (first) onArrival(first);
      await open([
        {
          id: pill,
          port: proxyPort,
          path: `/api/v1/public/orders/${order.id}/events?token=${order.statusToken}`,
          headers: {},
          localAddress: address,
          kind: 'order',
        },
      ]);
    }
  };

  const editor = async (restaurant: BenchRestaurant, index: number) => {
    let n = 0;
    while (performance.now() < endAt) {
      await sleep(10_000 + Math.random() * 10_000);
      n += 1;
      const clientAddress = ownerAddress(index);
      if (n % 2 === 0) {
        await editMenu({
          baseUrl: proxyUrl,
          agent,
          restaurant,
          clientAddress,
          n,
          series: report.edits,
        });
      } else {
        await ownerRequest({
          baseUrl: proxyUrl,
          agent,
          restaurant,
          clientAddress,
          method: 'POST',
          path: `/api/v1/menus/${restaurant.menuId}/items/${restaurant.dishIds[n % restaurant.dishIds.length]}/sold-out`,
          body: { soldOut: n % 4 === 1, until: 'tomorrow' },
          series: report.edits,
        });
      }
    }
  };

  // Usage sampling: CPU over the whole run, memory every 5 s.
  const watched = [
    ...input.instances.map((one) => ({ name: `instance ${one.name}`, pids: [one.pid ?? -1] })),
    ...input.others,
  ];
  const cpuBefore = watched.map((one) => cpuSecondsOf(one.pids));
  const machineBefore = machineTicks();
  const rssMax = input.instances.map(() => 0);
  // The averages over the run hide a busy stretch (the tables being seated): the instances'
  // CPU in each 5 s, the busiest kept.
  const appCpu = () => cpuSecondsOf(input.instances.map((one) => one.pid));
  let lastSample = { at: performance.now(), cpu: appCpu() };
  const sampler = setInterval(() => {
    input.instances.forEach((one, i) => {
      rssMax[i] = Math.max(rssMax[i] ?? 0, rssBytes(one.pid));
    });
    const sample = { at: performance.now(), cpu: appCpu() };
    const share = ((sample.cpu - lastSample.cpu) / ((sample.at - lastSample.at) / 1000)) * 100;
    report.appPeakCpuPercent = Math.max(report.appPeakCpuPercent, share);
    lastSample = sample;
  }, 5000);
  const startedAt = performance.now();
  // An evening's arrivals, compressed (`--seating`), not every table of the city in the same
  // second.
  const seating = Math.min(options.seatingSeconds, options.seconds) * 1000;
  const tableCount = restaurants.length * (restaurants[0]?.tableTokens.length ?? 0);
  log(
    `${options.seconds} s: ${tableCount} tables seated over ${Math.round(seating / 1000)} s, ${options.dinersPerTable} diners each, a round every ~${options.roundSeconds} s`,
  );
  const work = [
    ...restaurants.flatMap((restaurant) =>
      restaurant.tableTokens.map((token) => table(restaurant, token, Math.random() * seating)),
    ),
    ...restaurants.flatMap((restaurant, i) =>
      i % options.editorEvery === 0 ? [editor(restaurant, i)] : [],
    ),
  ];
  await Promise.all(work);
  // The last kitchens finish their moves; then every expected event has had 5 s to arrive.
  for (let settled = 0; settled < kitchens.length; ) {
    const batch = kitchens.slice(settled);
    settled = kitchens.length;
    await Promise.all(batch);
  }
  await sleep(5000);
  clearInterval(sampler);
  clients.watch(false);
  report.wallSeconds = (performance.now() - startedAt) / 1000;
  report.missing = expected.size;
  const machineAfter = machineTicks();
  report.machineCpuPercent =
    ((machineAfter.busy - machineBefore.busy) /
      Math.max(1, machineAfter.total - machineBefore.total)) *
    100;
  report.usage = watched.map((one, i) => {
    const seconds = cpuSecondsOf(one.pids) - (cpuBefore[i] ?? 0);
    const instance = input.instances[i];
    return {
      name: one.name,
      cpuPercent: (seconds / report.wallSeconds) * 100,
      rssMax: instance ? Math.max(rssMax[i] ?? 0, rssBytes(instance.pid)) : 0,
      rssEnd: instance
        ? rssBytes(instance.pid)
        : one.pids.reduce((sum, pid) => sum + rssBytes(pid), 0),
    };
  });
  for (const [key] of expected) fail(report.moves, `not delivered: ${key.split(':')[1]}`);
  return report;
}
