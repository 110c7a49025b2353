// Builds the server into dist/server when its sources are newer than the last build, the way
// web-build.ts builds the owner SPA: `npm start` then runs plain JavaScript, with no TypeScript
// loader in the server process. Used by `npm start` and by the server-bundle test.
// Runs under plain Node (type stripping): Node built-ins only; the build itself
// (scripts/server-bundle.ts) runs in a child process, only when needed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { isOlderThanInputs } from './build-freshness.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
/** Two folders below the root, like src/server/: see src/server/project-root.ts. */
export const SERVER_BUNDLE = path.join(ROOT, 'dist', 'server', 'main.js');
const INPUTS = [
  'src/server',
  'src/domain',
  'src/diner',
  'package-lock.json',
  'tsconfig.json',
  'scripts/server-build.ts',
  'scripts/server-bundle.ts',
];

/** How `npm start` runs the built server (the bench and the tests run the same). */
export const SERVER_COMMAND = ['--enable-source-maps', SERVER_BUNDLE];

export function isServerBuildStale(): boolean {
  return isOlderThanInputs(
    SERVER_BUNDLE,
    INPUTS.map((input) => path.join(ROOT, input)),
  );
}

export function buildServerIfNeeded(log: (message: string) => void = console.log): void {
  if (!isServerBuildStale()) return;
  log('Building the server (esbuild)…');
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/server-bundle.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`server build failed (exit ${result.status})`);
}
