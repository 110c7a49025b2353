// The warm path's own work per request, in process: the real `createFastPath` answering a
// remembered page, with Node's HTTP machinery replaced by no-op stand-ins (what is left is
// header reading, the cache lookups, the owner and page checks and the encoding choice).
// Steadier than requests/s over loopback: it says how much of a request the app adds.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CompressedBody } from '../../src/server/public-pages/compressed-body';
import { type CountView, createFastPath } from '../../src/server/public-pages/fast-path';

/** What Chromium sends for a page, Host first (7 headers). */
const BROWSER_HEADERS = [
  'Host',
  'ardoise.fr',
  'Connection',
  'keep-alive',
  'User-Agent',
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131 Mobile',
  'Accept',
  'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'Accept-Encoding',
  'gzip, deflate, br, zstd',
  'Accept-Language',
  'fr-FR,fr;q=0.9,en;q=0.8',
  'Upgrade-Insecure-Requests',
  '1',
];

export function measureFastPathCost(
  body: CompressedBody,
  headers: Record<string, string>,
  requests = 1_000_000,
  /** The statistics' view counting, as the app prepares it for the page (none: off). */
  countView?: CountView,
): { nanosPerRequest: number } {
  const fastPath = createFastPath();
  const state = {};
  const page = { body };
  fastPath.attach({ freshOwnerState: () => state, page: () => page as never });
  const url = '/r/0b8f3c2e-6d1a-4f5e-9c7b-2a1d3e4f5a6b';
  const request = { method: 'GET', url, rawHeaders: BROWSER_HEADERS };
  const reply = { raw: { getHeaders: () => headers }, getHeaders: () => ({}), statusCode: 200 };
  fastPath.remember(
    { raw: request } as unknown as FastifyRequest,
    reply as unknown as FastifyReply,
    { ownerId: 'owner', state, pageKey: 'page', body, countView },
  );
  let answered = 0;
  const response = {
    headersSent: false,
    writeHead() {
      return this;
    },
    end() {
      answered += 1;
    },
  };
  const server = fastPath.serverFactory(() => {
    throw new Error('the warm path did not answer');
  }, {}) as unknown as { listeners(event: 'request'): ((a: unknown, b: unknown) => void)[] };
  const [handle] = server.listeners('request');
  if (!handle) throw new Error('no request listener');
  const run = (count: number) => {
    const start = process.hrtime.bigint();
    for (let index = 0; index < count; index += 1) {
      handle(request as unknown as IncomingMessage, response as unknown as ServerResponse);
    }
    return Number(process.hrtime.bigint() - start) / count;
  };
  run(requests / 4); // JIT warm-up
  const rounds = [run(requests), run(requests), run(requests)].sort((a, b) => a - b);
  if (answered < requests) throw new Error('the warm path did not answer every request');
  return { nanosPerRequest: rounds[1] ?? 0 };
}
