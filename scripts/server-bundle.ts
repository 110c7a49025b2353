// `node --import tsx scripts/server-bundle.ts`: the server build itself, run by server-build.ts
// when the sources changed. src/server/main.ts → dist/server/main.js (ESM for Node 24, with
// its source map; dependencies stay imports from node_modules), the diner's scripts and
// stylesheets beside it (dist/server/diner-assets), and esbuild's metafile (meta.json: which
// packages the bundle imports at start, checked by src/server/server-bundle.test.ts).
// Each file is written under a temporary name then renamed, main.js last: a process starting
// meanwhile reads the old build or the new one, never half of one.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { bundleDinerFiles } from '../src/server/public-pages/diner-assets';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT_DIR = path.join(ROOT, 'dist', 'server');

const writeAtomically = (file: string, content: string | Uint8Array) => {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
};

const result = await esbuild.build({
  absWorkingDir: ROOT,
  entryPoints: ['src/server/main.ts'],
  outfile: path.join(OUT_DIR, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  jsx: 'automatic',
  sourcemap: true,
  // Class and function names stay as written, in stack traces and logs.
  keepNames: true,
  metafile: true,
  write: false,
  logLevel: 'warning',
});

for (const [name, content] of Object.entries(await bundleDinerFiles())) {
  writeAtomically(path.join(OUT_DIR, 'diner-assets', name), content);
}
writeAtomically(path.join(OUT_DIR, 'meta.json'), JSON.stringify(result.metafile));
const isBundle = (file: { path: string }) => Number(file.path.endsWith('.js'));
const outputs = [...result.outputFiles].sort((a, b) => isBundle(a) - isBundle(b));
for (const output of outputs) writeAtomically(output.path, output.contents);
