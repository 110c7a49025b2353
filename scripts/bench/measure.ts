import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import type { monitorEventLoopDelay } from 'node:perf_hooks';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const NODE = path.join(ROOT, 'node_modules', '.bin', 'node');
const TASKSET = '/usr/bin/taskset';
/** On a 2-core machine: the server on core 0, the load generator (this process) on core 1. */
export const canPin = existsSync(TASKSET);

/** A process's event-loop delay in ms (with its monitor's timer), p99 and worst. */
export type LoopDelay = { p99: number; max: number };

/** What a `monitorEventLoopDelay` histogram (nanoseconds) measured, in ms. */
export const loopDelayMs = (histogram: ReturnType<typeof monitorEventLoopDelay>): LoopDelay => ({
  p99: histogram.percentile(99) / 1e6,
  max: histogram.max / 1e6,
});

export function pinThisProcess(cpu: number) {
  if (canPin) execFileSync(TASKSET, ['-pc', String(cpu), String(process.pid)], { stdio: 'ignore' });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

/** Starts `node [--import tsx] <args>` pinned to core 0; resolves once `readyUrl` answers. */
export async function startNode(
  args: string[],
  env: Record<string, string>,
  readyUrl: string,
): Promise<ChildProcess> {
  const command = canPin ? TASKSET : NODE;
  const argv = canPin ? ['-c', '0', NODE, ...args] : args;
  const child = spawn(command, argv, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return waitUntilReady(child, readyUrl, args.join(' '));
}

/** Resolves once `readyUrl` answers 2xx; kills the child if it does not within 60 s. */
export async function waitUntilReady(child: ChildProcess, readyUrl: string, name: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`${readyUrl} did not answer within 60 s`);
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export function timeIt(runs: number, work: () => unknown): { medianMs: number; p95Ms: number } {
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    work();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) =>
    samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { medianMs: at(0.5), p95Ms: at(0.95) };
}

/** One GET with the raw (still compressed) body, which fetch() would decode. */
export function getRaw(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers as Record<string, string>,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** CPU time (user + system) a process has used, in seconds (Linux /proc; 0 elsewhere). */
export function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return 0;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may contain spaces): utime and stime are 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return ticks / 100;
}

/** CPU seconds used so far by these processes together. */
export function cpuSecondsOf(pids: readonly (number | undefined)[]): number {
  return pids.reduce<number>((sum, pid) => sum + cpuSeconds(pid), 0);
}
