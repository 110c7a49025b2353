// `node --import tsx scripts/soak-writes.ts`: does the server's memory come back after write
// load? (issue 16 §10). The production server on SQLite; 32 signed-in owners each save their
// 60-dish menu as fast as the server answers for 15 s; RSS is read from /proc before, during
// and for 60 s after, in two rounds. Options: --owners=32 --seconds=15 --after=60 --rounds=2
// --heap-mb=0
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { createMenu, createOwner, signIn } from '../src/server/testing/factories';
import { openSeeding } from '../src/server/testing/seeding';
import { freePort, startNode, stop } from './bench/measure';
import { buildReferenceMenu } from './bench/reference-menu';

const option = (name: string, fallback: number) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const OWNERS = option('owners', 32);
const SECONDS = option('seconds', 15);
const AFTER = option('after', 60);
const ROUNDS = option('rounds', 2);
/** --heap-mb=96 caps V8's old space: a JS leak then crashes the server, retained memory does not. */
const HEAP_MB = option('heap-mb', 0);

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((row) => row.startsWith('VmRSS:'));
  return Math.round(Number(line?.replace(/\D+/g, '') ?? 0) / 1024);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Writer = { cookie: string; menuId: string; version: number; ip: string };

const dataDir = mkdtempSync(path.join(tmpdir(), 'ardoise-soak-'));
const port = await freePort();
const env = {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  // Each owner writes from its own address (X-Forwarded-For), as real owners do.
  TRUST_PROXY: 'true',
  ...(HEAP_MB > 0 && { NODE_OPTIONS: `--max-old-space-size=${HEAP_MB}` }),
};
const config = loadConfig(env);
try {
  // 1. Owners, menus and sessions, straight in the database (the factories of the tests).
  const writers: Writer[] = [];
  const seeding = await openSeeding(config);
  try {
    for (let index = 0; index < OWNERS; index += 1) {
      const owner = await createOwner(seeding, {
        restaurantName: `Soak ${index + 1}`,
        plan: 'premium',
      });
      const menu = await createMenu(seeding, owner.id, buildReferenceMenu());
      const cookie = await signIn(seeding.auth, owner);
      writers.push({ cookie, menuId: menu.id, version: menu.version, ip: `10.9.0.${index + 1}` });
    }
  } finally {
    await seeding.close();
  }

  // 2. The server, warmed by one save per owner, then left idle.
  const base = `http://127.0.0.1:${port}`;
  const server = await startNode(['--import', 'tsx', 'src/server/main.ts'], env, `${base}/readyz`);
  const pid = server.pid ?? 0;
  const document = buildReferenceMenu();
  const counts = { saved: 0, limited: 0, other: 0 };
  async function save(writer: Writer, name: string) {
    const response = await fetch(`${base}/api/v1/menus/${writer.menuId}`, {
      method: 'PUT',
      headers: {
        cookie: writer.cookie,
        origin: base,
        'content-type': 'application/json',
        'if-match': `"${writer.version}"`,
        'x-forwarded-for': writer.ip,
      },
      body: JSON.stringify({ ...document, name }),
    });
    const body = (await response.json()) as { version?: number };
    if (response.status === 200 && typeof body.version === 'number') {
      writer.version = body.version;
      counts.saved += 1;
    } else if (response.status === 429) {
      counts.limited += 1;
      await sleep(250);
    } else {
      counts.other += 1;
    }
  }
  const samples: { label: string; rss: number }[] = [];
  try {
    await Promise.all(writers.map((writer) => save(writer, 'Échauffement')));
    counts.saved = 0;
    await sleep(5_000);
    const idle = rssMb(pid);
    samples.push({ label: 'idle, before the load', rss: idle });

    // 3. The load, then idle again (does the memory come back?), twice: a leak keeps growing
    // from one round to the next, while memory the process merely kept for reuse does not.
    for (let round = 1; round <= ROUNDS; round += 1) {
      const end = Date.now() + SECONDS * 1000;
      let peak = 0;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssMb(pid));
      }, 250);
      await Promise.all(
        writers.map(async (writer, index) => {
          for (let count = 1; Date.now() < end; count += 1) {
            await save(writer, `Carte ${index} r${round} v${count}`);
          }
        }),
      );
      clearInterval(sampler);
      samples.push({ label: `round ${round}: peak during ${SECONDS} s of writes`, rss: peak });
      samples.push({ label: `round ${round}: when the load stops`, rss: rssMb(pid) });
      for (let second = 20; second <= AFTER; second += 20) {
        await sleep(20_000);
        samples.push({ label: `round ${round}: ${second} s after`, rss: rssMb(pid) });
      }
    }
  } finally {
    await stop(server);
  }

  console.log(`
${OWNERS} owners saving a 60-dish menu for ${SECONDS} s, ${ROUNDS} rounds (production server, SQLite${HEAP_MB > 0 ? `, old space capped at ${HEAP_MB} MB` : ''});
machine load average ${(loadavg()[0] ?? 0).toFixed(1)} (2 cores: other sessions share them).
Saves: ${counts.saved} answered 200, ${counts.limited} refused 429 (write limit), ${counts.other} other.

| Moment | RSS MB |
| --- | ---: |
${samples.map((sample) => `| ${sample.label} | ${sample.rss} |`).join('\n')}
`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
