import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..', '..');
/** The reference configuration, as shipped (docs/deploy.md). */
export const NGINX_CONF = path.join(ROOT, 'deploy', 'nginx.conf');
export const NGINX_BIN = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((file) =>
  existsSync(file),
);

export type NginxPorts = { http: number; tls: number; redirect: number };

/** A port nobody listens on now, on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A self-signed certificate for 127.0.0.1, made with openssl (docs/deploy.md). */
export function selfSignedCertificate(dir: string) {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

/**
 * deploy/nginx.conf for a test: its instances, ports, certificate and paths replaced, run by
 * a user without root (`daemon off`, errors to stderr, pid and temp files in `dir`). Every
 * replacement must find its text, so an edit of the shipped file that the test no longer
 * follows fails here instead of testing something else. The plain `http` port is the TLS
 * server's own, for the test's fetch (Node's fetch cannot be told to trust our certificate).
 */
export function renderNginxConfig(input: {
  dir: string;
  upstreams: readonly string[];
  ports: NginxPorts;
  certificate: { cert: string; key: string };
}): string {
  const { dir, ports, certificate } = input;
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `    ${kind}_temp_path ${path.join(dir, kind)};`)
    .join('\n');
  const replacements: [RegExp, string][] = [
    // As root (a CI container), workers would switch to `nobody` and not reach `dir`.
    [/^user [^;]+;\n/m, process.getuid?.() === 0 ? `user ${os.userInfo().username};\n` : ''],
    [/^worker_processes auto;/m, 'worker_processes 1;'],
    [/^worker_rlimit_nofile \d+;\n/m, ''],
    [/^pid \/run\/nginx\.pid;/m, `pid ${path.join(dir, 'nginx.pid')};\ndaemon off;`],
    [/^error_log \/var\/log\/nginx\/error\.log warn;/m, 'error_log stderr warn;'],
    [/worker_connections \d+;/, 'worker_connections 512;'],
    [/access_log \/var\/log\/nginx\/access\.log;/, `access_log off;\n${temp}`],
    [
      /( *)server 10\.0\.0\.11:3000 ([^;]+);\n *server 10\.0\.0\.12:3000 [^;]+;/,
      input.upstreams.map((address) => `$1server ${address} $2;`).join('\n'),
    ],
    [/\/var\/cache\/nginx\/ardoise/, path.join(dir, 'cache')],
    [/listen 80;\n *listen \[::\]:80;/, `listen 127.0.0.1:${ports.redirect};`],
    [
      /listen 443 ssl http2;\n( *)listen \[::\]:443 ssl http2;/,
      `listen 127.0.0.1:${ports.tls} ssl http2;\n$1listen 127.0.0.1:${ports.http};`,
    ],
    [
      /ssl_certificate \/etc\/ssl\/ardoise\/fullchain\.pem;/,
      `ssl_certificate ${certificate.cert};`,
    ],
    [
      /ssl_certificate_key \/etc\/ssl\/ardoise\/privkey\.pem;/,
      `ssl_certificate_key ${certificate.key};`,
    ],
  ];
  let text = readFileSync(NGINX_CONF, 'utf8');
  for (const [pattern, replacement] of replacements) {
    if (!pattern.test(text)) throw new Error(`deploy/nginx.conf: ${pattern} not found`);
    text = text.replace(pattern, replacement);
  }
  return text;
}

export type Nginx = { child: ChildProcess; output: () => string; stop(): Promise<void> };

/** Starts nginx in the foreground on `config`, resolved once its plain port accepts. */
export async function startNginx(dir: string, config: string, port: number): Promise<Nginx> {
  if (!NGINX_BIN) throw new Error('nginx is not installed (Debian: apt-get install nginx-light)');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, config);
  const child = spawn(NGINX_BIN, ['-p', dir, '-e', 'stderr', '-c', file], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  for (let attempt = 0; !(await accepts(port)); attempt += 1) {
    if (child.exitCode !== null || attempt > 200) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return {
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
