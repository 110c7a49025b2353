import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeOpenAi = {
  baseUrl: string;
  /** The environment that points the app's SDK here (key sk-test, model menu-writer). */
  env: Record<string, string>;
  requests: { path: string; authorization?: string; body: unknown; images: FakeImage[] }[];
  /**
   * 'ok' answers a completion; a number answers that HTTP status with an OpenAI error body;
   * 'drop' closes the connection without an answer (a network failure).
   */
  mode: 'ok' | 'drop' | number;
  reply: string;
  /** While set, completions wait for it before answering (a model that takes its time). */
  hold?: Promise<void>;
  close(): Promise<void>;
};

/** An image a request carried (an `image_url` content part with a data: URL), decoded. */
export type FakeImage = { mimeType: string; bytes: Buffer; detail?: string };

type ContentPart = { type?: string; image_url?: { url?: string; detail?: string } };

/** The images of a chat-completions request, as a vision model receives them. */
function imagesOf(body: unknown): FakeImage[] {
  const messages = (body as { messages?: { content?: unknown }[] } | null)?.messages ?? [];
  return messages.flatMap((message) =>
    Array.isArray(message.content)
      ? (message.content as ContentPart[]).flatMap((part) => {
          const match = /^data:([^;,]+);base64,(.*)$/s.exec(part.image_url?.url ?? '');
          if (part.type !== 'image_url' || !match) return [];
          const [, mimeType = '', data = ''] = match;
          return [{ mimeType, bytes: Buffer.from(data, 'base64'), detail: part.image_url?.detail }];
        })
      : [],
  );
}

const readBody = async (request: IncomingMessage) => {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text ? JSON.parse(text) : null;
};

/**
 * A local server speaking OpenAI's chat-completions wire format, so the real SDK is tested
 * without the vendor (ARCHITECTURE.md §1, paid vendors).
 */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const fake: Omit<FakeOpenAi, 'baseUrl' | 'env' | 'close'> = {
    requests: [],
    mode: 'ok',
    reply: '',
  };
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    fake.requests.push({
      path: request.url ?? '',
      authorization: request.headers.authorization,
      body,
      images: imagesOf(body),
    });
    response.setHeader('content-type', 'application/json');
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.statusCode = 404;
      response.end(
        JSON.stringify({ error: { message: 'not found', type: 'invalid_request_error' } }),
      );
      return;
    }
    await fake.hold;
    if (fake.mode === 'drop') {
      request.socket.destroy();
      return;
    }
    if (fake.mode !== 'ok') {
      response.statusCode = fake.mode;
      response.end(
        JSON.stringify({ error: { message: 'upstream failure', type: 'server_error' } }),
      );
      return;
    }
    response.end(
      JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body?.model,
        choices: [
          { index: 0, message: { role: 'assistant', content: fake.reply }, finish_reason: 'stop' },
        ],
        usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}/v1`;
  return Object.assign(fake, {
    baseUrl,
    env: { AI_BASE_URL: baseUrl, AI_API_KEY: 'sk-test', AI_MODEL: 'menu-writer' },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
