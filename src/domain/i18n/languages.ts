import { z } from 'zod';

/** Languages a diner page can be read in; French is the source language of every menu. */
export const LANGUAGES = ['fr', 'en', 'es', 'zh', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'fr';

/** The public page's language selector offers all five (issue 13: Italian joined). */
export const SELECTOR_LANGUAGES = [
  'fr',
  'en',
  'es',
  'zh',
  'it',
] as const satisfies readonly Language[];

/** Languages a menu can carry translations for (every language but the French source). */
export const TRANSLATION_LANGUAGES = [
  'en',
  'es',
  'zh',
  'it',
] as const satisfies readonly Language[];
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

/** Suffix appended to text the built-in dictionary cannot translate (spec §9). */
export const UNTRANSLATED_SUFFIXES: Readonly<Record<TranslationLanguage, string>> = {
  en: '(EN)',
  es: '(ES)',
  zh: '(中文)',
  it: '(IT)',
};

export const LanguageSchema = z.enum(LANGUAGES, {
  error: (issue) => `Langue non prise en charge : ${String(issue.input)}.`,
});

export const TranslationLanguageSchema = z.enum(TRANSLATION_LANGUAGES, {
  error: (issue) => `Langue de traduction non prise en charge : ${String(issue.input)}.`,
});

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function isTranslationLanguage(value: unknown): value is TranslationLanguage {
  return typeof value === 'string' && (TRANSLATION_LANGUAGES as readonly string[]).includes(value);
}
