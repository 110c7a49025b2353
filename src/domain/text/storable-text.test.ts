import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText } from './storable-text';

describe('text PostgreSQL can store', () => {
  it('refuses NUL and lone surrogates, keeps every real character', () => {
    expect(isStorableText('Crème brûlée 🍮 麻婆豆腐 \t\n')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\ud800')).toBe(false);
    expect(isStorableText('a\udfffb')).toBe(false);
    expect(isStorableText('\ud83c\udf6e')).toBe(true);
  });

  it('names the first offending field, key or array item', () => {
    const menu = { name: 'Carte', categories: [{ items: [{ name: 'ok' }, { name: 'x\u0000' }] }] };
    expect(findUnstorableText(menu)).toBe('categories.0.items.1.name');
    expect(findUnstorableText({ translations: { 'a\ud800': 'x' } })).toBe('translations');
    expect(findUnstorableText('\u0000')).toBe('');
    expect(findUnstorableText({ ok: ['a', 1, null, true] })).toBeNull();
  });

  it('leaves raw bytes alone', () => {
    expect(findUnstorableText(Buffer.from([0, 0xd8]))).toBeNull();
  });
});
