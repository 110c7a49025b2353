// Builds the owner SPA when its sources are newer than the last build. Used by `npm start` and
// by the test setup, so that a fresh clone needs no separate build step.
// Runs under plain Node (type stripping): Node built-ins only.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { isOlderThanInputs } from './build-freshness.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUILT_INDEX = path.join(ROOT, 'dist', 'web', 'index.html');
const INPUTS = ['src/web', 'src/domain', 'vite.config.ts', 'package-lock.json'];

export function isWebBuildStale(): boolean {
  return isOlderThanInputs(
    BUILT_INDEX,
    INPUTS.map((input) => path.join(ROOT, input)),
  );
}

export function buildWebIfNeeded(log: (message: string) => void = console.log): void {
  if (!isWebBuildStale()) return;
  log('Building the web app (vite build)…');
  // Always a production build, even when called from the test runner (NODE_ENV=test).
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
}
