import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL } from './tests/e2e/support/e2e-env';

// End-to-end tests drive the system Chromium (Debian package): never a downloaded browser.
const CHROMIUM = '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  // The editor journeys take 15–25 s on this 2-core machine; a busy machine must not fail them.
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: E2E_BASE_URL,
    // No extra headers here: they would reach every page too, and a page must send only what a
    // real browser sends (an injected Origin once hid a form no browser could submit). The
    // specs' own API writes pass `headers: API_HEADERS` (support/e2e-env.ts) themselves.
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
    command: 'node --import tsx tests/e2e/support/start-e2e-server.ts',
    url: `${E2E_BASE_URL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
