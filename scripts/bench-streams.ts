// `npm run bench:streams`: streams at scale (issue 27 §5; docs/performance.md). One production
// instance on SQLite, then two on PostgreSQL, holding 20 000 diner streams (half a menu's
// "Épuisé" marks, half an order's status) and 1 000 owner boards open: memory per idle stream,
// one "Épuisé" change fanned out to the 5 000 streams of one menu, order statuses reaching
// their diners and boards meanwhile, and the owner API's latency. Prints targets vs measured.
// Needs `ulimit -Hn` ≥ streams + boards + 1 024 for SQLite's one instance (each stream is a
// socket in the instance that holds it); half of that plus 1 024 with --only=postgres (two).
// Options: --streams=20000 --boards=1000 --hot=5000 --owners=<boards/10, at least 20>
//   --rounds=10 --api-rate=20 --clients=<one per 5 000 streams, at least 2>
//   --only=sqlite|postgres --heap-snapshot=<dir> --profile=<dir> --postgres=postgres://…/postgres
import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import {
  buildProduction,
  type Deployment,
  openFileLimit,
  prepareDeployment,
} from './bench/instances';
import { createAgent } from './bench/json-request';
import { canPin, pinThisProcess } from './bench/measure';
import { seedRestaurants } from './bench/seed-restaurants';
import { formatStreams, type StreamsResult, verdicts } from './bench/streams-report';
import { runStreams, type StreamsOptions } from './bench/streams-run';

const argument = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const option = (name: string, fallback: number) => Number(argument(name) ?? fallback);
const STREAMS = option('streams', 20_000);
const BOARDS = option('boards', 1_000);
const OPTIONS: StreamsOptions = {
  streams: STREAMS,
  boards: BOARDS,
  hot: Math.min(option('hot', 5_000), Math.ceil(STREAMS / 2)),
  rounds: option('rounds', 10),
  apiRate: option('api-rate', 20),
  clients: option('clients', Math.max(2, Math.ceil((STREAMS + BOARDS) / 5_000))),
  heapSnapshotDir: argument('heap-snapshot'),
  profileDir: argument('profile'),
};
// An owner keeps up to 20 streams per instance (stream-limits.ts): ten boards each.
const OWNERS = option('owners', Math.max(20, Math.ceil(BOARDS / 10)));
const ONLY = argument('only');
const POSTGRES = argument('postgres') ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const log = (line: string) => console.log(`  … ${line}`);
/** `--node-flags=--a=1,--b`: the instances' V8 flags instead of `npm start`'s (e.g. --trace-gc). */
const NODE_FLAGS = process.argv
  .find((arg) => arg.startsWith('--node-flags='))
  ?.slice('--node-flags='.length)
  .split(',')
  .filter(Boolean);

const KINDS = (['sqlite', 'postgres'] as const).filter((kind) => !ONLY || ONLY === kind);
const INSTANCES = { sqlite: 1, postgres: 2 } as const;
// The limit is per process: the streams are spread evenly over the instances (and the load
// generators, at most 5 000 each), so the busiest process is an instance of the fewest.
const perInstance = Math.ceil(
  (STREAMS + BOARDS) / Math.min(...KINDS.map((kind) => INSTANCES[kind])),
);
const needed = perInstance + 1024;
const limit = openFileLimit();
if (limit < needed) {
  console.error(
    `This run holds ${STREAMS + BOARDS} streams, up to ${perInstance} in one instance: each is a socket there, so the open-file limit must be at least ${needed} (now ${limit}).\n` +
      'Raise it for this shell (as root, or after raising the hard limit in /etc/security/limits.conf): ulimit -n 65536',
  );
  process.exit(2);
}

async function scenario(kind: 'sqlite' | 'postgres'): Promise<StreamsResult> {
  const deployment: Deployment = await prepareDeployment({
    kind,
    postgres: POSTGRES,
    env: {
      // The bench measures streams, not the per-restaurant order cap.
      ORDERS_PER_RESTAURANT_PER_MINUTE: '100000',
      STREAMS_PER_MENU: String(OPTIONS.hot + 100),
    },
    nodeFlags: NODE_FLAGS,
  });
  const loadBefore = loadavg()[0] ?? 0;
  try {
    const seedStart = performance.now();
    log(`${kind}: seeding ${OWNERS} Premium restaurants`);
    const restaurants = await seedRestaurants(deployment.config, OWNERS);
    log(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
    const instances = await deployment.start(INSTANCES[kind]);
    const agent = createAgent(64);
    const report = await runStreams({ restaurants, instances, agent, options: OPTIONS, log });
    agent.destroy();
    return {
      kind,
      instanceCount: instances.length,
      options: OPTIONS,
      report,
      load: { before: loadBefore, after: loadavg()[0] ?? 0 },
    };
  } finally {
    await deployment.dispose();
  }
}

buildProduction();
if (OPTIONS.heapSnapshotDir) mkdirSync(OPTIONS.heapSnapshotDir, { recursive: true });
if (OPTIONS.profileDir) mkdirSync(OPTIONS.profileDir, { recursive: true });
pinThisProcess(1);
console.log(
  canPin
    ? 'App servers pinned to core 0, the load generators to core 1 (PostgreSQL is not pinned).'
    : 'No CPU pinning (taskset missing).',
);
console.log(`Open-file limit: ${limit} (this run needs ${needed}).`);
const results: StreamsResult[] = [];
for (const kind of KINDS) {
  const result = await scenario(kind);
  console.log(formatStreams(result));
  results.push(result);
}
const failed = results.flatMap((result) => verdicts(result).filter((verdict) => !verdict.pass));
console.log(failed.length === 0 ? '\nAll targets met.' : `\n${failed.length} target(s) missed.`);
if (failed.length > 0) process.exitCode = 1;
