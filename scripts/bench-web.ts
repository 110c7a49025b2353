// `npm run bench:web`: the JavaScript a phone receives from the running production server when
// it opens each screen of the owner app, in its first 3 s, idle-loaded chunks included (issue 21
// §8): Debian's headless Chromium, a phone-sized viewport, a cold cache per screen, the owner
// signed in for the dashboard's screens. Prints each screen's bytes (as sent: brotli) against
// its budget and exits 1 when one is over. `--packages` prints what each library costs on each
// route instead (an estimate from a build: bench-web-packages.ts).
import { chromium } from '@playwright/test';
import { startOwnerAppServer } from './bench/owner-app-server';
import { CHROMIUM, CHROMIUM_ARGS, OWNER_SCREENS, PHONE } from './bench/owner-screens';
import { measureScreenScripts } from './bench/screen-scripts';

if (process.argv.includes('--packages')) {
  await import('./bench-web-packages.ts');
  process.exit(0);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const VERBOSE = process.argv.includes('--files');
/** `--only=editor,settings`: those screens only. */
const ONLY = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');

const server = await startOwnerAppServer();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
let isOver = false;
try {
  console.log(
    `${'screen'.padEnd(22)} ${'files'.padStart(5)} ${'sent'.padStart(9)} ${'decoded'.padStart(9)}   budget`,
  );
  for (const screen of OWNER_SCREENS.filter((item) => !ONLY || ONLY.includes(item.name))) {
    const context = await browser.newContext({
      ...PHONE,
      baseURL: server.baseUrl,
      locale: 'fr-FR',
    });
    if (screen.isSignedIn) {
      await context.addCookies(
        server.cookies.map((cookie) => ({ ...cookie, url: server.baseUrl, httpOnly: true })),
      );
    }
    const page = await context.newPage();
    const weight = await measureScreenScripts(page, screen.path(server.menuId), {
      windowMs: 3000,
    });
    await context.close();
    const over = weight.encodedBytes > screen.budget;
    isOver ||= over;
    console.log(
      [
        screen.name.padEnd(22),
        String(weight.files.length).padStart(5),
        kb(weight.encodedBytes).padStart(9),
        kb(weight.decodedBytes).padStart(9),
        `  ${kb(screen.budget)}${over ? '  OVER' : ''}`,
        weight.settledMs > 4500 ? `  (settled at ${(weight.settledMs / 1000).toFixed(1)} s)` : '',
      ].join(' '),
    );
    if (VERBOSE) {
      for (const file of weight.files) {
        console.log(
          `    ${kb(file.encodedBytes).padStart(9)}  at ${Math.round(file.startMs)} ms  ${file.path}`,
        );
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
}
process.exit(isOver ? 1 : 0);
