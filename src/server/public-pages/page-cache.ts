import { LRUCache } from 'lru-cache';
import type { Language } from '../../domain/i18n/languages';
import type { CompressedBody } from './compressed-body';

export type CachedPage = {
  ownerId: string;
  lang: Language;
  body: CompressedBody;
  /** The page loads the configured ad network: its responses need the wider CSP. */
  hasAdNetwork: boolean;
};

/**
 * Rendered public pages, bounded by bytes (identity + brotli + gzip), least recently used
 * first out. Keys carry the menu version, plan, restaurant name, language and filter, so a
 * change makes a new key; invalidation only frees the memory of the old ones early.
 */
export function createPageCache(options: { maxBytes: number }) {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: options.maxBytes,
    sizeCalculation: (page, key) => page.body.bytes + key.length,
  });
  const inFlight = new Map<string, Promise<CachedPage>>();

  return {
    get: (key: string) => pages.get(key),

    /** One render per key however many requests miss at once. */
    async getOrCreate(key: string, create: () => Promise<CachedPage>): Promise<CachedPage> {
      const cached = pages.get(key);
      if (cached) return cached;
      const pending = inFlight.get(key);
      if (pending) return pending;
      const promise = create()
        .then((page) => {
          pages.set(key, page);
          return page;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, promise);
      return promise;
    },

    deleteOwner(ownerId: string): void {
      for (const [key, page] of pages.entries()) {
        if (page.ownerId === ownerId) pages.delete(key);
      }
    },

    stats: () => ({ entries: pages.size, bytes: pages.calculatedSize }),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
