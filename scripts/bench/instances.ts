// App instances for the streams and service benchmarks: the production build as `npm start`
// runs it (scripts/server-build.ts), each with an inspector port for memory readings, on a
// scratch data directory and, for PostgreSQL, a scratch database.
import type { ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Config, loadConfig } from '../../src/server/config';
import { buildServerIfNeeded, SERVER_ENTRY, SERVER_NODE_FLAGS, serverEnv } from '../server-build';
import { buildWebIfNeeded } from '../web-build';
import { freePort, startNode, stop } from './measure';
import { createScratchDatabase } from './seed-restaurants';

export type Instance = {
  name: string;
  url: string;
  port: number;
  pid: number | undefined;
  inspectPort: number;
};

export type Deployment = {
  config: Config & { authSecret: string };
  instances: Instance[];
  start(count: number): Promise<Instance[]>;
  stopAll(): Promise<void>;
  dispose(): Promise<void>;
};

/** The environment's scratch place and settings; instances start with `start`. */
export async function prepareDeployment(input: {
  kind: 'sqlite' | 'postgres';
  postgres: string;
  env?: Record<string, string>;
  /** V8 flags of the instances instead of `npm start`'s (SERVER_NODE_FLAGS), to compare. */
  nodeFlags?: readonly string[];
}): Promise<Deployment> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ardoise-bench-'));
  const scratch =
    input.kind === 'postgres'
      ? await createScratchDatabase(
          input.postgres,
          `ardoise_bench_${randomBytes(6).toString('hex')}`,
        )
      : null;
  const authSecret = randomBytes(32).toString('base64url');
  const baseEnv: Record<string, string> = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    AUTH_SECRET: authSecret,
    // As behind a load balancer: each diner's address comes from X-Forwarded-For.
    TRUST_PROXY: 'true',
    ...(scratch && { DATABASE_URL: scratch.url }),
    ...input.env,
  };
  const config = { ...loadConfig(baseEnv), authSecret };
  const servers: ChildProcess[] = [];
  const instances: Instance[] = [];
  return {
    config,
    instances,
    async start(count) {
      for (const name of ['A', 'B', 'C', 'D'].slice(0, count)) {
        const port = await freePort();
        const inspectPort = await freePort();
        const url = `http://127.0.0.1:${port}`;
        const server = await startNode(
          [
            ...(input.nodeFlags ?? SERVER_NODE_FLAGS),
            `--inspect=127.0.0.1:${inspectPort}`,
            SERVER_ENTRY,
          ],
          serverEnv({ ...baseEnv, PORT: String(port) }),
          `${url}/readyz`,
        );
        servers.push(server);
        instances.push({ name, url, port, pid: server.pid, inspectPort });
      }
      return instances;
    },
    async stopAll() {
      for (const server of servers.splice(0)) await stop(server);
    },
    async dispose() {
      for (const server of servers.splice(0)) await stop(server);
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The hard limit on open files (Node raises its soft limit to it at start): each stream is a
 * socket in the server and one in the load generator.
 */
export function openFileLimit(): number {
  const text = execFileSync('/bin/sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).trim();
  return text === 'unlimited' ? Number.POSITIVE_INFINITY : Number(text);
}

/** Builds what `npm start` runs when its sources changed (the owner app's shell may be old). */
export function buildProduction() {
  try {
    buildWebIfNeeded();
  } catch (error) {
    // The server needs the owner app's shell to start, not an up-to-date one.
    const shell = path.join(import.meta.dirname, '..', '..', 'dist', 'web', 'index.html');
    if (!existsSync(shell)) throw error;
    console.warn('The owner app does not build; benchmarking with the previous dist/web.');
  }
  buildServerIfNeeded();
}
