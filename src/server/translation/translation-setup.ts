import type { MachineService } from '../../domain/i18n/menu-translations';
import type { Config } from '../config';
import type { AppDatabase } from '../db/database';
import type { EventBus } from '../events/event-bus';
import type { Logger } from '../logging/logger';
import { createDeepLProvider } from './deepl-provider';
import { createOpenAiProvider } from './openai-provider';
import { createDictionaryProvider, type TranslationProvider } from './translation-provider';
import { createTranslationQueue } from './translation-queue';
import { createTranslationService } from './translation-service';

/** DeepL when DEEPL_API_KEY is set, else the AI model when AI_* is set, else the dictionaries. */
export function chooseProvider(config: Config, log: Logger): TranslationProvider {
  const { deepl } = config.translation;
  if (deepl) {
    return createDeepLProvider({
      ...deepl,
      onGlossaryError: (error) =>
        log.warn({ err: error }, 'DeepL glossary unavailable; translating without'),
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
  log: Logger;
}) {
  const { config, database, events } = deps;
  const { monthlyCharacters, retryBaseMs } = config.translation;
  const queue = createTranslationQueue({
    database,
    events,
    provider: chooseProvider(config, deps.log),
    monthlyCharacters,
    retryBaseMs,
    pollMs: Math.min(5_000, Math.max(retryBaseMs, 50)),
    log: deps.log,
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
