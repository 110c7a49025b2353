// What each owner-app route loads statically, read from the Vite manifest of a production build
// (dist/web/.vite/manifest.json): the entry chunk, the route's chunk(s) and every chunk they
// import statically, with the size of each file as the server sends it (the .br and .gz files
// the build writes beside it, scripts/precompress.ts). Used by `npm run bench:web -- --packages`
// and by scripts/bench-web.test.ts; what a browser receives in all (idle loads included) is
// measured in a browser by `npm run bench:web`. Plain Node (type stripping): built-ins only.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

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

/** The lazy modules (paths from src/web) each route renders at once. */
export const ROUTES: Record<string, readonly string[]> = {
  '/login': ['routes/login.tsx'],
  '/dashboard': [...DASHBOARD, 'routes/dashboard-home.tsx'],
  editor: [...DASHBOARD, 'routes/menu-editor.tsx', 'components/editor/menu-editor-loader.tsx'],
  qr: [...DASHBOARD, 'routes/qr-restaurant.tsx'],
  settings: [
    ...DASHBOARD,
    'routes/settings.tsx',
    'components/settings/restaurant-profile-card.tsx',
  ],
  team: [...DASHBOARD, 'routes/team.tsx'],
  orders: [...DASHBOARD, 'routes/orders.tsx'],
  availability: [...DASHBOARD, 'routes/availability.tsx'],
  promotions: [...DASHBOARD, 'routes/promotions.tsx'],
  stats: [...DASHBOARD, 'routes/stats.tsx'],
  import: [...DASHBOARD, 'routes/menu-import.tsx'],
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

/** A file's size as sent: plain, and the precompressed files beside it. */
function sizesOf(dist: string, file: string) {
  const size = (name: string) => statSync(path.join(dist, name)).size;
  return { raw: size(file), gzip: size(`${file}.gz`), brotli: size(`${file}.br`) };
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
