// The production server on a fresh SQLite database in a temporary DATA_DIR, for Playwright.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildWebIfNeeded } from '../../../scripts/web-build.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
buildWebIfNeeded();
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ardoise-e2e-')),
    PUBLIC_URL: `http://localhost:${process.env.PORT}`,
  },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
