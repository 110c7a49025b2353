import { describe, expect, it } from 'vitest';
import { preferredLanguage } from './language-offer';

const OFFERED = ['fr', 'en', 'es', 'zh', 'it'];

describe('preferredLanguage', () => {
  it('takes the phone’s first language among ours, by its base tag', () => {
    expect(preferredLanguage(['en-GB', 'en'], OFFERED)).toBe('en');
    expect(preferredLanguage(['zh-Hans-CN'], OFFERED)).toBe('zh');
    expect(preferredLanguage(['de-DE', 'it-IT'], OFFERED)).toBe('it');
  });

  it('offers nothing to a phone that asks for French first, or for none of ours', () => {
    expect(preferredLanguage(['fr-FR', 'en-US'], OFFERED)).toBeNull();
    expect(preferredLanguage(['de-DE', 'nl'], OFFERED)).toBeNull();
    expect(preferredLanguage([], OFFERED)).toBeNull();
  });

  it('offers only what the menu offers', () => {
    expect(preferredLanguage(['es-ES', 'en'], ['fr', 'en'])).toBe('en');
  });
});
