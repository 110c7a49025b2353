import { COMMON_CATEGORY_NAMES } from '../../domain/i18n/diner/category-names';
import { DISH_NAMES } from '../../domain/i18n/diner/dish-names';
import { lookupVariantName } from '../../domain/i18n/diner/variant-names';
import type { TranslationLanguage } from '../../domain/i18n/languages';
import type { TranslationOrigin } from '../../domain/i18n/translation-precedence';
import { normalizeForSearch } from '../../domain/text/normalize';

/**
 * A machine that turns French menu texts into one language. One call per batch: the queue
 * sends all of a menu's changed texts for a language together.
 */
export interface TranslationProvider {
  /** Stored with each translation: deepl, openai or dictionary. */
  readonly name: string;
  /** Who its texts are by (translation-precedence.ts): a machine, or our dictionary. */
  readonly origin: Exclude<TranslationOrigin, 'owner'>;
  /** Paid providers count characters against the owner's monthly cap. */
  readonly isPaid: boolean;
  /** One result per text, in order; null when the provider has nothing for that text. */
  translate(input: { texts: string[]; lang: TranslationLanguage }): Promise<(string | null)[]>;
}

/** A failure worth retrying later (429, 5xx, network) or not (bad key, quota). */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly isRetryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Status codes that say "try again later". */
export const isRetryableStatus = (status: number | undefined) =>
  status === undefined || status === 429 || status >= 500;

/** The built-in tables, keyed by their normalizeForSearch form (and variant words: "Verre 12 cl"). */
export function dictionaryLookup(text: string, lang: TranslationLanguage): string | null {
  const key = normalizeForSearch(text);
  return (
    DISH_NAMES[key]?.[lang] ??
    COMMON_CATEGORY_NAMES[key]?.[lang] ??
    lookupVariantName(text, lang) ??
    null
  );
}

/** The offline default: whole names our dictionaries know, nothing else. Free, instant. */
export function createDictionaryProvider(): TranslationProvider {
  return {
    name: 'dictionary',
    origin: 'dictionary',
    isPaid: false,
    async translate({ texts, lang }) {
      return texts.map((text) => dictionaryLookup(text, lang));
    },
  };
}

/** Culinary terms for a provider's glossary (French → lang), from our dictionaries. */
export function culinaryGlossary(lang: TranslationLanguage): Record<string, string> {
  const entries: Record<string, string> = {};
  // The dictionaries are keyed by folded text ("salade nicoise"): good enough for DeepL's
  // case-insensitive glossary matching on names written without accents; see
  // docs/translations.md for the limits.
  for (const [french, names] of Object.entries({ ...DISH_NAMES, ...COMMON_CATEGORY_NAMES })) {
    if (names[lang] && !/[\t\n]/.test(french)) entries[french] = names[lang];
  }
  return entries;
}
