// The production server on a fresh SQLite database, for Playwright. DATA_DIR is known to the
// tests (E2E_DATA_DIR) so that they can run operator commands on the same database.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildWebIfNeeded } from '../../../scripts/web-build.ts';
import { E2E_DATA_DIR } from './e2e-data-dir.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
buildWebIfNeeded();
rmSync(E2E_DATA_DIR, { recursive: true, force: true });
mkdirSync(E2E_DATA_DIR, { recursive: true });
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: E2E_DATA_DIR,
    PUBLIC_URL: `http://localhost:${process.env.PORT}`,
    // Fixtures pose as distinct clients (support/accounts.ts fixtureClientHeaders).
    TRUST_PROXY: 'true',
    // The local billing mode (billing.spec.ts), whatever the developer's environment says.
    STRIPE_SECRET_KEY: '',
    STRIPE_WEBHOOK_SECRET: '',
    STRIPE_PRICE_PREMIUM: '',
    STRIPE_TAX: '',
    STRIPE_API_BASE: '',
  },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
