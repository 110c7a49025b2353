import { describe, expect, it } from 'vitest';
import {
  isLanguage,
  isTranslationLanguage,
  LANGUAGES,
  LanguageSchema,
  SELECTOR_LANGUAGES,
  TranslationLanguageSchema,
} from './languages';

describe('languages', () => {
  it('supports fr, en, es, zh, it and offers four in the selector', () => {
    expect(LANGUAGES).toEqual(['fr', 'en', 'es', 'zh', 'it']);
    expect(SELECTOR_LANGUAGES).toEqual(['fr', 'en', 'es', 'zh', 'it']);
  });

  it('recognises supported languages only', () => {
    expect(isLanguage('zh')).toBe(true);
    expect(isLanguage('de')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
    expect(isTranslationLanguage('it')).toBe(true);
    expect(isTranslationLanguage('fr')).toBe(false);
  });

  it('validates with French messages', () => {
    expect(LanguageSchema.parse('it')).toBe('it');
    expect(LanguageSchema.safeParse('de').error?.issues[0]?.message).toBe(
      'Langue non prise en charge : de.',
    );
    expect(TranslationLanguageSchema.safeParse('fr').success).toBe(false);
  });
});
