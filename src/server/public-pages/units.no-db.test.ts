import { describe, expect, it } from 'vitest';
import { isPublicById, pickMenuForOwner } from '../owner-state/visibility';
import { parsePublicQuery } from './public-query';
import { negotiateEncoding } from './send-compressed';
import { buildSitemapUrls, toW3cDate } from './sitemap-service';

const stamp = (id: string, isActive: boolean) => ({
  id,
  isActive,
  schedule: [],
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-02-03T04:05:06.789Z',
});

describe('public page units', () => {
  it('parses lang and the allergen filter leniently, in canonical order', () => {
    expect(parsePublicQuery({})).toEqual({ lang: 'fr', sans: [], regime: null, t: null });
    expect(parsePublicQuery({ lang: ['en', 'es'], sans: ['lait', 'gluten,inconnu'] })).toEqual({
      lang: 'en',
      sans: ['Gluten', 'Lait'],
      regime: null,
      t: null,
    });
    expect(parsePublicQuery({ lang: 'de', sans: 'fruits-a-coque' })).toEqual({
      lang: 'fr',
      sans: ['Fruits à coque'],
      regime: null,
      t: null,
    });
    expect(parsePublicQuery(null)).toEqual({ lang: 'fr', sans: [], regime: null, t: null });
  });

  it('keeps a table code as given (the owner state says what it stands for), capped in length', () => {
    expect(parsePublicQuery({ t: 'Ab3dEf6hIj9lMn0p' }).t).toBe('Ab3dEf6hIj9lMn0p');
    expect(parsePublicQuery({ t: ['first-code-123', 'second'] }).t).toBe('first-code-123');
    expect(parsePublicQuery({ t: '' }).t).toBeNull();
    expect(parsePublicQuery({ t: { a: 1 } }).t).toBeNull();
    expect(parsePublicQuery({ t: 'x'.repeat(5000) }).t).toHaveLength(65);
  });

  it('parses the diet filter; both diets read as the stricter, vegan', () => {
    expect(parsePublicQuery({ regime: 'vegetarien' }).regime).toBe('vegetarien');
    expect(parsePublicQuery({ regime: ['vegan', 'vegetarien'] }).regime).toBe('vegan');
    expect(parsePublicQuery({ regime: ['', 'carnivore', { a: 1 }] }).regime).toBeNull();
  });

  it('negotiates brotli, then gzip, then identity', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    // Remembered per header value: the same answer the second time.
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('*')).toBe('gzip');
    expect(negotiateEncoding('gzip;q=0.0')).toBe('identity');
    expect(negotiateEncoding(undefined)).toBe('identity');
  });

  it('applies the visibility rules', () => {
    const state = (menus: ReturnType<typeof stamp>[]) => ({ plan: 'premium' as const, menus });
    const menus = state([stamp('a', false), stamp('b', true), stamp('c', false)]);
    expect(['a', 'b', 'c', 'x'].map((id) => isPublicById(menus, id))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(pickMenuForOwner(menus)?.id).toBe('b');
    expect(pickMenuForOwner(state([stamp('a', false), stamp('c', false)]))?.id).toBe('a');
    expect(pickMenuForOwner(state([]))).toBeUndefined();
  });

  it('dates sitemap entries in W3C format and lists each owner once', () => {
    expect(toW3cDate('2026-02-03T04:05:06.789Z')).toBe('2026-02-03T04:05:06+00:00');
    const urls = buildSitemapUrls('https://x.fr', [
      { ...stamp('a', false), ownerId: 'o1' },
      { ...stamp('b', true), ownerId: 'o1' },
      { ...stamp('c', false), ownerId: 'o1' },
    ]);
    expect(urls.slice(7).map((url) => url.loc)).toEqual([
      'https://x.fr/u/o1',
      'https://x.fr/r/a',
      'https://x.fr/r/b',
    ]);
  });
});
