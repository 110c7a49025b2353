import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeDeepLRequest = {
  path: string;
  authorization?: string;
  contentType?: string;
  form: URLSearchParams;
};

export type FakeDeepL = {
  baseUrl: string;
  requests: FakeDeepLRequest[];
  /** Only the /v2/translate calls. */
  translateCalls(): FakeDeepLRequest[];
  /** Statuses to answer to the next /v2/translate calls, one each (then 200 again). */
  failures: number[];
  /** Answers for known texts, by target language (`EN-GB`…); otherwise `[EN-GB] text`. */
  answers: Record<string, Record<string, string>>;
  close(): Promise<void>;
};

const readForm = async (request: IncomingMessage) => {
  let text = '';
  for await (const chunk of request) text += chunk;
  return new URLSearchParams(text);
};

/**
 * A local server speaking DeepL's v2 wire format (form-encoded POST /v2/translate and
 * /v2/glossaries, JSON answers), driven by the real `deepl-node` client in tests and e2e.
 */
export async function startFakeDeepL(port = 0): Promise<FakeDeepL> {
  const fake = {
    requests: [] as FakeDeepLRequest[],
    failures: [] as number[],
    answers: {} as Record<string, Record<string, string>>,
  };
  let glossaries = 0;
  const server = createServer(async (request, response) => {
    const form = await readForm(request);
    const path = (request.url ?? '').split('?')[0] ?? '';
    fake.requests.push({
      path,
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      form,
    });
    response.setHeader('content-type', 'application/json');
    const reply = (status: number, body: unknown) => {
      response.statusCode = status;
      response.end(JSON.stringify(body));
    };
    if (!request.headers.authorization?.startsWith('DeepL-Auth-Key ')) {
      return reply(403, { message: 'Wrong endpoint or authentication key' });
    }
    if (request.method === 'POST' && path === '/v2/glossaries') {
      glossaries += 1;
      return reply(201, {
        glossary_id: `glossary-${glossaries}`,
        name: form.get('name'),
        ready: true,
        source_lang: form.get('source_lang'),
        target_lang: form.get('target_lang'),
        creation_time: new Date().toISOString(),
        entry_count: (form.get('entries') ?? '').split('\n').filter(Boolean).length,
      });
    }
    if (request.method === 'POST' && path === '/v2/translate') {
      const failure = fake.failures.shift();
      if (failure) return reply(failure, { message: 'fake failure' });
      const target = (form.get('target_lang') ?? '').toUpperCase();
      return reply(200, {
        translations: form.getAll('text').map((text) => ({
          detected_source_language: 'FR',
          text: fake.answers[target]?.[text] ?? `[${target}] ${text}`,
          billed_characters: text.length,
        })),
      });
    }
    return reply(404, { message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${address.port}`,
    translateCalls: () => fake.requests.filter((r) => r.path === '/v2/translate'),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
