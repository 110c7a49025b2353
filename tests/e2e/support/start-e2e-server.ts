// The production server on a fresh SQLite database, for Playwright. Its environment is known
// to the fixtures (e2e-env.ts), which create owners and sessions in the same database.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildWebIfNeeded } from '../../../scripts/web-build.ts';
import { E2E_DATA_DIR, e2eServerEnv } from './e2e-env.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
buildWebIfNeeded();
rmSync(E2E_DATA_DIR, { recursive: true, force: true });
mkdirSync(E2E_DATA_DIR, { recursive: true });
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: e2eServerEnv(),
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
