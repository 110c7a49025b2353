// `node --import tsx scripts/server-bundle.ts`: the server build itself, run by server-build.ts
// when the sources changed (`npm run build:server` forces it). src/server/main.ts →
// dist/server/server.js (ESM for Node 24, with its source map; dependencies stay imports from
// node_modules), the entry main.js that turns source maps on and imports it, the diner's
// scripts and stylesheets (dist/server/diner-assets), and esbuild's metafile (meta.json: which
// packages the bundle imports at start, checked by src/server/server-bundle.test.ts).
// Each file is written under a temporary name then renamed, main.js last: a process starting
// meanwhile reads the old build or the new one, never half of one.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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
  // The server, and the child process that reads one import file (issue 42 §1,
  // src/server/imports/extract/isolated-extract.ts): dist/server/import-extract.js.
  entryPoints: {
    server: 'src/server/main.ts',
    'import-extract': 'src/server/imports/extract/extract-child.ts',
  },
  outdir: OUT_DIR,
  entryNames: '[name]',
  // What the server imports on first use (import()) goes to chunks loaded then: Better Auth's
  // ~50 MB are not in memory until a request needs an account (src/server/auth/auth-loader.ts).
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  jsx: 'automatic',
  sourcemap: true,
  // Stack traces need the mappings only; the sources are in the repository (11 MB less RSS).
  sourcesContent: false,
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
for (const output of result.outputFiles) writeAtomically(output.path, output.contents);
// Chunks of earlier builds (their names carry a content hash): gone once the new ones are written.
const CHUNKS_DIR = path.join(OUT_DIR, 'chunks');
const written = new Set(result.outputFiles.map((output) => output.path));
for (const name of existsSync(CHUNKS_DIR) ? readdirSync(CHUNKS_DIR) : []) {
  if (!written.has(path.join(CHUNKS_DIR, name))) rmSync(path.join(CHUNKS_DIR, name));
}
// `--enable-source-maps` would also parse the source map of every package in node_modules that
// ships one (~11 MB of RSS at idle): this entry maps the server's own code only. Static imports
// run before a module's body, hence the dynamic import after the switch.
writeAtomically(
  path.join(OUT_DIR, 'main.js'),
  [
    '// Built by scripts/server-bundle.ts: source maps for the server bundle only, then the server.',
    "import { setSourceMapsSupport } from 'node:module';",
    'setSourceMapsSupport(true, { nodeModules: false, generatedCode: false });',
    "await import('./server.js');",
    '',
  ].join('\n'),
);
