// nginx in front of the app instances for `npm run bench:service`: a configuration with
// placeholders (scripts/bench/nginx-proxy.conf by default, or --proxy-config=<file>), filled
// in with a scratch prefix, the listening address and the instances.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { waitUntilReady } from './measure';
import { NGINX } from './nginx-server';

export const DEFAULT_PROXY_CONFIG = path.join(import.meta.dirname, 'nginx-proxy.conf');

export async function startProxy(input: {
  template: string;
  dir: string;
  port: number;
  upstreams: string[];
}): Promise<ChildProcess> {
  const prefix = path.join(input.dir, 'nginx');
  mkdirSync(path.join(prefix, 'temp'), { recursive: true });
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
  // nginx shares core 1 with the load generators: the app instances keep core 0.
  const child = spawn(NGINX, ['-p', prefix, '-c', file], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return waitUntilReady(child, `http://127.0.0.1:${input.port}/readyz`, 'nginx');
}
