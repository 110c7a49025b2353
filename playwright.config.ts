import { defineConfig, devices } from '@playwright/test';

// End-to-end tests drive the system Chromium (Debian package): never a downloaded browser.
// E2E_PORT lets a second run (e.g. CI on a developer machine) avoid a run in progress.
const PORT = Number(process.env.E2E_PORT ?? 3210);
const CHROMIUM = '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Browsers send Origin on every write and the server refuses writes without it (CSRF):
    // the specs' own API calls (page.request, request) say where they come from too.
    extraHTTPHeaders: { origin: `http://localhost:${PORT}` },
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'node tests/e2e/support/start-e2e-server.ts',
    url: `http://localhost:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(PORT) },
  },
});
