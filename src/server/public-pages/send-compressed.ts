import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CompressedBody } from './compressed-body';

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * Browsers send a handful of distinct Accept-Encoding values: each is parsed once (the warm
 * path answers tens of thousands of requests a second, issue 16 §3). Bounded against a client
 * sending endless variants.
 */
const negotiated = new Map<string, Encoding>();
const MAX_REMEMBERED = 256;

let lastAcceptEncoding = '';
let lastEncoding: Encoding = 'identity';

/** The best encoding the client accepts (q=0 refuses one). */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  // Most requests in a row come with the same value: one comparison, no hashing.
  if (acceptEncoding === lastAcceptEncoding) return lastEncoding;
  let encoding = negotiated.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = parseAcceptEncoding(acceptEncoding);
    if (negotiated.size >= MAX_REMEMBERED) negotiated.clear();
    negotiated.set(acceptEncoding, encoding);
  }
  lastAcceptEncoding = acceptEncoding;
  lastEncoding = encoding;
  return encoding;
}

function parseAcceptEncoding(acceptEncoding: string): Encoding {
  let hasGzip = false;
  for (const part of acceptEncoding.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const isRefused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (isRefused) continue;
    if (token === 'br') return 'br';
    if (token === 'gzip' || token === '*') hasGzip = true;
  }
  return hasGzip ? 'gzip' : 'identity';
}

/** Each encoding is its own representation, so it gets its own strong ETag. */
export const etagOf = (hash: string, encoding: Encoding) =>
  encoding === 'identity' ? `"${hash}"` : `"${hash}-${encoding === 'br' ? 'br' : 'gz'}"`;

/** If-None-Match uses the weak comparison: any encoding of the same content is still fresh. */
export function isNotModified(ifNoneMatch: string | undefined, hash: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    return tag === '*' || tag === `"${hash}"` || tag === `"${hash}-br"` || tag === `"${hash}-gz"`;
  });
}

/**
 * Sends a precompressed body: no compression work per request, `304` when the client's copy
 * is current. Routes using it are registered with `compress: false`.
 */
export function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CompressedBody,
  headers: {
    contentType: string;
    cacheControl: string;
    contentLanguage?: string;
    status?: number;
    /** Runs once every header is set, before the body leaves (the fast path copies them). */
    beforeSend?: () => void;
  },
) {
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  reply
    .header('Content-Type', headers.contentType)
    .header('Cache-Control', headers.cacheControl)
    .header('Vary', 'Accept-Encoding')
    .header('ETag', etagOf(body.hash, encoding));
  if (headers.contentLanguage) reply.header('Content-Language', headers.contentLanguage);
  reply.code(headers.status ?? 200);
  headers.beforeSend?.();
  if (isNotModified(request.headers['if-none-match'], body.hash)) {
    return reply.code(304).send();
  }
  if (encoding === 'identity') return reply.send(body.identity);
  return reply.header('Content-Encoding', encoding).send(encoding === 'br' ? body.br : body.gzip);
}
