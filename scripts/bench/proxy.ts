// nginx in front of the app instances for `npm run bench:service`. By default the reference
// configuration, deploy/nginx.conf, rendered as its own test renders it
// (src/server/health/testing/nginx.ts: ports, paths, a self-signed certificate; the bench
// talks to the TLS server's plain-http twin port), with more connections for the bench's
// streams. `--proxy-config=<file>`: another configuration, with the placeholders of
// scripts/bench/nginx-proxy.conf.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  freePort,
  NGINX_CONF,
  renderNginxConfig,
  selfSignedCertificate,
  startNginx,
} from '../../src/server/health/testing/nginx';
import { waitUntilReady } from './measure';
import { NGINX } from './nginx-server';

export const REFERENCE_PROXY_CONFIG = NGINX_CONF;

/**
 * nginx's workers for `connections` descriptors when each process may open `fileLimit`: as
 * many workers as it takes for each to stay under the limit with a quarter to spare (the
 * kernel spreads the bench's clients over the workers by their address: `reuseport`), as
 * deploy/nginx.conf's `worker_processes auto` would on a machine with more cores.
 */
export function nginxWorkers(connections: number, fileLimit: number) {
  const perWorkerLimit = Math.min(fileLimit, 65_536) - 1024;
  const workers = Math.max(1, Math.ceil((connections * 1.25) / perWorkerLimit));
  return {
    workers,
    connections: Math.min(perWorkerLimit, Math.ceil((connections * 1.25) / workers)),
    rlimit: Math.min(fileLimit, 65_536),
  };
}

export type Proxy = {
  pid: number | undefined;
  /** What nginx logged as errors, by kind (the varying parts left out), most frequent first. */
  errors(): { kind: string; count: number }[];
  stop(): Promise<void>;
};

/** nginx's error log, each line reduced to its kind: "upstream timed out (110: …) while connecting to upstream". */
export function errorKinds(log: string) {
  const counts = new Map<string, number>();
  for (const line of log.split('\n')) {
    const message = /\[(?:error|warn|crit|alert)\] [\d#]+: (?:\*\d+ )?(.*?)(?:, client: .*)?$/.exec(
      line,
    )?.[1];
    if (!message) continue;
    const kind = message.replace(/"[^"]*"/g, '"…"').replace(/\d{3,}/g, 'N');
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return [...counts].map(([kind, count]) => ({ kind, count })).sort((a, b) => b.count - a.count);
}

export async function startProxy(input: {
  /** undefined: deploy/nginx.conf. */
  template: string | undefined;
  dir: string;
  port: number;
  upstreams: string[];
  /** Descriptors the proxy needs (two per stream). */
  connections: number;
  /** The open-file limit of a process here. */
  fileLimit: number;
}): Promise<Proxy> {
  const prefix = path.join(input.dir, 'nginx');
  mkdirSync(path.join(prefix, 'temp'), { recursive: true });
  if (!input.template) {
    const config = renderNginxConfig({
      dir: prefix,
      upstreams: input.upstreams,
      ports: { http: input.port, tls: await freePort(), redirect: await freePort() },
      certificate: selfSignedCertificate(prefix),
    });
    const plan = nginxWorkers(input.connections, input.fileLimit);
    const listen = `listen 127.0.0.1:${input.port};`;
    if (!config.includes(listen)) throw new Error(`the rendered configuration has no ${listen}`);
    const tuned = config
      .replace(/worker_connections \d+;/, `worker_connections ${plan.connections};`)
      .replace(
        /^worker_processes 1;/m,
        `worker_processes ${plan.workers};\nworker_rlimit_nofile ${plan.rlimit};`,
      )
      .replace(listen, `listen 127.0.0.1:${input.port} reuseport;`);
    const nginx = await startNginx(prefix, tuned, input.port);
    return {
      pid: nginx.child.pid,
      errors: () => errorKinds(nginx.output()),
      stop: () => nginx.stop(),
    };
  }
  const text = readFileSync(input.template, 'utf8');
  for (const placeholder of ['{{PREFIX}}', '{{LISTEN}}', '{{UPSTREAMS}}']) {
    if (!text.includes(placeholder)) {
      throw new Error(
        `${input.template} has no ${placeholder}: see scripts/bench/nginx-proxy.conf`,
      );
    }
  }
  const conf = text
    .replaceAll('{{PREFIX}}', prefix)
    .replaceAll('{{LISTEN}}', `127.0.0.1:${input.port}`)
    .replaceAll('{{UPSTREAMS}}', input.upstreams.map((one) => `server ${one};`).join('\n    '));
  const file = path.join(prefix, 'nginx.conf');
  writeFileSync(file, conf);
  const child: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', file], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilReady(child, `http://127.0.0.1:${input.port}/readyz`, 'nginx');
  return {
    pid: child.pid,
    errors: () => {
      const logFile = path.join(prefix, 'error.log');
      return existsSync(logFile) ? errorKinds(readFileSync(logFile, 'utf8')) : [];
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
