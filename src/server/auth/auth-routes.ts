import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_REASONS, frenchAuthMessage } from '../../domain/errors/auth-messages';
import { errorCodeForStatus, HTTP_MESSAGES } from '../../domain/errors/errors';
import { AppError, toErrorBody } from '../http/app-error';
import { createCsrfHook } from '../http/csrf';
import { sendError } from '../http/error-handler';
import type { Throttle } from '../rate-limit/throttle';
import { checkAuthInput, parseAuthJson } from './auth-bodies';
import { CLIENT_IP_HEADER, OWN_VALIDATION_CODE, toFetchHeaders } from './auth-bridge';
import type { AuthLoader } from './auth-loader';

const PREFIX = '/api/auth';
const SIGN_IN_PATH = '/sign-in/email';
const ORGANIZATION_PATHS = '/organization/';
/** Account bodies are small; the limit keeps a hostile one from costing anything. */
const AUTH_BODY_LIMIT = 64 * 1024;

/**
 * Mounts Better Auth at /api/auth/* in its own scope: the same CSRF rule as /api/v1, the JSON
 * body parsed here (so the app's input guard sees it, like every other body) and checked
 * (auth-bodies.ts), then handed over as a Fetch Request with the client IP Fastify trusts,
 * and every error answer rewritten into our envelope in French.
 * Sign-in failures are also counted per account, so that rotating IP addresses do not help
 * a password-guessing attack (the 11th failure in a minute answers 429).
 */
export async function registerAuthRoutes(
  app: FastifyInstance,
  deps: { loadAuth: AuthLoader; signInFailures: Throttle; publicUrl: string },
) {
  const { loadAuth, signInFailures } = deps;

  await app.register(
    async (scope) => {
      scope.addHook('onRequest', createCsrfHook({ publicUrl: deps.publicUrl }));
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser(
        'application/json',
        { parseAs: 'string', bodyLimit: AUTH_BODY_LIMIT },
        (_request, body, done) => {
          try {
            done(null, parseAuthJson(String(body)));
          } catch (error) {
            done(error as Error, undefined);
          }
        },
      );

      scope.route({
        method: ['GET', 'POST'],
        url: '/*',
        async handler(request, reply) {
          const path = new URL(request.url, 'http://x').pathname.slice(PREFIX.length);
          // The team is managed through /api/v1/team (its checks, its French answers, its
          // events): Better Auth's own organization endpoints are not served.
          if (path.startsWith(ORGANIZATION_PATHS)) {
            return sendError(reply, new AppError('NOT_FOUND', HTTP_MESSAGES.routeNotFound));
          }
          const parsed = checkAuthInput(path, request.body, request.query);
          if (!parsed.ok) return sendError(reply, new AppError(parsed.code, parsed.message));

          const accountKey = path === SIGN_IN_PATH ? signInKey(parsed.body) : null;
          if (accountKey && (await signInFailures.isBlocked(accountKey))) {
            return sendError(
              reply,
              new AppError('RATE_LIMITED', frenchAuthMessage('TOO_MANY_REQUESTS', 429)),
            );
          }

          const auth = await loadAuth();
          const json = parsed.body === undefined ? undefined : JSON.stringify(parsed.body);
          const response = await auth.handler(toFetchRequest(request, json));

          if (accountKey && response.status === 401) await signInFailures.hit(accountKey);
          reply.status(response.status);
          for (const [name, value] of response.headers) {
            if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
          }
          const cookies = response.headers.getSetCookie();
          if (cookies.length > 0) reply.header('set-cookie', cookies);
          const text = await response.text();
          if (response.status >= 400) {
            if (response.status === 429 && !reply.hasHeader('retry-after')) {
              reply.header('Retry-After', '60');
            }
            return reply.type('application/json').send(translateError(text, response.status));
          }
          return reply.send(text || null);
        },
      });
    },
    { prefix: PREFIX },
  );
}

function toFetchRequest(request: FastifyRequest, body: string | undefined): Request {
  const headers = toFetchHeaders(request.headers);
  // Only the address Fastify resolved (TRUST_PROXY-aware) identifies the client.
  headers.delete('x-forwarded-for');
  headers.set(CLIENT_IP_HEADER, request.ip);
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const hasBody = request.method !== 'GET' && body !== undefined;
  return new Request(url, { method: request.method, headers, body: hasBody ? body : undefined });
}

function signInKey(body: Record<string, unknown> | undefined): string | null {
  const email = body?.email;
  return typeof email === 'string' && email.trim() !== ''
    ? `sign-in:${email.trim().toLowerCase()}`
    : null;
}

/** Better Auth's `{code, message}` (English) → our envelope, French, with a `reason`. */
function translateError(text: string, status: number) {
  let body: { code?: string; message?: string } = {};
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: answer with the generic French message for the status.
  }
  const code = errorCodeForStatus(status);
  if (body.code === OWN_VALIDATION_CODE) return toErrorBody(code, body.message);
  const reason = body.code ? AUTH_REASONS[body.code] : undefined;
  return toErrorBody(code, frenchAuthMessage(body.code, status), { reason });
}
