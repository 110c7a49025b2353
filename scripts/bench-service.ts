// `npm run bench:service`: a Saturday night (issue 27 §6; docs/performance.md). 200 Premium
// restaurants × 40 tables on two production instances + PostgreSQL behind nginx, for a few
// minutes: diners open menus (some switch language) and keep their "Épuisé" stream open,
// tables order in rounds and follow their order's pill, each kitchen's board moves the orders
// on, one owner in ten edits the menu and marks dishes "Épuisé". Prints p50/p99 of the diner
// page, an order's acceptance, order → board and status → pill, the errors (goal 0), CPU and
// memory per instance, and what limits first.
// Needs nginx (Debian nginx-light) and an open-file limit per process above an instance's, a load
// generator's or an nginx worker's share of the streams (docs/performance.md).
// Options: --restaurants=200 --tables=40 --duration=180 (seconds) --seating=<seconds over
//   which the tables are seated, default half the run, at most 90> --round=120 (seconds
//   between a table's orders, on average) --diners=2 --clients=<load generator processes>
//   --proxy-config=<file> (default deploy/nginx.conf; another: an nginx template with
//   {{PREFIX}} {{LISTEN}} {{UPSTREAMS}}, e.g. scripts/bench/nginx-proxy.conf)
//   --postgres=postgres://postgres@127.0.0.1:5432/postgres
//   --node-flags=<flags, comma-separated> instead of npm start's (e.g. --max-semi-space-size=16)
//   --profile=<seconds into the run>: a 10-s CPU profile of instance A from then, its busiest
//   functions printed and the whole profile written (open it in Chrome's DevTools)
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connectInspector, topFunctions } from './bench/inspector';
import { buildProduction, openFileLimit, prepareDeployment } from './bench/instances';
import { createAgent } from './bench/json-request';
import { canPin, freePort, pinThisProcess } from './bench/measure';
import { hasNginx } from './bench/nginx-server';
import { nginxWorkers, REFERENCE_PROXY_CONFIG, startProxy } from './bench/proxy';
import { seedRestaurants } from './bench/seed-restaurants';
import { errorCount, formatService } from './bench/service-report';
import { runService, type ServiceOptions } from './bench/service-run';
import { startStreamClients } from './bench/stream-clients';
import { SERVER_NODE_FLAGS } from './server-build';

const argument = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const option = (name: string, fallback: number) => Number(argument(name) ?? fallback);
const RESTAURANTS = option('restaurants', 200);
const TABLES = option('tables', 40);
const SECONDS = option('duration', 180);
const OPTIONS: ServiceOptions = {
  seconds: SECONDS,
  seatingSeconds: option('seating', Math.min(90, SECONDS / 2)),
  roundSeconds: option('round', 120),
  dinersPerTable: option('diners', 2),
  languageShare: 0.25,
  editorEvery: 10,
};
/** undefined: the reference deployment's deploy/nginx.conf. */
const PROXY_TEMPLATE = argument('proxy-config') && path.resolve(argument('proxy-config') ?? '');
const PROXY_CONFIG = PROXY_TEMPLATE ?? REFERENCE_PROXY_CONFIG;
const POSTGRES = argument('postgres') ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const log = (line: string) => console.log(`  … ${line}`);
/** `--node-flags=--a=1,--b`: the whole flag list, `=` and all. */
const NODE_FLAGS = process.argv
  .find((arg) => arg.startsWith('--node-flags='))
  ?.slice('--node-flags='.length)
  .split(',')
  .filter(Boolean);
const PROFILE_AT = argument('profile') === undefined ? undefined : option('profile', 60);

/** What the app's PostgreSQL sessions are doing (state, wait), averaged over `ms`. */
async function sampleDatabaseWaits(url: string, ms: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const counts = new Map<string, number>();
  let samples = 0;
  try {
    for (const end = Date.now() + ms; Date.now() < end; samples += 1) {
      const { rows } = await client.query<{ what: string; count: string }>(
        `select coalesce(state, '?') || coalesce(' / ' || wait_event_type || ':' || wait_event, '') as what,
                count(*) as count
           from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()
          group by 1`,
      );
      for (const row of rows) counts.set(row.what, (counts.get(row.what) ?? 0) + Number(row.count));
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await client.end();
  }
  return [...counts]
    .map(([what, total]) => [what, total / Math.max(1, samples)] as const)
    .sort((a, b) => b[1] - a[1]);
}

/** A 10-s CPU profile of `instance`, `atSeconds` from now: its top functions, and the file. */
async function profileLater(
  instance: { name: string; inspectPort: number } | undefined,
  atSeconds: number,
  databaseUrl: string,
) {
  if (!instance) return;
  await new Promise((resolve) => setTimeout(resolve, atSeconds * 1000));
  const inspector = await connectInspector(instance.inspectPort);
  try {
    const [profile, waits] = await Promise.all([
      inspector.cpuProfile(10_000),
      sampleDatabaseWaits(databaseUrl, 10_000),
    ]);
    const file = path.resolve(`bench-service-${instance.name}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    console.log(`\nCPU profile of instance ${instance.name}, 10 s from ${atSeconds} s (${file}):`);
    for (const { name, share } of topFunctions(profile, 20)) {
      console.log(`  ${(share * 100).toFixed(1).padStart(5)} %  ${name}`);
    }
    console.log('PostgreSQL sessions meanwhile (pg_stat_activity every 0.5 s, average count):');
    for (const [what, count] of waits) console.log(`  ${count.toFixed(1).padStart(6)}  ${what}`);
  } finally {
    inspector.close();
  }
}

if (!hasNginx) {
  console.error('nginx is not installed: apt-get install nginx-light');
  process.exit(1);
}
// Streams: a menu stream per diner, a pill per table at most, a board per restaurant; nginx
// holds two sockets for each (client and upstream) over its workers, each instance half of
// them (round robin), each load generator its share.
const streams = RESTAURANTS * TABLES * (OPTIONS.dinersPerTable + 1) + RESTAURANTS;
const CLIENTS = option('clients', Math.max(2, Math.ceil(streams / 10_000)));
const limit = openFileLimit();
const proxyPlan = nginxWorkers(2 * streams + 1024, limit);
const needed = Math.max(
  Math.ceil((streams / 2) * 1.1) + 1024,
  Math.ceil(streams / CLIENTS) + 1024,
  proxyPlan.connections + 1024,
);
if (limit < needed) {
  console.error(
    `This run holds up to ${streams} streams: an instance, a load generator or an nginx worker (${proxyPlan.workers}) needs up to ${needed} open files (the limit is ${limit}).\n` +
      'Raise it for this shell (as root, or after raising the hard limit in /etc/security/limits.conf): ulimit -n 65536',
  );
  process.exit(2);
}
buildProduction();
pinThisProcess(1);
console.log(
  canPin
    ? 'App instances pinned to core 0; nginx and the load generators to core 1; PostgreSQL not pinned.'
    : 'No CPU pinning (taskset missing).',
);
console.log(`Instances' V8 flags: ${(NODE_FLAGS ?? SERVER_NODE_FLAGS).join(' ') || '(none)'}`);
console.log(
  `Open-file limit: ${limit} per process (this run needs ${needed}). Proxy: ${PROXY_CONFIG}, ${proxyPlan.workers} worker(s).`,
);

const proxyPort = await freePort();
// The address diners and owners use (CSRF compares their Origin with it).
const deployment = await prepareDeployment({
  kind: 'postgres',
  postgres: POSTGRES,
  env: { PUBLIC_URL: `http://127.0.0.1:${proxyPort}` },
  nodeFlags: NODE_FLAGS,
});
const loadBefore = loadavg()[0] ?? 0;
let proxy: Awaited<ReturnType<typeof startProxy>> | undefined;
try {
  const seedStart = performance.now();
  log(`seeding ${RESTAURANTS} Premium restaurants × ${TABLES} tables`);
  const restaurants = await seedRestaurants(deployment.config, RESTAURANTS, TABLES);
  log(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  const instances = await deployment.start(2);
  proxy = await startProxy({
    template: PROXY_TEMPLATE,
    dir: deployment.config.dataDir,
    port: proxyPort,
    upstreams: instances.map((one) => `127.0.0.1:${one.port}`),
    connections: 2 * streams + 1024,
    fileLimit: limit,
  });
  const clients = startStreamClients(CLIENTS);
  const profiling =
    PROFILE_AT === undefined
      ? undefined
      : profileLater(
          instances[0],
          PROFILE_AT,
          deployment.config.database.dialect === 'postgres' ? deployment.config.database.url : '',
        );
  const agent = createAgent(256);
  const report = await runService({
    restaurants,
    proxyUrl: `http://127.0.0.1:${proxyPort}`,
    proxyPort,
    instances,
    others: [
      { name: 'nginx', pids: proxy.pid === undefined ? [] : [proxy.pid] },
      { name: 'load generators', pids: [process.pid, ...clients.pids()] },
    ],
    clients,
    agent,
    options: OPTIONS,
    log,
  });
  const closed = await clients.close();
  report.dropped = closed.dropped;
  agent.destroy();
  console.log(
    formatService({
      report,
      options: OPTIONS,
      restaurants: RESTAURANTS,
      tables: TABLES,
      proxyConfig: path.relative(process.cwd(), PROXY_CONFIG),
      load: { before: loadBefore, after: loadavg()[0] ?? 0 },
    }),
  );
  await profiling;
  const proxyErrors = proxy.errors();
  if (proxyErrors.length > 0) {
    console.log("nginx's error log, by kind:");
    for (const { kind, count } of proxyErrors.slice(0, 8)) console.log(`  ${count} × ${kind}`);
  }
  const errors = errorCount(report);
  console.log(errors === 0 ? '\nNo errors: PASS' : `\n${errors} error(s): FAIL`);
  if (errors > 0) process.exitCode = 1;
} finally {
  await proxy?.stop();
  await deployment.dispose();
}
