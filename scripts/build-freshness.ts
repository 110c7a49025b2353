// Builds that run only when their output is older than their inputs. Shared by the web and
// server builds, which run under plain Node (type stripping): Node built-ins only.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

function newestMtime(entry: string): number {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) {
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

/** True when `output` is missing or any of `inputs` (relative to the root, files or folders) is newer. */
export function isOlderThanInputs(output: string, inputs: readonly string[]): boolean {
  if (!existsSync(output)) return true;
  const builtAt = statSync(output).mtimeMs;
  return inputs
    .map((input) => path.join(ROOT, input))
    .filter((input) => existsSync(input))
    .some((input) => newestMtime(input) > builtAt);
}

/** Runs `command` (from the root, output shown) when `output` is stale; throws when it fails. */
export function buildIfStale(build: {
  name: string;
  output: string;
  inputs: readonly string[];
  command: readonly string[];
  env?: NodeJS.ProcessEnv;
  log: (message: string) => void;
}): void {
  if (!isOlderThanInputs(build.output, build.inputs)) return;
  build.log(`Building ${build.name}…`);
  const [program = '', ...args] = build.command;
  const result = spawnSync(program, args, { cwd: ROOT, stdio: 'inherit', env: build.env });
  if (result.status !== 0) throw new Error(`${build.name}: build failed (exit ${result.status})`);
}
