// Builds the server into dist/server when its sources are newer than the last build, the way
// web-build.ts builds the owner SPA: `npm start` then runs plain JavaScript, with no TypeScript
// loader in the server process. Used by `npm start` and by the server-bundle test.
// Runs under plain Node (type stripping): Node built-ins only; the build itself
// (scripts/server-bundle.ts) runs in a child process, only when needed.
import path from 'node:path';
import { buildIfStale } from './build-freshness.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
/**
 * The built server's entry (written last by the build): it imports the bundle beside it,
 * dist/server/server.js, two folders below the root like src/server/ (see project-root.ts).
 */
export const SERVER_ENTRY = path.join(ROOT, 'dist', 'server', 'main.js');
const INPUTS = [
  'src/server',
  'src/domain',
  'src/diner',
  'package-lock.json',
  'tsconfig.json',
  'scripts/server-build.ts',
  'scripts/server-bundle.ts',
];

/**
 * How `npm start` runs the built server (bench:start and the tests run the same). V8 would let
 * the young generation grow to 32 MB semi-spaces during start and keep them committed: 2 MB
 * holds a request's garbage (a warm page allocates a few KB) and keeps the idle server ~14 MB
 * smaller than 8 MB did (docs/performance.md, "Server start and memory").
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=2'];
export const SERVER_COMMAND = [...SERVER_NODE_FLAGS, SERVER_ENTRY];

/**
 * The environment `npm start` gives the server on top of its own: two glibc malloc arenas
 * instead of one per thread (the libuv pool, V8's workers): ~10 MB less idle RSS, the usual
 * setting for Node in containers (docs/performance.md). A value already set wins.
 */
export const serverEnv = (env: Record<string, string | undefined>) => ({
  MALLOC_ARENA_MAX: '2',
  ...env,
});

export function buildServerIfNeeded(log: (message: string) => void = console.log): void {
  buildIfStale({
    name: 'the server (esbuild)',
    output: SERVER_ENTRY,
    inputs: INPUTS,
    command: [process.execPath, '--import', 'tsx', 'scripts/server-bundle.ts'],
    log,
  });
}
