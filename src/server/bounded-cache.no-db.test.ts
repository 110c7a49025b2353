import { describe, expect, it } from 'vitest';
import { createBoundedCache } from './bounded-cache';

describe('createBoundedCache', () => {
  it('keeps at most maxEntries, dropping the least recently used', () => {
    const cache = createBoundedCache<string, number>({ maxEntries: 3 });
    for (const [index, key] of ['a', 'b', 'c'].entries()) cache.set(key, index);
    cache.get('a');
    cache.set('d', 3);
    expect([...cache.keys()].sort()).toEqual(['a', 'c', 'd']);
    expect(cache.size).toBe(3);
  });

  it('forgets entries after their ttl', async () => {
    const cache = createBoundedCache<string, true>({ maxEntries: 10, ttl: 20 });
    cache.set('gone', true);
    // Time is what is tested, and fake timers cannot move it here: lru-cache reads the
    // `performance` object it captured at import. Twice the ttl, in real time.
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(cache.has('gone')).toBe(false);
  });
});
