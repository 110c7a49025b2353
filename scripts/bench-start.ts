// `npm run bench:start`: how fast `npm start` answers and how much memory the server holds once
// idle (issue 16 §2: ≤ 1.5 s to the first /healthz 200, ≤ 120 MB RSS). On a built tree (both
// builds are made first when stale) and a temporary DATA_DIR on SQLite, it runs `npm start` N
// times and, for comparison, the server's own command (SERVER_COMMAND: what start.ts spawns)
// N times, in turn, after one unmeasured start that creates the database. `--source` adds the
// server run from its TypeScript through tsx (how `npm start` ran it before the server build).
// Idle RSS is the server process's VmRSS (not npm's nor scripts/start.ts's), read `--idle`
// seconds after its first 200. The CPU time the processes used until that 200 does not depend
// on other work on the machine, unlike the elapsed time. Plain Node (type stripping). Options: --runs=5 --idle=5 --source
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './bench/measure.ts';
import { buildServerIfNeeded, SERVER_COMMAND, SERVER_ENTRY, serverEnv } from './server-build.ts';
import { buildWebIfNeeded } from './web-build.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const NODE = path.join(ROOT, 'node_modules', '.bin', 'node');
const TARGET_MS = 1500;
const TARGET_MB = 120;
const option = (name: string, fallback: number) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const RUNS = option('runs', 5);
const IDLE_SECONDS = option('idle', 5);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((row) => row.startsWith('VmRSS:'));
  return Math.round(Number(line?.replace(/\D+/g, '') ?? 0) / 1024);
}

/** `pid` and the processes below it (npm → sh → scripts/start.ts → server). */
function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    const list = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    children = list ? list.split(/\s+/).map(Number) : [];
  } catch {
    // exited meanwhile
  }
  return [pid, ...children.flatMap(processTree)];
}

/** The process of the tree that runs the server (the bundle, or the source entry). */
function findServerPid(pid: number): number | undefined {
  return processTree(pid).find((candidate) => {
    const commandLine = readFileSync(`/proc/${candidate}/cmdline`, 'utf8');
    return commandLine.includes(SERVER_ENTRY) || commandLine.includes('src/server/main.ts');
  });
}

/** CPU time (user + system) the processes have used so far, in ms: independent of other load. */
function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

type Run = { readyMs: number; cpuMs: number; rssMb: number };

async function measure(command: string, args: readonly string[], dataDir: string): Promise<Run> {
  const port = await freePort();
  const started = performance.now();
  const child: ChildProcess = spawn(command, args, {
    cwd: ROOT,
    stdio: 'ignore',
    // What start.ts adds for the server (serverEnv), given to the bare command too.
    env: serverEnv({
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    }),
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let readyMs = 0;
  let startCpuMs = 0;
  while (!readyMs) {
    if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} exited early`);
    if (performance.now() - started > 60_000) throw new Error('no answer within 60 s');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).status === 200) {
        readyMs = performance.now() - started;
        startCpuMs = child.pid === undefined ? 0 : cpuMs(processTree(child.pid));
      }
    } catch {
      await sleep(10);
    }
  }
  const serverPid = child.pid === undefined ? undefined : findServerPid(child.pid);
  if (!serverPid) throw new Error('server process not found');
  await sleep(IDLE_SECONDS * 1000);
  const rss = rssMb(serverPid);
  process.kill(serverPid, 'SIGTERM');
  await exited;
  return { readyMs: Math.round(readyMs), cpuMs: startCpuMs, rssMb: rss };
}

buildWebIfNeeded();
buildServerIfNeeded();
const dataDir = mkdtempSync(path.join(tmpdir(), 'ardoise-bench-start-'));
const loadBefore = loadavg()[0] ?? 0;
try {
  const commands: Record<string, () => Promise<Run>> = {
    'npm start': () => measure('npm', ['start', '--silent'], dataDir),
    server: () => measure(NODE, SERVER_COMMAND, dataDir),
  };
  if (process.argv.includes('--source')) {
    commands['tsx source'] = () =>
      measure(NODE, ['--import', 'tsx', 'src/server/main.ts'], dataDir);
  }
  await measure(NODE, SERVER_COMMAND, dataDir); // creates and migrates the database
  const results = Object.fromEntries(Object.keys(commands).map((name) => [name, [] as Run[]]));
  for (let run = 0; run < RUNS; run += 1) {
    for (const [name, start] of Object.entries(commands)) results[name]?.push(await start());
  }
  console.log(`${RUNS} runs each, idle RSS read ${IDLE_SECONDS} s after the first 200`);
  const column = (runs: Run[], key: keyof Run) =>
    runs
      .map((run) => run[key])
      .join(' ')
      .padEnd(30);
  console.log(
    `${'each run:'.padEnd(12)} ${'/healthz 200 (ms)'.padEnd(30)} ${'CPU until then (ms)'.padEnd(30)} idle RSS (MB)`,
  );
  for (const [name, runs] of Object.entries(results)) {
    console.log(
      `${name.padEnd(12)} ${column(runs, 'readyMs')} ${column(runs, 'cpuMs')} ${column(runs, 'rssMb')}`,
    );
  }
  console.log('');
  for (const [name, runs] of Object.entries(results)) {
    const readyMs = median(runs.map((run) => run.readyMs));
    const rss = median(runs.map((run) => run.rssMb));
    console.log(
      `${name.padEnd(12)} median ${readyMs} ms (target ≤ ${TARGET_MS}: ${readyMs <= TARGET_MS ? 'met' : 'NOT met'}), ` +
        `CPU ${median(runs.map((run) => run.cpuMs))} ms, ` +
        `${rss} MB (target ≤ ${TARGET_MB}: ${rss <= TARGET_MB ? 'met' : 'NOT met'})`,
    );
  }
  const loadAfter = loadavg()[0] ?? 0;
  const isBusy = Math.max(loadBefore, loadAfter) > availableParallelism();
  console.log(
    `load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}` +
      (isBusy
        ? ': above the number of cores, other work stretches the elapsed times (not the CPU times)'
        : ': below the number of cores'),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
