import type * as deepl from 'deepl-node';
import type { TranslationLanguage } from '../../domain/i18n/languages';
import { loadOnce } from '../load-once';
import { culinaryGlossary, ProviderError, type TranslationProvider } from './translation-provider';

/** DeepL's target codes: British English, Simplified Chinese. */
const TARGETS: Record<TranslationLanguage, deepl.TargetLanguageCode> = {
  en: 'en-GB',
  es: 'es',
  zh: 'zh-HANS',
  it: 'it',
};

/**
 * DeepL through its official client (`deepl-node`). `serverUrl` points it at a self-hosted
 * proxy or at the tests' fake server. The client's own retries are off: the job queue retries
 * with its own backoff, so a slow DeepL never holds a worker for minutes.
 */
export function createDeepLProvider(options: {
  apiKey: string;
  serverUrl?: string;
  onGlossaryError?: (error: unknown) => void;
}): TranslationProvider {
  // The SDK is imported with the first translation: most processes never translate.
  const sdk = loadOnce(() => import('deepl-node'));
  const client = loadOnce(async () => {
    const { DeepLClient } = await sdk();
    return new DeepLClient(options.apiKey, {
      serverUrl: options.serverUrl,
      maxRetries: 0,
      minTimeout: 10_000,
      sendPlatformInfo: false,
      appInfo: { appName: 'ardoise', appVersion: '1' },
    });
  });
  // One glossary per language and process, made on first use; a failure means "no glossary".
  const glossaries = new Map<TranslationLanguage, Promise<string | null>>();
  const glossaryFor = (lang: TranslationLanguage) => {
    let glossary = glossaries.get(lang);
    if (!glossary) {
      glossary = Promise.all([client(), sdk()])
        .then(([deepL, { GlossaryEntries }]) =>
          deepL.createGlossary(
            `ardoise-cuisine-fr-${lang}`,
            'fr',
            TARGETS[lang].slice(0, 2) as deepl.LanguageCode,
            new GlossaryEntries({ entries: culinaryGlossary(lang) }),
          ),
        )
        .then((info) => info.glossaryId)
        .catch((error) => {
          options.onGlossaryError?.(error);
          glossaries.delete(lang);
          return null;
        });
      glossaries.set(lang, glossary);
    }
    return glossary;
  };

  return {
    name: 'deepl',
    origin: 'machine',
    isPaid: true,
    async translate({ texts, lang }) {
      if (texts.length === 0) return [];
      const glossary = await glossaryFor(lang);
      try {
        const results = await (await client()).translateText(texts, 'fr', TARGETS[lang], {
          // Only some languages have formality; prefer_* is accepted for every one.
          formality: 'prefer_more',
          splitSentences: 'nonewlines',
          ...(glossary ? { glossary } : {}),
        });
        return results.map((result) => result.text);
      } catch (error) {
        const { TooManyRequestsError, ConnectionError } = await sdk();
        throw new ProviderError(
          `DeepL: ${error instanceof Error ? error.message : String(error)}`,
          error instanceof TooManyRequestsError ||
            error instanceof ConnectionError ||
            /Service unavailable|status code: 5\d\d/.test(String(error)),
          { cause: error },
        );
      }
    },
  };
}
