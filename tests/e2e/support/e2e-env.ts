import path from 'node:path';

/**
 * Playwright's worker slot (0, 1…; TEST_PARALLEL_INDEX, reused when a worker is replaced). Each
 * worker runs its own server on its own database (e2e-server.ts), so the slot picks the port and
 * the data folder. Outside a worker (the config, a developer's own server) it is 0.
 */
export const E2E_SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** E2E_PORT lets a second run (e.g. CI on a developer machine) avoid a run in progress. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210) + E2E_SLOT;
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;

/**
 * Headers for the specs' own API writes (`page.request`, `request`): the server refuses a write
 * that does not say where it comes from (CSRF), as a browser's fetch would. Never given to pages.
 */
export const API_HEADERS = { origin: E2E_BASE_URL } as const;

/**
 * The e2e servers' data (wiped at each start; git-ignored), one folder per worker slot.
 * E2E_DATA_DIR moves it, so that a second run (another port, another config) does not wipe the
 * databases of one in progress.
 */
export const E2E_DATA_ROOT = process.env.E2E_DATA_DIR
  ? path.resolve(process.env.E2E_DATA_DIR)
  : path.resolve(import.meta.dirname, '..', '..', '..', '.e2e-data');
export const E2E_DATA_DIR = path.join(E2E_DATA_ROOT, `worker-${E2E_SLOT}`);

/**
 * The e2e server's environment. The server starts with it (start-e2e-server.ts) and the
 * fixtures open the same database and Better Auth with it (fixtures.ts), so the sessions they
 * mint carry a signature the server accepts. The secret is for this throwaway server only.
 */
export function e2eServerEnv(): Record<string, string | undefined> {
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(E2E_PORT),
    LOG_LEVEL: 'warn',
    DATA_DIR: E2E_DATA_DIR,
    PUBLIC_URL: E2E_BASE_URL,
    AUTH_SECRET: 'e2e-only-secret-for-the-throwaway-test-server',
    // The local billing and payment modes (billing.spec.ts, payments-account.spec.ts), whatever
    // the developer's environment says.
    STRIPE_SECRET_KEY: '',
    STRIPE_WEBHOOK_SECRET: '',
    STRIPE_CONNECT_WEBHOOK_SECRET: '',
    STRIPE_PRICE_PREMIUM: '',
    STRIPE_TAX: '',
    STRIPE_API_BASE: '',
  };
}
