import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PROJECT_ROOT } from '../project-root';
import { type CompressedBody, compressBody } from './compressed-body';
import { sendCompressed } from './send-compressed';

const STOCK_DIR = path.join(PROJECT_ROOT, 'src', 'web', 'public', 'stock');
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Menus store the plain address (`/stock/cheeseburger.svg`): it keeps working, briefly cached. */
const PLAIN = 'public, max-age=3600';

export type StockImages = {
  /** The address to put in a page for a stored one: hashed for a stock image, as is otherwise. */
  urlOf(address: string): string;
  /** Stored address → hashed address, for the owner app (a meta tag of its shell). */
  hashedUrls: Readonly<Record<string, string>>;
  /** Served address → its body and caching. */
  files: ReadonlyMap<string, { body: Promise<CompressedBody>; cacheControl: string }>;
};

let loaded: StockImages | undefined;

/**
 * The built-in stock illustrations (src/web/public/stock), each also served under a name that
 * carries a hash of its content, like the app's other assets, so pages can let browsers and
 * CDNs keep them for a year: a changed image gets a new name.
 */
export function stockImages(dir = STOCK_DIR): StockImages {
  if (loaded && dir === STOCK_DIR) return loaded;
  const hashedUrls: Record<string, string> = {};
  const files = new Map<string, { body: Promise<CompressedBody>; cacheControl: string }>();
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.svg'))) {
    const bytes = readFileSync(path.join(dir, name));
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 12);
    const plain = `/stock/${name}`;
    const hashed = `/stock/${name.replace(/\.svg$/, '')}.${hash}.svg`;
    const body = compressBody(bytes);
    hashedUrls[plain] = hashed;
    files.set(plain, { body, cacheControl: PLAIN });
    files.set(hashed, { body, cacheControl: IMMUTABLE });
  }
  const images: StockImages = {
    urlOf: (address) => hashedUrls[address] ?? address,
    hashedUrls,
    files,
  };
  if (dir === STOCK_DIR) loaded = images;
  return images;
}

/** `/stock/<name>.svg` and `/stock/<name>.<hash>.svg`, precompressed, from memory. */
export function registerStockImageRoutes(app: FastifyInstance, images = stockImages()) {
  app.get('/stock/:file', { compress: false }, async (request, reply) => {
    const file = images.files.get(request.url.split('?')[0] ?? '');
    if (!file) return reply.callNotFound();
    return sendCompressed(request, reply, await file.body, {
      contentType: 'image/svg+xml',
      cacheControl: file.cacheControl,
    });
  });
}
