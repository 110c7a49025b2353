import type { MachineService } from '../../domain/i18n/menu-translations';
import type { Config } from '../config';
import type { AppDatabase } from '../db/database';
import type { EventBus } from '../events/event-bus';
import { createDeepLProvider } from './deepl-provider';
import { createOpenAiProvider } from './openai-provider';
import { createDictionaryProvider, type TranslationProvider } from './translation-provider';
import { createTranslationQueue, type TranslationQueue } from './translation-queue';
import { createTranslationService } from './translation-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The translation queue of this instance (tests wait for it with `idle()`). */
    translationQueue: TranslationQueue;
  }
}

/** DeepL when DEEPL_API_KEY is set, else the AI model when AI_* is set, else the dictionaries. */
export function chooseProvider(
  config: Config,
  warn: (error: unknown, message: string) => void,
): TranslationProvider {
  const { deepl } = config.translation;
  if (deepl) {
    return createDeepLProvider({
      ...deepl,
      onGlossaryError: (error) => warn(error, 'DeepL glossary unavailable; translating without'),
    });
  }
  if (config.ai) return createOpenAiProvider(config.ai);
  return createDictionaryProvider();
}

/** What chooseProvider picks, as the editor names it: DeepL, the AI model, or none. */
export const machineServiceOf = (config: Config): MachineService | null =>
  config.translation.deepl ? 'deepl' : config.ai ? 'ai' : null;

/** The queue (started: it follows `menu.changed`) and the editor's service. */
export function setUpTranslations(deps: {
  config: Config;
  database: AppDatabase;
  events: EventBus;
  logError: (error: unknown, message: string) => void;
  logWarn: (error: unknown, message: string) => void;
}) {
  const { config, database, events } = deps;
  const { monthlyCharacters, retryBaseMs } = config.translation;
  const queue = createTranslationQueue({
    database,
    events,
    provider: chooseProvider(config, deps.logWarn),
    monthlyCharacters,
    retryBaseMs,
    pollMs: Math.min(5_000, Math.max(retryBaseMs, 50)),
    logError: deps.logWarn,
  });
  queue.start();
  const service = createTranslationService({
    database,
    events,
    queue,
    monthlyCharacters,
    machine: machineServiceOf(config),
  });
  return { queue, service };
}
