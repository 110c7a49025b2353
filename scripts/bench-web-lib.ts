// What each owner-app route downloads before it is usable, read from the Vite manifest of a
// production build (dist/web/.vite/manifest.json): the entry chunk, the route's lazy chunk(s)
// and every chunk they import statically, compressed as the server sends them (brotli, gzip).
// Plain Node (type stripping): Node built-ins only.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const WEB_DIST = path.resolve(import.meta.dirname, '..', 'dist', 'web');

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

/** Every dashboard page's frame: the dashboard side of the app (router, queries) and its shell. */
const DASHBOARD = ['owner-app.tsx', 'components/shell/dashboard-shell.tsx'];

/** The lazy modules (paths from src/web) each route needs before it is usable. */
export const ROUTES: Record<string, readonly string[]> = {
  '/login': ['routes/login.tsx'],
  '/dashboard': [...DASHBOARD, 'routes/dashboard-home.tsx'],
  editor: [...DASHBOARD, 'routes/menu-editor.tsx', 'components/editor/menu-editor-loader.tsx'],
  qr: [...DASHBOARD, 'routes/qr-restaurant.tsx'],
  settings: [...DASHBOARD, 'routes/settings.tsx'],
  orders: [...DASHBOARD, 'routes/orders.tsx'],
  availability: [...DASHBOARD, 'routes/availability.tsx'],
};

/**
 * Budgets in bytes of brotli-compressed JavaScript (what browsers get). /login and /dashboard
 * hold issue 16's targets (JavaScript before the screen is usable: 90 KB and 150 KB, the
 * dashboard's tighter, with a little room); the other screens are a ratchet: today's figures
 * plus a little room, to be lowered as they get lighter. react-dom alone is 58 KB: the sign-in
 * screen does without react-router, TanStack Query, a form library and zod (docs/performance.md).
 */
export const BUDGETS: Record<string, number> = {
  '/login': 90 * 1024,
  '/dashboard': 140 * 1024,
  // The dish panel's variants and tags (issue 15) added 6 KB.
  editor: 231 * 1024,
  qr: 155 * 1024,
  // The subscription card's placeholder in the shape of the card to come (issue 21 §9): 0.5 KB.
  settings: 171 * 1024,
  orders: 160 * 1024,
  availability: 148 * 1024,
};

export type RouteWeight = {
  route: string;
  files: string[];
  raw: number;
  gzip: number;
  brotli: number;
};

export function readManifest(dist = WEB_DIST): Manifest {
  return JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((name) => manifest[name]?.isEntry);
  if (!key) throw new Error('The Vite manifest has no entry chunk');
  return key;
}

/** The JS files a set of manifest keys loads: themselves and their static imports, transitively. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    // A module that is not lazy-loaded has no chunk of its own: it is in the entry already.
    if (!chunk) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files].filter((file) => file.endsWith('.js'));
}

const sizeCache = new Map<string, { raw: number; gzip: number; brotli: number }>();
function sizesOf(dist: string, file: string) {
  const cached = sizeCache.get(`${dist}/${file}`);
  if (cached) return cached;
  const bytes = readFileSync(path.join(dist, file));
  const sizes = {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }).length,
  };
  sizeCache.set(`${dist}/${file}`, sizes);
  return sizes;
}

export function measureRoutes(dist = WEB_DIST): RouteWeight[] {
  const manifest = readManifest(dist);
  const entry = entryKey(manifest);
  return Object.entries(ROUTES).map(([route, modules]) => {
    const files = staticClosure(manifest, [entry, ...modules]);
    const weight: RouteWeight = { route, files, raw: 0, gzip: 0, brotli: 0 };
    for (const file of files) {
      const sizes = sizesOf(dist, file);
      weight.raw += sizes.raw;
      weight.gzip += sizes.gzip;
      weight.brotli += sizes.brotli;
    }
    return weight;
  });
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
