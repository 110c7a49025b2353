import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PROJECT_ROOT } from '../project-root';
import { type CompressedBody, compressBody } from './compressed-body';
import { sendCompressed } from './send-compressed';

const SCRIPT_ENTRY = path.join(PROJECT_ROOT, 'src', 'diner', 'client', 'enhance.ts');
const CART_ENTRY = path.join(PROJECT_ROOT, 'src', 'diner', 'client', 'cart', 'cart-entry.ts');
const TAB_ENTRY = path.join(PROJECT_ROOT, 'src', 'diner', 'client', 'tab', 'tab-entry.ts');
const STYLESHEET = path.join(PROJECT_ROOT, 'src', 'diner', 'styles', 'diner.css');
const CART_STYLESHEET = path.join(PROJECT_ROOT, 'src', 'diner', 'styles', 'cart.css');
const TAB_STYLESHEET = path.join(PROJECT_ROOT, 'src', 'diner', 'styles', 'tab.css');
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
  /** Table pages only ("L'addition"): the tab's stylesheet, inlined after `cartCss`. */
  tabCss: string;
  /** Table pages only: `/diner/tab.<hash>.js`, the table's tab and paying it. */
  tabScriptUrl: string;
  tabScript: CompressedBody;
};

const DINER_FILES = [
  'enhance.js',
  'cart.js',
  'tab.js',
  'diner.css',
  'cart.css',
  'tab.css',
] as const;
/** The bundled scripts and minified stylesheets, by file name. */
export type DinerFiles = Record<(typeof DINER_FILES)[number], string>;

/**
 * Where the server build (scripts/server-bundle.ts) writes the diner's files beside the server
 * bundle: dist/server/diner-assets when this code runs from the bundle dist/server/server.js. From source
 * (tsx, tests) the folder does not exist and the files are built at boot.
 */
const PREBUILT_DIR = path.join(import.meta.dirname, 'diner-assets');

let built: Promise<DinerAssets> | undefined;

/**
 * The diner's enhancement, cart and tab scripts and stylesheets, once per process. From source they
 * are bundled with esbuild at boot: no separate build step to forget, and the bundle always
 * matches the code (decision 003). `npm start` runs the server bundle, built with them ahead
 * of time: no esbuild at start, nor its service process beside the server.
 */
export function loadDinerAssets(): Promise<DinerAssets> {
  built ??= (existsSync(PREBUILT_DIR) ? readPrebuilt() : bundleDinerFiles()).then(toAssets);
  return built;
}

async function readPrebuilt(): Promise<DinerFiles> {
  const contents = await Promise.all(
    DINER_FILES.map((name) => readFile(path.join(PREBUILT_DIR, name), 'utf8')),
  );
  return Object.fromEntries(
    DINER_FILES.map((name, index) => [name, contents[index]]),
  ) as DinerFiles;
}

async function bundleScript(entry: string): Promise<string> {
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
  const code = bundle.outputFiles[0]?.text;
  if (!code) throw new Error(`esbuild produced no script for ${entry}`);
  return code;
}

async function minifyCss(file: string): Promise<string> {
  const esbuild = await import('esbuild');
  const css = await esbuild.transform(readFileSync(file, 'utf8'), { loader: 'css', minify: true });
  return css.code.trim();
}

/** Bundles and minifies the diner's files (at boot from source; by the server build). */
export async function bundleDinerFiles(): Promise<DinerFiles> {
  const [enhance, cart, tab, css, cartCss, tabCss] = await Promise.all([
    bundleScript(SCRIPT_ENTRY),
    bundleScript(CART_ENTRY),
    bundleScript(TAB_ENTRY),
    minifyCss(STYLESHEET),
    minifyCss(CART_STYLESHEET),
    minifyCss(TAB_STYLESHEET),
  ]);
  return {
    'enhance.js': enhance,
    'cart.js': cart,
    'tab.js': tab,
    'diner.css': css,
    'cart.css': cartCss,
    'tab.css': tabCss,
  };
}

async function toAssets(files: DinerFiles): Promise<DinerAssets> {
  const [script, cartScript, tabScript] = await Promise.all([
    compressBody(files['enhance.js']),
    compressBody(files['cart.js']),
    compressBody(files['tab.js']),
  ]);
  return {
    css: files['diner.css'],
    scriptUrl: `${ASSET_PREFIX}enhance.${script.hash.slice(0, 12)}.js`,
    script,
    cartCss: files['cart.css'],
    cartScriptUrl: `${ASSET_PREFIX}cart.${cartScript.hash.slice(0, 12)}.js`,
    cartScript,
    tabCss: files['tab.css'],
    tabScriptUrl: `${ASSET_PREFIX}tab.${tabScript.hash.slice(0, 12)}.js`,
    tabScript,
  };
}

/** Serves the hashed scripts from memory, precompressed, cached for a year. */
export function registerDinerAssetRoutes(app: FastifyInstance, assets: DinerAssets) {
  const scripts: [string, CompressedBody][] = [
    [assets.scriptUrl, assets.script],
    [assets.cartScriptUrl, assets.cartScript],
    [assets.tabScriptUrl, assets.tabScript],
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
