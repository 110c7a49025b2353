import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import { lazyOpenAiClient } from './openai-client';

/** An OpenAI-compatible chat-completions endpoint, as configured by AI_BASE_URL/AI_API_KEY/AI_MODEL. */
export type ChatModelOptions = { baseUrl: string; apiKey: string; model: string };

export type ChatModel = {
  /** The first choice's text (null or undefined when the model sent none); the SDK's errors as thrown. */
  complete(
    request: Omit<ChatCompletionCreateParamsNonStreaming, 'model'>,
  ): Promise<string | null | undefined>;
};

/** One client per use: descriptions and translations want different time limits and retries. */
export function createChatModel(
  options: ChatModelOptions,
  limits: { timeoutMs: number; maxRetries: number },
): ChatModel {
  // The SDK is imported with the first request (issue 16 §2).
  const client = lazyOpenAiClient({
    baseURL: options.baseUrl,
    apiKey: options.apiKey,
    timeout: limits.timeoutMs,
    maxRetries: limits.maxRetries,
  });
  return {
    async complete(request) {
      const completion = await (await client()).chat.completions.create({
        ...request,
        model: options.model,
      });
      return completion.choices[0]?.message.content;
    },
  };
}
