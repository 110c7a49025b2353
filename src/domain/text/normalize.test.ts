import { describe, expect, it } from 'vitest';
import { normalizeForSearch } from './normalize';

describe('normalizeForSearch', () => {
  it('lower-cases and strips accents', () => {
    expect(normalizeForSearch('Crème BRÛLÉE')).toBe('creme brulee');
    expect(normalizeForSearch('Salade César')).toBe('salade cesar');
  });

  it('expands ligatures', () => {
    expect(normalizeForSearch('Œufs mimosa')).toBe('oeufs mimosa');
    expect(normalizeForSearch('Bœuf bourguignon')).toBe('boeuf bourguignon');
  });

  it('turns punctuation into single spaces and trims', () => {
    expect(normalizeForSearch("  Soupe à l'oignon !! ")).toBe('soupe a l oignon');
    expect(normalizeForSearch('poké-saumon,   bowl')).toBe('poke saumon bowl');
  });

  it('keeps digits and non-Latin letters', () => {
    expect(normalizeForSearch('Menu 2 plats')).toBe('menu 2 plats');
    expect(normalizeForSearch('前菜')).toBe('前菜');
  });

  it('returns an empty string for blank or punctuation-only text', () => {
    expect(normalizeForSearch('')).toBe('');
    expect(normalizeForSearch(' -- ')).toBe('');
  });
});
