// `npm run bench:lighthouse`: Lighthouse's mobile performance score of each owner-app screen
// (issue 21 §9), on the production server as `bench:web` starts it, in Debian's Chromium
// (/usr/bin/chromium, launched by Playwright with a debugging port Lighthouse drives; no browser
// is downloaded). Lighthouse's defaults: a mid-range phone, simulated slow 4G and a 4× slower
// CPU. Options: --runs=3 (the median score is printed, with each run's), --only=<screen name>.
// Not run in CI: scores move with the machine's load.
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { freePort } from './bench/measure';
import { startOwnerAppServer } from './bench/owner-app-server';
import { CHROMIUM, CHROMIUM_ARGS, OWNER_SCREENS } from './bench/owner-screens';

const argument = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const RUNS = Number(argument('runs') ?? 3);
const ONLY = argument('only');
const TARGET = 90;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number | undefined) => `${Math.round(value ?? 0)} ms`.padStart(8);

const server = await startOwnerAppServer();
const port = await freePort();
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
});
try {
  console.log(
    `${'screen'.padEnd(22)} ${'score'.padStart(5)}   runs          FCP      LCP      TBT      CLS   script (KB)`,
  );
  for (const screen of OWNER_SCREENS.filter((item) => !ONLY || item.name === ONLY)) {
    const scores: number[] = [];
    let last: Awaited<ReturnType<typeof lighthouse>>;
    for (let run = 0; run < RUNS; run += 1) {
      last = await lighthouse(`${server.baseUrl}${screen.path(server.menuId)}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        extraHeaders: screen.isSignedIn ? { Cookie: server.cookieHeader } : undefined,
      });
      scores.push(Math.round((last?.lhr.categories.performance?.score ?? 0) * 100));
    }
    const audits = last?.lhr.audits;
    const scriptBytes = (
      audits?.['resource-summary']?.details as
        | { items?: { resourceType: string; transferSize: number }[] }
        | undefined
    )?.items?.find((item) => item.resourceType === 'script')?.transferSize;
    const score = median(scores);
    console.log(
      [
        screen.name.padEnd(22),
        String(score).padStart(5),
        `  ${scores.join(', ').padEnd(12)}`,
        ms(audits?.['first-contentful-paint']?.numericValue),
        ms(audits?.['largest-contentful-paint']?.numericValue),
        ms(audits?.['total-blocking-time']?.numericValue),
        (audits?.['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3).padStart(8),
        ((scriptBytes ?? 0) / 1024).toFixed(1).padStart(10),
        score < TARGET ? '  under 90' : '',
      ].join(' '),
    );
  }
} finally {
  await browser.close();
  await server.close();
}
