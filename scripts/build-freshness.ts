// When a build output is older than its inputs. Shared by the web and server builds, which run
// under plain Node (type stripping): Node built-ins only.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestMtime(entry: string): number {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) {
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

/** True when `output` is missing or any of `inputs` (files or folders, recursively) is newer. */
export function isOlderThanInputs(output: string, inputs: readonly string[]): boolean {
  if (!existsSync(output)) return true;
  const builtAt = statSync(output).mtimeMs;
  return inputs.filter((input) => existsSync(input)).some((input) => newestMtime(input) > builtAt);
}
