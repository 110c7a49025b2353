// `npm run bench:web -- --packages`: what each library costs on each route. A production build
// into a temporary folder (dist/web is left alone); each module's output is minified and
// compressed on its own (esbuild, brotli), and the route's real compressed total is shared out
// in proportion: an estimate, as files compress better whole, but it shows what weighs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { transformSync } from 'esbuild';
import { build, type Rollup } from 'vite';
import { kb, measureRoutes, ROUTES } from './bench-web-lib.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

/** `react-dom`, `@radix-ui/react-menu`, or the app's own folder (`src/web/components`). */
function packageOf(id: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (match?.[1]) return match[1];
  const relative = path.relative(ROOT, id.replace(/^\0/, ''));
  return relative.startsWith('src/') ? relative.split('/').slice(0, 3).join('/') : relative;
}

function compressedSize(code: string): number {
  if (!code) return 0;
  let minified = code;
  try {
    minified = transformSync(code, { minify: true, loader: 'js' }).code;
  } catch {
    // Not plain JavaScript (a virtual module): counted as it is.
  }
  return brotliCompressSync(minified).length;
}

const outDir = mkdtempSync(path.join(tmpdir(), 'ardoise-web-'));
/** Per output file: the compressed estimate of each package's part. */
const filePackages = new Map<string, Map<string, number>>();
try {
  await build({
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    plugins: [
      {
        name: 'ardoise:packages',
        generateBundle(_options, bundle) {
          for (const chunk of Object.values(bundle) as Rollup.OutputChunk[]) {
            if (chunk.type !== 'chunk') continue;
            const parts = new Map<string, number>();
            for (const [id, module] of Object.entries(chunk.modules)) {
              const key = packageOf(id);
              parts.set(key, (parts.get(key) ?? 0) + compressedSize(module.code ?? ''));
            }
            filePackages.set(chunk.fileName, parts);
          }
        },
      },
    ],
  });

  for (const route of measureRoutes(outDir)) {
    const parts = new Map<string, number>();
    for (const file of route.files) {
      for (const [key, size] of filePackages.get(file) ?? []) {
        parts.set(key, (parts.get(key) ?? 0) + size);
      }
    }
    const estimated = [...parts.values()].reduce((sum, size) => sum + size, 0);
    const scale = estimated ? route.brotli / estimated : 0;
    console.log(`\n${route.route} (${ROUTES[route.route]?.join(', ')}): ${kb(route.brotli)}`);
    const rows = [...parts].sort((a, b) => b[1] - a[1]);
    for (const [key, size] of rows.filter(([, size]) => size * scale >= 512)) {
      console.log(`  ${kb(size * scale).padStart(9)}  ${key}`);
    }
    const rest = rows.filter(([, size]) => size * scale < 512);
    const restSize = rest.reduce((sum, [, size]) => sum + size, 0);
    console.log(`  ${kb(restSize * scale).padStart(9)}  ${rest.length} more under 0.5 KB`);
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
