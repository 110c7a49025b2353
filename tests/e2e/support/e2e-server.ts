// One e2e server per Playwright worker (fixtures.ts starts it for the worker's first test and
// stops it with the worker): the production server on its own SQLite database and port, so two
// workers never share data (docs/testing.md, "Browser tests").
import { spawn } from 'node:child_process';
import path from 'node:path';
import { E2E_BASE_URL } from './e2e-env';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const START_TIMEOUT_MS = 120_000;

export async function startE2eServer(): Promise<{ stop(): Promise<void> }> {
  // Inherits TEST_PARALLEL_INDEX: the child computes the same port and data folder (e2e-env.ts).
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/e2e/support/start-e2e-server.ts'],
    { cwd: ROOT, stdio: 'inherit', env: process.env },
  );
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const status = await fetch(`${E2E_BASE_URL}/readyz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    if (child.exitCode !== null) throw new Error(`the e2e server exited (${child.exitCode})`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the e2e server was not ready at ${E2E_BASE_URL} within 120 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
