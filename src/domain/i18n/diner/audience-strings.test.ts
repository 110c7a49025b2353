import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages';
import { AUDIENCE_STRINGS } from './audience-strings';

describe('the audience measurement note', () => {
  it('exists in every diner language, translated', () => {
    for (const lang of LANGUAGES) {
      const strings = AUDIENCE_STRINGS[lang];
      expect(strings.title, lang).toBeTruthy();
      expect(strings.text, lang).toBeTruthy();
      if (lang !== 'fr') {
        expect(strings.title, lang).not.toBe(AUDIENCE_STRINGS.fr.title);
        expect(strings.text, lang).not.toBe(AUDIENCE_STRINGS.fr.text);
      }
    }
  });

  it('is titled as the issue says and says what is counted and what is not', () => {
    expect(AUDIENCE_STRINGS.fr.title).toBe('Mesure d’audience');
    expect(AUDIENCE_STRINGS.en.title).toBe('Audience measurement');
    expect(AUDIENCE_STRINGS.fr.text).toMatch(/anonyme/);
    for (const word of ['pages vues', 'plats ouverts', 'langues', 'cookie', 'identifiant']) {
      expect(AUDIENCE_STRINGS.fr.text).toContain(word);
    }
    expect(AUDIENCE_STRINGS.fr.text).toContain('script tiers');
    for (const word of ['anonymously', 'no cookie', 'no identifier', 'third-party script']) {
      expect(AUDIENCE_STRINGS.en.text).toContain(word);
    }
    expect(AUDIENCE_STRINGS.es.text).toContain('cookies');
    expect(AUDIENCE_STRINGS.it.text).toContain('cookie');
    expect(AUDIENCE_STRINGS.zh.text).toContain('Cookie');
  });
});
