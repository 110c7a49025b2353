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
  return createOwnedCache<CachedPage>({
    maxBytes: options.maxBytes,
    bytesOf: (page) => page.body.bytes,
  });
}

export type PageCache = ReturnType<typeof createPageCache>;

/**
 * An LRU of an owner's rendered things, bounded by bytes (`bytesOf` + the key), with one
 * creation per key however many requests miss at once, and a way to drop an owner's entries.
 */
export function createOwnedCache<T extends { ownerId: string }>(options: {
  maxBytes: number;
  bytesOf: (value: T) => number;
}) {
  const entries = new LRUCache<string, T>({
    maxSize: options.maxBytes,
    sizeCalculation: (value, key) => Math.max(1, options.bytesOf(value) + key.length),
  });
  const inFlight = new Map<string, Promise<T>>();

  return {
    get: (key: string) => entries.get(key),

    /** One creation per key however many requests miss at once. */
    async getOrCreate(key: string, create: () => Promise<T>): Promise<T> {
      const cached = entries.get(key);
      if (cached) return cached;
      const pending = inFlight.get(key);
      if (pending) return pending;
      const promise = create()
        .then((value) => {
          entries.set(key, value);
          return value;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, promise);
      return promise;
    },

    deleteOwner(ownerId: string): void {
      for (const [key, value] of entries.entries()) {
        if (value.ownerId === ownerId) entries.delete(key);
      }
    },

    stats: () => ({ entries: entries.size, bytes: entries.calculatedSize }),
  };
}
