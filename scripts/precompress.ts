// Brotli (quality 11) and gzip (level 9) files beside each text asset of a build, made once at
// build time so the server sends them as they are (@fastify/static's `preCompressed`) instead
// of compressing on every request at brotli's fast default (quality 4): 12–15 % fewer bytes for
// the owner app's JavaScript, and no compression work per request (issue 21 §8).
// Node built-ins only: used by vite.config.ts and by the tests.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What browsers get compressed; images other than SVG and fonts are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;
/** Files the server never sends as they are: the shell (served by a route, with a nonce). */
const SKIPPED = /(^|\/)(index\.html|\.vite\/.*)$/;

export const PRECOMPRESSED_EXTENSIONS = ['.br', '.gz'] as const;

export function compressBrotli(bytes: Buffer): Promise<Buffer> {
  return brotliAsync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

export function compressGzip(bytes: Buffer): Promise<Buffer> {
  return gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION });
}

/** The files of `dir` (relative paths, `/`-separated) that get precompressed siblings. */
export async function compressibleFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).replaceAll('\\', '/'),
    )
    .filter((file) => COMPRESSIBLE.test(file) && !SKIPPED.test(file));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of `dir`, always (even a
 * tiny file that compresses to a few bytes more): every asset then has both, and the server
 * never falls back to compressing one itself. zlib's thread pool runs them in parallel.
 */
export async function precompressDirectory(dir: string): Promise<number> {
  const files = await compressibleFiles(dir);
  await Promise.all(
    files.map(async (file) => {
      const full = path.join(dir, file);
      const bytes = await readFile(full);
      const [br, gz] = await Promise.all([compressBrotli(bytes), compressGzip(bytes)]);
      await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
    }),
  );
  return files.length;
}

/** Vite plugin: precompresses the build's output folder once it is written. */
export function precompress() {
  let outDir = '';
  return {
    name: 'ardoise:precompress',
    apply: 'build' as const,
    configResolved(config: { root: string; build: { outDir: string } }) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDirectory(outDir);
    },
  };
}
