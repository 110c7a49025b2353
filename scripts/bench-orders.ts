// `npm run bench:orders`: live orders under load (issue #10 §8; docs/performance.md). Premium
// restaurants with 500 owner streams and 200 diner streams open; diners place orders; the time
// from "POST accepted" to the event on the owner's stream, on SQLite (one instance) and on
// PostgreSQL (two instances: orders posted to A, every stream on B).
// Options: --owners=100 --owner-streams=500 --diner-streams=200 --seconds=20 --rate=<orders/s>
//   (steady phase; default: half the throughput measured in the peak phase)
//   --warmup=3 --concurrency=32 --only=sqlite|postgres
//   --profile=<dir> (CPU profiles of the app servers)
//   --postgres=postgres://postgres@127.0.0.1:5432/postgres (a scratch database is made there)
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { createAgent } from './bench/json-request';
import { canPin, freePort, pinThisProcess, startNode, stop } from './bench/measure';
import { formatRun, formatSummary, isClean, type ScenarioResult } from './bench/orders-report';
import { type RunOptions, runOrdersLoad } from './bench/orders-run';
import { countOrderRows, createScratchDatabase, seedRestaurants } from './bench/seed-restaurants';
import { buildWebIfNeeded } from './web-build';

const argument = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const option = (name: string, fallback: number) => Number(argument(name) ?? fallback);
const OWNERS = option('owners', 100);
const RUN: RunOptions = {
  ownerStreams: option('owner-streams', 500),
  dinerStreams: option('diner-streams', 200),
  rate: argument('rate') === undefined ? undefined : Number(argument('rate')),
  seconds: option('seconds', 20),
  warmupSeconds: option('warmup', 3),
  concurrency: option('concurrency', 32),
};
const ONLY = argument('only');
/** A directory for the app servers' CPU profiles (`node --cpu-prof`), to see where time goes. */
const PROFILE_DIR = argument('profile');
const POSTGRES = argument('postgres') ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const log = (line: string) => console.log(`  … ${line}`);

async function scenario(kind: 'sqlite' | 'postgres'): Promise<ScenarioResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ardoise-bench-orders-'));
  const scratch =
    kind === 'postgres'
      ? await createScratchDatabase(POSTGRES, `ardoise_bench_${randomBytes(6).toString('hex')}`)
      : null;
  const authSecret = randomBytes(32).toString('base64url');
  const baseEnv = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    AUTH_SECRET: authSecret,
    // As behind a load balancer: each diner's address comes from X-Forwarded-For.
    TRUST_PROXY: 'true',
    // The bench measures how many orders the servers can write, not the per-restaurant cap.
    ORDERS_PER_RESTAURANT_PER_MINUTE: '100000',
    ...(scratch && { DATABASE_URL: scratch.url }),
  };
  const loadBefore = loadavg()[0] ?? 0;
  const servers: Awaited<ReturnType<typeof startNode>>[] = [];
  try {
    const config = { ...loadConfig(baseEnv), authSecret };
    const seedStart = performance.now();
    log(`${kind}: seeding ${OWNERS} Premium restaurants`);
    const restaurants = await seedRestaurants(config, OWNERS);
    log(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
    const instanceCount = kind === 'postgres' ? 2 : 1;
    const instances = [];
    for (const name of ['A', 'B'].slice(0, instanceCount)) {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const server = await startNode(
        [
          ...(PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(PROFILE_DIR)}`] : []),
          '--import',
          'tsx',
          'src/server/main.ts',
        ],
        { ...baseEnv, PORT: String(port) },
        `${url}/readyz`,
      );
      servers.push(server);
      instances.push({ name, url, pid: server.pid });
    }
    const writer = instances[0] as (typeof instances)[number];
    const reader = instances[instanceCount - 1] as (typeof instances)[number];
    const agent = createAgent(RUN.concurrency + 16);
    const report = await runOrdersLoad({ restaurants, writer, reader, agent, options: RUN, log });
    agent.destroy();
    for (const server of servers.splice(0)) await stop(server);
    const database = await countOrderRows(config.database);
    return {
      kind,
      instanceCount,
      target: instanceCount === 1 ? 100 : 250,
      owners: OWNERS,
      options: RUN,
      report,
      database,
      load: { before: loadBefore, after: loadavg()[0] ?? 0 },
    };
  } finally {
    for (const server of servers) await stop(server);
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

try {
  buildWebIfNeeded();
} catch (error) {
  // The server needs the owner app's shell to start, not an up-to-date one.
  if (!existsSync(path.join(import.meta.dirname, '..', 'dist', 'web', 'index.html'))) throw error;
  console.warn('The owner app does not build; benchmarking with the previous dist/web.');
}
if (process.env.NODE_ENV !== 'production')
  console.warn('NODE_ENV is not production: figures are not representative.');
pinThisProcess(1);
console.log(
  canPin
    ? 'App servers pinned to core 0, this load generator to core 1 (PostgreSQL is not pinned).'
    : 'No CPU pinning (taskset missing).',
);
const results: ScenarioResult[] = [];
for (const kind of ['sqlite', 'postgres'] as const) {
  if (ONLY && ONLY !== kind) continue;
  const result = await scenario(kind);
  console.log(formatRun(result));
  results.push(result);
}
console.log(formatSummary(results));
if (!results.every(isClean)) process.exitCode = 1;
