import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type {
  FastifyReply,
  FastifyRequest,
  FastifyServerFactory,
  FastifyServerOptions,
} from 'fastify';
import { createBoundedCache } from '../bounded-cache';
import type { CompressedBody } from './compressed-body';
import type { CachedPage } from './page-cache';
import { etagOf, isNotModified, negotiateEncoding } from './send-compressed';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** Raw header lists (`[name, value, …]`) ready for `writeHead`, per encoding. */
type Encoding = 'br' | 'gzip' | 'identity';
type RawHeaders = {
  /** The 200's headers for an encoding of `body` (the entry's body), made when first needed. */
  ok: (encoding: Encoding, body: CompressedBody) => string[];
  notModified: Record<Encoding, string[]>;
};

/**
 * What the fast path may reuse: the page's cache key and the headers Fastify sent with it. The
 * page and the owner snapshot are held weakly: the page caches and the owner cache own them
 * and bound their memory; an entry must not keep a page they have let go of alive (10 000
 * entries of evicted table pages were 870 MB: docs/performance.md, "A Saturday night").
 */
type FastEntry = {
  /** What the URL rules (canonical host, https) looked at when Fastify answered. */
  host: string | undefined;
  forwardedHost: string | undefined;
  forwardedProto: string | undefined;
  ownerId: string;
  /** The owner snapshot the page was chosen with; a newer or stale one sends back to Fastify. */
  state: WeakRef<object> | undefined;
  pageKey: string;
  body: WeakRef<CompressedBody>;
  headers: RawHeaders;
  /** The status Fastify answered with (200, or 404 for "Menu non disponible"). */
  status: number;
  /** Instead of the owner and page checks (a not-found page: while its id is still missing). */
  isStillValid?: () => boolean;
  /** Counts one view of a menu page (stats; prepared once: a couple of Map increments). */
  countView?: CountView;
};

/** Counts one diner's view of a page; crawlers and link previews, told by their User-Agent,
 * are left out by the counter (stats/bot-agents.ts). */
/**
 * Counts one view of a page (src/server/stats): the visitor's user agent (bots are not
 * counted), the page it came from (a reload, or the same page in another language, is not a new
 * view) and the address asked for.
 */
export type CountView = (
  userAgent: string | undefined,
  referer: string | undefined,
  url: string,
) => void;

/** What a page route hands over: a menu page by its owner snapshot and cache key, or any
 * other cached body with its own validity check. */
type Remembered =
  | { ownerId: string; state: object; pageKey: string; body: CompressedBody; countView?: CountView }
  | { body: CompressedBody; isStillValid: () => boolean };

export type FastPathSource = {
  /** The owner snapshot in memory (dropped when the event log says it changed), or undefined. */
  freshOwnerState(ownerId: string): object | undefined;
  page(pageKey: string): CachedPage | undefined;
};

/** The request headers the warm path reads (Node joins repeated ones the same way). */
type WarmHeaders = {
  host?: string;
  forwardedHost?: string;
  forwardedProto?: string;
  acceptEncoding?: string;
  ifNoneMatch?: string;
  userAgent?: string;
  referer?: string;
};

/** Which of the six a raw header name is, if any: by its length first, so the other headers
 * of a browser's request (a dozen) cost one comparison each and no lower-casing. */
function warmFieldOf(name: string): keyof WarmHeaders | undefined {
  switch (name.length) {
    case 4:
      return name === 'Host' || name.toLowerCase() === 'host' ? 'host' : undefined;
    case 7:
      return name === 'Referer' || name.toLowerCase() === 'referer' ? 'referer' : undefined;
    case 10:
      // "Connection", the other common one of this length, costs no lower-casing either.
      return name === 'User-Agent'
        ? 'userAgent'
        : name !== 'Connection' && name.toLowerCase() === 'user-agent'
          ? 'userAgent'
          : undefined;
    case 13:
      return name.toLowerCase() === 'if-none-match' ? 'ifNoneMatch' : undefined;
    case 15:
      return name === 'Accept-Encoding' || name.toLowerCase() === 'accept-encoding'
        ? 'acceptEncoding'
        : undefined;
    case 16:
      return name.toLowerCase() === 'x-forwarded-host' ? 'forwardedHost' : undefined;
    case 17:
      return name.toLowerCase() === 'x-forwarded-proto' ? 'forwardedProto' : undefined;
    default:
      return undefined;
  }
}

/**
 * The five headers the warm path needs, read from the raw list: `request.headers` would build
 * an object of every header first (measured: a few % of the warm path's CPU, issue 16 §3).
 * Like Node's `request.headers`, a repeated Host keeps its first value and the others are
 * joined with ", " (the key must tell apart what the URL rules would).
 */
function readWarmHeaders(raw: string[]): WarmHeaders {
  const found: WarmHeaders = {};
  for (let index = 0; index < raw.length; index += 2) {
    const field = warmFieldOf(raw[index] as string);
    if (!field) continue;
    const value = raw[index + 1] as string;
    const previous = found[field];
    if (previous === undefined) found[field] = value;
    else if (field !== 'host') found[field] = `${previous}, ${value}`;
  }
  return found;
}

/** Distinct Host / X-Forwarded-* combinations remembered per URL. */
const MAX_VARIANTS_PER_URL = 4;

/** Set per response, or by Node: never replayed. */
const PER_RESPONSE = new Set(['content-length', 'content-encoding', 'etag', 'date', 'connection']);

/**
 * The warm path of the public pages, in front of Fastify (`serverFactory`). A request for a
 * page Fastify already served (same host, scheme header and URL) whose owner snapshot is still
 * fresh is answered from the page cache with the exact headers Fastify sent, security headers
 * included (their policy has no nonce: security-headers.ts). Everything else — the first
 * request, a stale owner snapshot, an unknown URL, another method — goes through Fastify and
 * its hooks as usual. Measured: Fastify's hook chain alone caps a route far below the static
 * target on this machine (docs/performance.md, docs/decisions/003).
 */
export function createFastPath(options: { maxEntries?: number } = {}) {
  // By URL, then by the headers the URL rules read (almost always one variant per URL): no
  // key to build and hash per request.
  const entries = createBoundedCache<string, FastEntry[]>({
    maxEntries: options.maxEntries ?? 10_000,
  });
  let source: FastPathSource | undefined;
  let isClosing = false;
  /** Answers given here rather than by Fastify (tests and benchmarks read it). */
  let hits = 0;

  const isSameRequest = (entry: FastEntry, headers: WarmHeaders) =>
    entry.host === headers.host &&
    entry.forwardedHost === headers.forwardedHost &&
    entry.forwardedProto === headers.forwardedProto;

  function tryServe(request: IncomingMessage, response: ServerResponse): boolean {
    if (isClosing || !source || (request.method !== 'GET' && request.method !== 'HEAD'))
      return false;
    const variants = entries.get(request.url ?? '');
    if (!variants) return false;
    const headers = readWarmHeaders(request.rawHeaders);
    let entry: FastEntry | undefined;
    for (const variant of variants) if (isSameRequest(variant, headers)) entry = variant;
    if (!entry) return false;
    const body = entry.body.deref();
    if (!body) return false;
    if (entry.isStillValid) {
      if (!entry.isStillValid()) return false;
    } else {
      const state = source.freshOwnerState(entry.ownerId);
      if (!state || state !== entry.state?.deref()) return false;
      if (source.page(entry.pageKey)?.body !== body) return false;
    }
    if (entry.countView && request.method === 'GET') {
      entry.countView(headers.userAgent, headers.referer, request.url ?? '');
    }
    const encoding = negotiateEncoding(headers.acceptEncoding);
    if (isNotModified(headers.ifNoneMatch, body.hash)) {
      response.writeHead(304, entry.headers.notModified[encoding]).end();
      hits += 1;
      return true;
    }
    response.writeHead(entry.status, entry.headers.ok(encoding, body));
    response.end(request.method === 'HEAD' ? undefined : body[encoding]);
    hits += 1;
    return true;
  }

  function rawHeaders(base: string[], hash: string): RawHeaders {
    const notModified = (encoding: Encoding) => [...base, 'etag', etagOf(hash, encoding)];
    // Each encoding's headers when first asked for: a body made for browsers
    // (`compressForBrowsers`) makes its gzip and identity forms only for a client that wants
    // them. The body is not held here (the entry holds it weakly).
    const okOf: Partial<Record<Encoding, string[]>> = {};
    return {
      ok(encoding, body) {
        okOf[encoding] ??= [
          ...base,
          'etag',
          etagOf(hash, encoding),
          ...(encoding === 'identity' ? [] : ['content-encoding', encoding]),
          'content-length',
          String(body[encoding].length),
        ];
        return okOf[encoding];
      },
      notModified: {
        br: notModified('br'),
        gzip: notModified('gzip'),
        identity: notModified('identity'),
      },
    };
  }

  return {
    /**
     * For `Fastify({ serverFactory })`: the fast path first, Fastify otherwise. Fastify sets its
     * timeouts only on a server it creates itself, so they are set here: without them Node's
     * 5 s keep-alive closed idle connections that nginx reuses for 60 s (deploy/nginx.conf), and
     * a request sent on one as it closed was reset.
     */
    serverFactory: ((handler: Handler, options: FastifyServerOptions) => {
      const server = createServer((request, response) => {
        let isServed = false;
        try {
          isServed = tryServe(request, response);
        } catch {
          isServed = response.headersSent;
        }
        if (!isServed) handler(request, response);
      });
      if (options.keepAliveTimeout !== undefined)
        server.keepAliveTimeout = options.keepAliveTimeout;
      if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
      if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
      return server;
    }) as FastifyServerFactory,

    attach(pages: FastPathSource) {
      source = pages;
    },

    /** Called by the page route just before it sends a cached page through Fastify. */
    remember(request: FastifyRequest, reply: FastifyReply, page: Remembered) {
      const base: string[] = [];
      const all = { ...reply.raw.getHeaders(), ...reply.getHeaders() };
      for (const [name, value] of Object.entries(all)) {
        const lower = name.toLowerCase();
        if (value === undefined || PER_RESPONSE.has(lower)) continue;
        const text = Array.isArray(value) ? value.join(', ') : String(value);
        // Defensive: a replayed policy must never hand one response's nonce to everyone.
        base.push(
          lower,
          lower === 'content-security-policy' ? text.replace(/ 'nonce-[^']*'/g, '') : text,
        );
      }
      const headers = rawHeaders(base, page.body.hash);
      const status = reply.statusCode;
      const { host, forwardedHost, forwardedProto } = readWarmHeaders(request.raw.rawHeaders);
      const seen = { host, forwardedHost, forwardedProto, headers, status };
      const body = new WeakRef(page.body);
      const entry: FastEntry =
        'isStillValid' in page
          ? {
              ...seen,
              ownerId: '',
              state: undefined,
              pageKey: '',
              body,
              isStillValid: page.isStillValid,
            }
          : {
              ...seen,
              ownerId: page.ownerId,
              state: new WeakRef(page.state),
              pageKey: page.pageKey,
              body,
              countView: page.countView,
            };
      const url = request.raw.url ?? '';
      const others = (entries.get(url) ?? []).filter((variant) => !isSameRequest(variant, seen));
      // A client varying Host or the forwarded headers cannot grow one URL's list for ever.
      entries.set(url, [entry, ...others.slice(0, MAX_VARIANTS_PER_URL - 1)]);
    },

    close() {
      isClosing = true;
    },

    stats: () => ({ hits, entries: entries.size }),
  };
}

export type FastPath = ReturnType<typeof createFastPath>;
