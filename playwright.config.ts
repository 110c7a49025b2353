import { defineConfig, devices } from '@playwright/test';

// End-to-end tests drive the system Chromium (Debian package): never a downloaded browser.
const CHROMIUM = '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // Two workers, each with its own server and database (support/e2e-server.ts): spec files are
  // shared out between them, the tests of one file run in order in one worker.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  globalSetup: './tests/e2e/support/global-setup.ts',
  forbidOnly: true,
  retries: 0,
  // The editor journeys take 15–25 s on this 2-core machine; a busy machine must not fail them.
  timeout: 60_000,
  // Two workers, their servers and Chromium share two cores: a screen may take more than
  // Playwright's default 5 s to show what is awaited on a busy run (a title set once the
  // dashboard's code has loaded was seen at 5.x s). Performance is measured by the benches.
  expect: { timeout: 10_000 },
  // The JSON report feeds `npm run test:slowest` and CI's summary (docs/testing.md).
  reporter: [
    ['list'],
    ['json', { outputFile: '.timings/e2e.json' }],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    // baseURL: each worker's own server, set by the fixtures (support/fixtures.ts).
    // No extra headers here: they would reach every page too, and a page must send only what a
    // real browser sends (an injected Origin once hid a form no browser could submit). The
    // specs' own API writes pass `headers: API_HEADERS` (support/e2e-env.ts) themselves.
    locale: 'fr-FR',
    // A failed test's trace (DOM snapshots, no screencast: the screencast was a third of the
    // run's CPU). Off in CI, where nobody opens it: the log prints each failure's page instead.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: CHROMIUM,
      // No GPU here: without --disable-gpu, Chromium emulates one in software (SwiftShader).
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-gpu',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
});
