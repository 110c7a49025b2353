// The load generator of `npm run bench:public`: wrk (Debian package), one thread pinned to
// core 1 while the servers run on core 0, so that the client is not what is measured. Each run
// also samples the CPU that wrk and the server used during its steady part: a client near a
// full core would mean the figures are the client's, and the report says so.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { canPin, cpuSeconds } from './measure';

export const WRK = '/usr/bin/wrk';
export const hasWrk = existsSync(WRK);
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131 Mobile';

export type LoadResult = {
  requestsPerSecond: number;
  /** Server CPU time per request, in microseconds. */
  cpuMicrosPerRequest: number;
  /** Share of one core used by the server and by wrk during the run's steady part (0–1). */
  serverCpu: number;
  clientCpu: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  /** Answers with a status ≥ 400 (wrk's count), and socket errors and timeouts. */
  non2xx: number;
  errors: number;
};

// wrk's Lua hooks: an optional new query string per request (defeats the app's warm path), and
// one JSON line with the summary at the end.
const SCRIPT = `
local counter = 0
local fresh = os.getenv("WRK_EACH_URL_NEW") == "1"
request = function()
  if fresh then
    counter = counter + 1
    return wrk.format(nil, wrk.path .. "?n=" .. counter)
  end
  return wrk.format(nil, wrk.path)
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '\\nJSON {"requests":%d,"durationUs":%d,"status":%d,"errors":%d,"p50":%d,"p90":%d,"p99":%d,"max":%d}\\n',
    summary.requests, summary.duration, e.status, e.connect + e.read + e.write + e.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max))
end
`;

let scriptDir: string | undefined;
function scriptPath(): string {
  if (!scriptDir) {
    scriptDir = mkdtempSync(path.join(tmpdir(), 'ardoise-wrk-'));
    writeFileSync(path.join(scriptDir, 'report.lua'), SCRIPT);
    process.once('exit', () => scriptDir && rmSync(scriptDir, { recursive: true, force: true }));
  }
  return path.join(scriptDir, 'report.lua');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `connections` keep-alive connections for `seconds` on one wrk thread, loopback only. */
export async function load(
  url: string,
  seconds: number,
  connections: number,
  serverPid?: number,
  /** A different query string on each request: the same page through Fastify, not the warm path. */
  isEachUrlNew = false,
): Promise<LoadResult> {
  const wrkArgs = [
    '-t1',
    `-c${connections}`,
    `-d${seconds}s`,
    '--latency',
    '-H',
    'Accept-Encoding: gzip, deflate, br',
    // A browser's: a request without one is not counted as a diner (stats/bot-agents.ts).
    '-H',
    `User-Agent: ${BROWSER_USER_AGENT}`,
    '-s',
    scriptPath(),
    url,
  ];
  const child = spawn(
    canPin ? '/usr/bin/taskset' : WRK,
    canPin ? ['-c', '1', WRK, ...wrkArgs] : wrkArgs,
    {
      env: { ...process.env, WRK_EACH_URL_NEW: isEachUrlNew ? '1' : '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  // The steady part: from 20 % to 80 % of the run (taskset execs wrk: same pid).
  const window = { start: seconds * 200, end: seconds * 800 };
  await sleep(window.start);
  const first = {
    at: performance.now(),
    client: cpuSeconds(child.pid),
    server: cpuSeconds(serverPid),
  };
  await sleep(window.end - window.start);
  const elapsed = (performance.now() - first.at) / 1000;
  const clientCpu = (cpuSeconds(child.pid) - first.client) / elapsed;
  const serverCpu = (cpuSeconds(serverPid) - first.server) / elapsed;
  const code = await exited;
  const line = output.split('\n').find((row) => row.startsWith('JSON '));
  if (code !== 0 || !line) throw new Error(`wrk failed (exit ${code}):\n${output}`);
  const report = JSON.parse(line.slice(5)) as {
    requests: number;
    durationUs: number;
    status: number;
    errors: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  };
  const ms = (micros: number) => Math.round(micros / 100) / 10;
  return {
    requestsPerSecond: report.requests / (report.durationUs / 1e6),
    cpuMicrosPerRequest: serverPid
      ? (serverCpu * 1e6) / (report.requests / (report.durationUs / 1e6))
      : 0,
    serverCpu,
    clientCpu,
    latencyMs: {
      p50: ms(report.p50),
      p90: ms(report.p90),
      p99: ms(report.p99),
      max: ms(report.max),
    },
    non2xx: report.status,
    errors: report.errors,
  };
}
