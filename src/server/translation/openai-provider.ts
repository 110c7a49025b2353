import { z } from 'zod';
import type { TranslationLanguage } from '../../domain/i18n/languages';
import { type ChatModelOptions, createChatModel } from '../openai/chat-model';
import { loadOpenAi } from '../openai/openai-client';
import { isRetryableStatus, ProviderError, type TranslationProvider } from './translation-provider';

const LANGUAGE_NAMES: Record<TranslationLanguage, string> = {
  en: 'British English',
  es: 'Spanish',
  zh: 'Simplified Chinese',
  it: 'Italian',
};

const ReplySchema = z.object({ translations: z.array(z.string()) });

/**
 * The second choice: an OpenAI-compatible chat model (AI_BASE_URL/AI_API_KEY/AI_MODEL), asked
 * for a JSON array with one translation per text, in order.
 */
export function createOpenAiProvider(options: ChatModelOptions): TranslationProvider {
  const chat = createChatModel(options, { timeoutMs: 30_000, maxRetries: 0 });
  return {
    name: 'openai',
    origin: 'machine',
    isPaid: true,
    async translate({ texts, lang }) {
      if (texts.length === 0) return [];
      let content: string | null | undefined;
      try {
        content = await chat.complete({
          temperature: 0,
          response_format: { type: 'json_object' },
          messages: [
            {
              role: 'system',
              content:
                `You translate a French restaurant menu into ${LANGUAGE_NAMES[lang]}. ` +
                'Reply with JSON {"translations": [...]}: one translation per input text, same ' +
                'order, same count. Keep dish names that are usually left in French (e.g. ' +
                '"crème brûlée"), never add allergens or prices.',
            },
            { role: 'user', content: JSON.stringify({ texts }) },
          ],
        });
      } catch (error) {
        const { APIError } = await loadOpenAi();
        const status = error instanceof APIError ? error.status : undefined;
        throw new ProviderError(
          `AI translation: ${error instanceof Error ? error.message : String(error)}`,
          isRetryableStatus(status),
          { cause: error },
        );
      }
      const parsed = ReplySchema.safeParse(safeJson(content));
      if (!parsed.success || parsed.data.translations.length !== texts.length) {
        throw new ProviderError('AI translation: the reply is not one translation per text', true);
      }
      return parsed.data.translations.map((text) => text.trim() || null);
    },
  };
}

function safeJson(text: string | null | undefined): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
