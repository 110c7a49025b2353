import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { stockImages } from '../public-pages/stock-images';
import { SPA_PATHS, SPA_PREFIXES } from './spa-routes';

export type SpaOptions = {
  /** `built`: serve dist/web (production, tests); `vite`: Vite's dev middleware. */
  mode: 'built' | 'vite';
  root: string;
  /** Where "Retour au site" and sign-out lead; handed to the SPA in a meta tag. */
  marketingUrl: string;
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Adds the response nonce to every inline or module script of the shell. */
const withNonce = (html: string, nonce: string) =>
  html.replaceAll('<script', `<script nonce="${nonce}"`);

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** Server-side settings the SPA needs before its first request. */
const settingsTags = (options: SpaOptions) =>
  `<meta name="ardoise-marketing-url" content="${escapeAttribute(options.marketingUrl)}">\n` +
  `<meta name="ardoise-stock-images" content="${escapeAttribute(JSON.stringify(stockImages().hashedUrls))}">\n`;

/**
 * Serves the owner SPA: hashed assets cached for a year, the HTML shell never cached (it names
 * the current asset hashes), and the shell only on the SPA's own paths.
 */
export async function registerSpa(app: FastifyInstance, options: SpaOptions) {
  const renderShell =
    options.mode === 'vite' ? await viteShell(app, options.root) : builtShell(app, options.root);

  // Computed once: the same for every shell this process serves.
  const settings = settingsTags(options);
  const sendShell = async (url: string, reply: FastifyReply) => {
    const html = (await renderShell(url)).replace('</head>', `${settings}</head>`);
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(withNonce(html, reply.scriptNonce));
  };
  // Browsers ask for /favicon.ico by themselves on pages that link no icon (a receipt, a PDF
  // opened in a tab): the app's one icon, an SVG, which browsers accept at that address too.
  const favicon = readFileSync(
    options.mode === 'vite'
      ? path.join(options.root, 'src', 'web', 'public', 'favicon.svg')
      : path.join(options.root, 'dist', 'web', 'favicon.svg'),
  );
  app.get('/favicon.ico', (_request, reply) =>
    reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(favicon),
  );
  for (const spaPath of SPA_PATHS) {
    app.get(spaPath, (request, reply) => sendShell(request.url, reply));
  }
  for (const prefix of SPA_PREFIXES) {
    app.get(`${prefix}*`, (request, reply) => sendShell(request.url, reply));
  }
}

function builtShell(app: FastifyInstance, root: string) {
  const distDir = path.join(root, 'dist', 'web');
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`The web app is not built (${indexFile} is missing): run "npm run build".`);
  }
  const shell = readFileSync(indexFile, 'utf8');
  app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    index: false,
    // The build writes brotli (quality 11) and gzip files beside each asset
    // (scripts/precompress.ts): sent as they are, with Content-Encoding and Vary, so no asset is
    // compressed per request (@fastify/compress leaves a response that has an encoding alone).
    preCompressed: true,
    // The shell is served by the SPA routes, with its nonce and no caching. The compressed
    // files are encodings of their asset, not addresses of their own.
    allowedPath: (pathName) =>
      pathName !== '/index.html' && !pathName.endsWith('.br') && !pathName.endsWith('.gz'),
    // Hashed file names change with their content: cache them for a year.
    cacheControl: false,
    setHeaders(reply, filePath) {
      const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', isHashed ? IMMUTABLE : 'public, max-age=3600');
    },
  });
  return async () => shell;
}

async function viteShell(app: FastifyInstance, root: string) {
  const [{ createServer }, { default: middie }] = await Promise.all([
    import('vite'),
    import('@fastify/middie'),
  ]);
  const vite = await createServer({
    configFile: path.join(root, 'vite.config.ts'),
    // HMR shares the app's HTTP server instead of opening a second port.
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: 'custom',
  });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook('onClose', () => vite.close());
  const indexFile = path.join(root, 'src', 'web', 'index.html');
  return (url: string) => vite.transformIndexHtml(url, readFileSync(indexFile, 'utf8'));
}
