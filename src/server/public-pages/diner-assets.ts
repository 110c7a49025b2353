import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type CompressedBody, compressBody } from './compressed-body';
import { sendCompressed } from './send-compressed';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const SCRIPT_ENTRY = path.join(ROOT, 'src', 'diner', 'client', 'enhance.ts');
const CART_ENTRY = path.join(ROOT, 'src', 'diner', 'client', 'cart', 'cart-entry.ts');
const STYLESHEET = path.join(ROOT, 'src', 'diner', 'styles', 'diner.css');
const CART_STYLESHEET = path.join(ROOT, 'src', 'diner', 'styles', 'cart.css');
const ASSET_PREFIX = '/diner/';
const IMMUTABLE = 'public, max-age=31536000, immutable';

export type DinerAssets = {
  /** Minified stylesheet, inlined in every diner page. */
  css: string;
  /** `/diner/enhance.<hash>.js` */
  scriptUrl: string;
  script: CompressedBody;
  /** Premium menus only: the cart's stylesheet, inlined after `css`. */
  cartCss: string;
  /** Premium menus only: `/diner/cart.<hash>.js`, the cart and the order status pill. */
  cartScriptUrl: string;
  cartScript: CompressedBody;
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

async function bundleScript(entry: string): Promise<CompressedBody> {
  const esbuild = await import('esbuild');
  const bundle = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['es2020', 'safari14'],
    write: false,
    legalComments: 'none',
  });
  const code = bundle.outputFiles[0]?.contents;
  if (!code) throw new Error(`esbuild produced no script for ${entry}`);
  return compressBody(Buffer.from(code));
}

async function minifyCss(file: string): Promise<string> {
  const esbuild = await import('esbuild');
  const css = await esbuild.transform(readFileSync(file, 'utf8'), { loader: 'css', minify: true });
  return css.code.trim();
}

async function buildDinerAssets(): Promise<DinerAssets> {
  const [script, cartScript, css, cartCss] = await Promise.all([
    bundleScript(SCRIPT_ENTRY),
    bundleScript(CART_ENTRY),
    minifyCss(STYLESHEET),
    minifyCss(CART_STYLESHEET),
  ]);
  return {
    css,
    scriptUrl: `${ASSET_PREFIX}enhance.${script.hash.slice(0, 12)}.js`,
    script,
    cartCss,
    cartScriptUrl: `${ASSET_PREFIX}cart.${cartScript.hash.slice(0, 12)}.js`,
    cartScript,
  };
}

/** Serves the hashed scripts from memory, precompressed, cached for a year. */
export function registerDinerAssetRoutes(app: FastifyInstance, assets: DinerAssets) {
  const scripts: [string, CompressedBody][] = [
    [assets.scriptUrl, assets.script],
    [assets.cartScriptUrl, assets.cartScript],
  ];
  for (const [url, body] of scripts) {
    app.get(url, { compress: false }, (request, reply) =>
      sendCompressed(request, reply, body, {
        contentType: 'text/javascript; charset=utf-8',
        cacheControl: IMMUTABLE,
      }),
    );
  }
}
