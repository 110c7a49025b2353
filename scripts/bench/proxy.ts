// nginx in front of the app instances for `npm run bench:service`. By default the reference
// configuration, deploy/nginx.conf, rendered as its own test renders it
// (src/server/health/testing/nginx.ts: ports, paths, a self-signed certificate; the bench
// talks to the TLS server's plain-http twin port), with more connections for the bench's
// streams. `--proxy-config=<file>`: another configuration, with the placeholders of
// scripts/bench/nginx-proxy.conf.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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

export type Proxy = { pid: number | undefined; stop(): Promise<void> };

export async function startProxy(input: {
  /** undefined: deploy/nginx.conf. */
  template: string | undefined;
  dir: string;
  port: number;
  upstreams: string[];
  /** Descriptors the worker needs (two per stream). */
  connections: number;
}): Promise<Proxy> {
  const prefix = path.join(input.dir, 'nginx');
  mkdirSync(path.join(prefix, 'temp'), { recursive: true });
  if (!input.template) {
    const config = renderNginxConfig({
      dir: prefix,
      upstreams: input.upstreams,
      ports: { http: input.port, tls: await freePort(), redirect: await freePort() },
      certificate: selfSignedCertificate(prefix),
    })
      .replace(/worker_connections \d+;/, `worker_connections ${input.connections};`)
      .replace(
        /^worker_processes 1;/m,
        `worker_processes 1;\nworker_rlimit_nofile ${input.connections + 1024};`,
      );
    const nginx = await startNginx(prefix, config, input.port);
    return { pid: nginx.child.pid, stop: () => nginx.stop() };
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
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
