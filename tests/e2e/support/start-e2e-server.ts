// The production server on a fresh SQLite database, for Playwright. Its environment is known
// to the fixtures (e2e-env.ts), which create owners and sessions in the same database.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildWebIfNeeded } from '../../../scripts/web-build.ts';
import { startFakeDeepL } from '../../../src/server/testing/fake-deepl.ts';
import { E2E_DATA_DIR, e2eServerEnv } from './e2e-env.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
buildWebIfNeeded();
rmSync(E2E_DATA_DIR, { recursive: true, force: true });
mkdirSync(E2E_DATA_DIR, { recursive: true });
// Machine translation through the real deepl-node client, answered by a local fake DeepL
// ("[EN-GB] Frites maison"): translations.spec.ts reads those on the diner pages.
const deepl = await startFakeDeepL();
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...e2eServerEnv(), DEEPL_API_KEY: 'e2e-key:fx', DEEPL_SERVER_URL: deepl.baseUrl },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  void deepl.close();
  process.exit(code ?? 0);
});
