// `npm run bench:public`: warm public page vs a static server serving the same bytes, the
// cache-miss render time and the transfer size (issue #6 §8; docs/performance.md).
// Options: --seconds=10 --connections=50 --rounds=3
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { MenuDocumentSchema } from '../src/domain/menu/menu-schema';
import { loadConfig } from '../src/server/config';
import { compressBody } from '../src/server/public-pages/compressed-body';
import { loadDinerAssets } from '../src/server/public-pages/diner-assets';
import { renderMenuPage } from '../src/server/public-pages/render-diner-page';
import {
  canPin,
  freePort,
  getRaw,
  type LoadResult,
  load,
  pinThisProcess,
  startNode,
  stop,
  timeIt,
} from './bench/measure';
import { buildReferenceMenu } from './bench/reference-menu';
import { seedReferenceMenu } from './bench/seed-reference';
import { buildWebIfNeeded } from './web-build';

const option = (name: string, fallback: number) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const SECONDS = option('seconds', 10);
const CONNECTIONS = option('connections', 50);
const ROUNDS = option('rounds', 3);
/** The run with the median requests/s. */
const median = (runs: LoadResult[]) =>
  [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[
    Math.floor(runs.length / 2)
  ] as LoadResult;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

try {
  buildWebIfNeeded();
} catch (error) {
  // The server needs the owner app's shell to start, not an up-to-date one.
  if (!existsSync(path.join(import.meta.dirname, '..', 'dist', 'web', 'index.html'))) throw error;
  console.warn('The owner app does not build; benchmarking with the previous dist/web.');
}
// React's development build renders several times slower: measure what production runs.
if (process.env.NODE_ENV !== 'production')
  console.warn('NODE_ENV is not production: render times are not representative.');
pinThisProcess(1);
const loadBefore = loadavg()[0] ?? 0;
const dataDir = mkdtempSync(path.join(tmpdir(), 'ardoise-bench-'));
try {
  // 1. Cache-miss render, in process: the reference menu rendered to HTML, then compressed.
  const assets = await loadDinerAssets();
  const document = MenuDocumentSchema.parse(buildReferenceMenu());
  const render = () =>
    renderMenuPage({
      settings: {
        selfPath: '/r/x',
        canonicalUrl: 'https://ardoise.fr/r/x',
        languages: [],
        showsAds: true,
        marketingUrl: '/',
        css: assets.css,
        scriptUrl: assets.scriptUrl,
      },
      lang: 'fr',
      document,
      restaurantName: 'Le Petit Bistro',
      hiddenAllergens: [],
      absoluteUrl: (address) => `https://ardoise.fr${address}`,
    });
  timeIt(100, render);
  const renderTime = timeIt(300, render);
  const html = render();
  const compressStart = performance.now();
  for (let i = 0; i < 20; i += 1) await compressBody(html);
  const compressMs = (performance.now() - compressStart) / 20;

  // 2. The production server on SQLite with the reference menu.
  const port = await freePort();
  const config = loadConfig({ DATA_DIR: dataDir, PORT: String(port), NODE_ENV: 'production' });
  const { menuId } = await seedReferenceMenu(config);
  const base = `http://127.0.0.1:${port}`;
  const server = await startNode(
    ['--import', 'tsx', 'src/server/main.ts'],
    {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    `${base}/readyz`,
  );
  const pageUrl = `${base}/r/${menuId}`;
  const apps: LoadResult[] = [];
  let viaFastify: LoadResult | undefined;
  const baselines: LoadResult[] = [];
  // "Menu non disponible" (issue 16 §8): an id that never existed, and a malformed one.
  const notFoundUrls = [`${base}/r/${randomUUID()}`, `${base}/r/nope`];
  const notFounds: LoadResult[][] = notFoundUrls.map(() => []);
  try {
    const page = await getRaw(pageUrl, { 'accept-encoding': 'gzip, deflate, br' });
    if (page.status !== 200) throw new Error(`${pageUrl} answered ${page.status}`);
    writeFileSync(path.join(dataDir, 'page.br'), page.body);
    // Every header the app sent (security headers included), so both send the same bytes.
    const perConnection = new Set(['date', 'connection', 'keep-alive', 'content-length']);
    const headers = Object.fromEntries(
      Object.entries(page.headers).filter(([name]) => !perConnection.has(name)),
    );
    writeFileSync(path.join(dataDir, 'headers.json'), JSON.stringify(headers));

    // 3. The same bytes from a bare node:http server, on the same core.
    const staticPort = await freePort();
    const staticUrl = `http://127.0.0.1:${staticPort}/`;
    const staticServer = await startNode(
      [
        'scripts/bench/static-server.ts',
        path.join(dataDir, 'page.br'),
        path.join(dataDir, 'headers.json'),
        String(staticPort),
      ],
      {},
      staticUrl,
    );
    try {
      await load(pageUrl, 2, CONNECTIONS); // warm-up: JIT, caches
      await load(staticUrl, 2, CONNECTIONS);
      for (const url of notFoundUrls) {
        const answer = await getRaw(url, { 'accept-encoding': 'gzip, deflate, br' });
        if (answer.status !== 404) throw new Error(`${url} answered ${answer.status}`);
        await load(url, 1, CONNECTIONS);
      }
      // For the record: the same cached page through Fastify's hooks (fast path defeated).
      viaFastify = await load(pageUrl, SECONDS, CONNECTIONS, server.pid, true);
      // Alternate runs so that background load on the machine hits both alike.
      for (let round = 0; round < ROUNDS; round += 1) {
        apps.push(await load(pageUrl, SECONDS, CONNECTIONS, server.pid));
        baselines.push(await load(staticUrl, SECONDS, CONNECTIONS, staticServer.pid));
        for (const [index, url] of notFoundUrls.entries()) {
          notFounds[index]?.push(await load(url, SECONDS, CONNECTIONS, server.pid));
        }
      }
    } finally {
      await stop(staticServer);
    }
  } finally {
    await stop(server);
  }
  const app = median(apps);
  const baseline = median(baselines);
  const scriptBytes = assets.script.br.length;
  // Premium menus also load the cart (its own bundle); the 30 KB budget is for all of it.
  const cartBytes = assets.cartScript.br.length;
  const premiumScriptBytes = scriptBytes + cartBytes;

  const compressed = await compressBody(html);
  const htmlBr = compressed.br.length;
  const ratio = app.requestsPerSecond / baseline.requestsPerSecond;
  const row = (name: string, r: LoadResult) =>
    `| ${name} | ${Math.round(r.requestsPerSecond)} | ${r.latencyMs.p50} | ${r.latencyMs.p90} | ${r.latencyMs.p99} | ${Math.round(r.cpuMicrosPerRequest)} | ${r.non2xx + r.errors} |`;
  const cpuRatio = baseline.cpuMicrosPerRequest / app.cpuMicrosPerRequest;
  const notFound = notFounds.map(median);
  const notFoundRatio =
    Math.min(...notFound.map((r) => r.requestsPerSecond)) / app.requestsPerSecond;
  const check = (ok: boolean) => (ok ? 'met' : 'NOT MET');
  console.log(`
Reference menu: 6 categories × 10 dishes; median of ${ROUNDS} alternating runs of ${SECONDS} s × ${CONNECTIONS}\nconnections each, loopback,
${canPin ? 'server pinned to core 0, load generator to core 1 (taskset)' : 'no CPU pinning (taskset missing)'};
machine load average ${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after (2 cores: above ~0.5 other work skews the figures).

| Server | req/s | p50 ms | p90 ms | p99 ms | server CPU µs/req | errors/non-2xx |
| --- | ---: | ---: | ---: | ---: | ---: | ---: |
${row(`Ardoise /r/{id} (warm cache)`, app)}
${row('node:http, same bytes', baseline)}
${viaFastify ? row('Ardoise, same page through Fastify (fast path off)', viaFastify) : ''}
${notFound[0] ? row('Ardoise /r/{unknown id} (404, "Menu non disponible")', notFound[0]) : ''}
${notFound[1] ? row('Ardoise /r/nope (404)', notFound[1]) : ''}

- Warm / static: ${ratio.toFixed(2)} (target ≥ 0.6: ${check(ratio >= 0.6)}); by server CPU per request: ${cpuRatio.toFixed(2)}
  (when both reach the load generator's own limit, the CPU ratio is the telling one)
- Not-found / warm menu page: ${notFoundRatio.toFixed(2)} (target ≥ 0.5: ${check(notFoundRatio >= 0.5)}; the 404 rows count as non-2xx by design)
- Cache-miss render (HTML, in process): median ${renderTime.medianMs.toFixed(2)} ms, p95 ${renderTime.p95Ms.toFixed(2)} ms (target ≤ 5 ms: ${check(renderTime.medianMs <= 5)}); brotli + gzip of it: ${compressMs.toFixed(1)} ms
- Page: ${kb(html.length)} HTML (CSS inlined) → ${kb(htmlBr)} brotli, ${kb(compressed.gzip.length)} gzip (target ≤ 25 KB: ${check(htmlBr <= 25 * 1024)})
- JavaScript: ${kb(assets.script.identity.length)} → ${kb(scriptBytes)} brotli, ${kb(assets.script.gzip.length)} gzip; Premium menus add the cart: ${kb(assets.cartScript.identity.length)} → ${kb(cartBytes)} brotli; all JS on a Premium menu ${kb(premiumScriptBytes)} brotli (target ≤ 30 KB: ${check(premiumScriptBytes <= 30 * 1024)})
- Transfer (HTML + CSS + JS, brotli): ${kb(htmlBr + scriptBytes)}
`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
