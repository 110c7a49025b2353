import type { ClientOptions, OpenAI } from 'openai';
import { loadOnce } from '../load-once';

/** The OpenAI SDK, imported on first use (dish descriptions and translations share it). */
export const loadOpenAi = loadOnce(async () => (await import('openai')).default);

/** A client made on its first request, with the SDK. */
export function lazyOpenAiClient(options: ClientOptions): () => Promise<OpenAI> {
  return loadOnce(async () => new (await loadOpenAi())(options));
}
