import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages';
import { CALL_STRINGS, FR_CALLS } from './call-strings';

describe('table call strings', () => {
  it('exist in every diner language, translated', () => {
    for (const lang of LANGUAGES) {
      const strings = CALL_STRINGS[lang];
      expect(Object.keys(strings).sort(), lang).toEqual(Object.keys(FR_CALLS).sort());
      for (const [key, text] of Object.entries(strings)) {
        expect(text, `${lang}.${key}`).toBeTruthy();
        if (lang !== 'fr') expect(text, `${lang}.${key}`).not.toBe(FR_CALLS[key as 'waiter']);
      }
    }
  });

  it('name the two calls differently in each language, and use the issue’s wording in French', () => {
    for (const lang of LANGUAGES) {
      expect(CALL_STRINGS[lang].waiter, lang).not.toBe(CALL_STRINGS[lang].bill);
    }
    expect(FR_CALLS.waiter).toBe('Appeler un serveur');
    expect(FR_CALLS.bill).toBe('Demander l’addition');
    expect(FR_CALLS.acknowledged).toContain('J’arrive');
  });
});
