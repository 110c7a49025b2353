import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type CompressedBody, compressBody } from './compressed-body';
import { sendCompressed } from './send-compressed';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const SCRIPT_ENTRY = path.join(ROOT, 'src', 'diner', 'client', 'enhance.ts');
const STYLESHEET = path.join(ROOT, 'src', 'diner', 'styles', 'diner.css');
const ASSET_PREFIX = '/diner/';
const IMMUTABLE = 'public, max-age=31536000, immutable';

export type DinerAssets = {
  /** Minified stylesheet, inlined in every diner page. */
  css: string;
  /** `/diner/enhance.<hash>.js` */
  scriptUrl: string;
  script: CompressedBody;
};

let built: Promise<DinerAssets> | undefined;

/**
 * Bundles the diner's enhancement script and minifies its stylesheet with esbuild, once per
 * process, at boot: the server already runs its TypeScript through tsx (esbuild), so there is
 * no separate build step to forget and the bundle always matches the code (decision 003).
 */
export function loadDinerAssets(): Promise<DinerAssets> {
  built ??= buildDinerAssets();
  return built;
}

async function buildDinerAssets(): Promise<DinerAssets> {
  const esbuild = await import('esbuild');
  const [bundle, css] = await Promise.all([
    esbuild.build({
      entryPoints: [SCRIPT_ENTRY],
      bundle: true,
      minify: true,
      format: 'iife',
      target: ['es2020', 'safari14'],
      write: false,
      legalComments: 'none',
    }),
    esbuild.transform(readFileSync(STYLESHEET, 'utf8'), { loader: 'css', minify: true }),
  ]);
  const code = bundle.outputFiles[0]?.contents;
  if (!code) throw new Error('esbuild produced no diner script');
  const script = await compressBody(Buffer.from(code));
  return {
    css: css.code.trim(),
    scriptUrl: `${ASSET_PREFIX}enhance.${script.hash.slice(0, 12)}.js`,
    script,
  };
}

/** Serves the hashed script from memory, precompressed, cached for a year. */
export function registerDinerAssetRoutes(app: FastifyInstance, assets: DinerAssets) {
  app.get(assets.scriptUrl, { compress: false }, (request, reply) =>
    sendCompressed(request, reply, assets.script, {
      contentType: 'text/javascript; charset=utf-8',
      cacheControl: IMMUTABLE,
    }),
  );
}
