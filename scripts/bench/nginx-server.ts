// The reference of `npm run bench:public`: nginx (Debian `nginx-light`) serving the exact
// bytes and headers the app sent for a page, from a file, one worker pinned to core 0 like
// the app. nginx adds its own Last-Modified and Accept-Ranges; everything else is the app's.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { canPin } from './measure';

export const NGINX = '/usr/sbin/nginx';
export const hasNginx = existsSync(NGINX);

/** nginx quotes: a header value inside double quotes. */
const quoted = (value: string) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

export function startNginx(options: {
  dir: string;
  bodyFile: string;
  headers: Record<string, string>;
  port: number;
}): ChildProcess {
  const { dir, bodyFile, headers, port } = options;
  const prefix = path.join(dir, 'nginx');
  mkdirSync(path.join(prefix, 'temp'), { recursive: true });
  const { 'content-type': contentType = 'text/html; charset=utf-8', ...rest } = headers;
  const addHeaders = Object.entries(rest)
    .map(([name, value]) => `      add_header ${name} ${quoted(value)} always;`)
    .join('\n');
  const conf = `
daemon off;
master_process off;
worker_processes 1;
error_log ${prefix}/error.log warn;
pid ${prefix}/nginx.pid;
events { worker_connections 4096; }
http {
  access_log off;
  server_tokens off;
  etag off;
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  keepalive_requests 10000000;
  client_body_temp_path ${prefix}/temp;
  proxy_temp_path ${prefix}/temp;
  fastcgi_temp_path ${prefix}/temp;
  uwsgi_temp_path ${prefix}/temp;
  scgi_temp_path ${prefix}/temp;
  server {
    listen 127.0.0.1:${port};
    location / {
      types { }
      default_type ${quoted(contentType)};
      root ${path.dirname(bodyFile)};
      try_files /${path.basename(bodyFile)} =404;
${addHeaders}
    }
  }
}
`;
  const confFile = path.join(prefix, 'nginx.conf');
  writeFileSync(confFile, conf);
  const args = ['-p', prefix, '-c', confFile];
  return spawn(canPin ? '/usr/bin/taskset' : NGINX, canPin ? ['-c', '0', NGINX, ...args] : args, {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}
