// Builds the owner SPA when its sources are newer than the last build. Used by `npm start` and
// by the test setup, so that a fresh clone needs no separate build step.
// Runs under plain Node (type stripping): Node built-ins only.
import path from 'node:path';
import { buildIfStale, isOlderThanInputs } from './build-freshness.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUILT_INDEX = path.join(ROOT, 'dist', 'web', 'index.html');
const INPUTS = [
  'src/web',
  'src/domain',
  'vite.config.ts',
  'scripts/precompress.ts',
  'package-lock.json',
];

export function isWebBuildStale(): boolean {
  return isOlderThanInputs(BUILT_INDEX, INPUTS);
}

export function buildWebIfNeeded(log: (message: string) => void = console.log): void {
  buildIfStale({
    name: 'the web app (vite build)',
    output: BUILT_INDEX,
    inputs: INPUTS,
    command: ['npx', 'vite', 'build', '--logLevel', 'warn'],
    // Always a production build, even when called from the test runner (NODE_ENV=test).
    env: { ...process.env, NODE_ENV: 'production' },
    log,
  });
}
