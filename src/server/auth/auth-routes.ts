import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Throttle } from '../rate-limit/throttle';
import { type Auth, CLIENT_IP_HEADER } from './auth';
import { frenchAuthMessage, OWN_CODE } from './error-messages';

const SIGN_IN_PATH = '/api/auth/sign-in/email';

/**
 * Mounts Better Auth at /api/auth/* on Fastify: the request is handed over as a Fetch Request,
 * with the client IP Fastify trusts, and error answers are translated to French.
 * Sign-in failures are also counted per account, so that rotating IP addresses do not help
 * a password-guessing attack (the 11th failure in a minute answers 429).
 */
export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { auth: Auth; signInFailures: Throttle },
) {
  const { auth, signInFailures } = deps;

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    async handler(request, reply) {
      const accountKey = request.url.startsWith(SIGN_IN_PATH) ? signInKey(request) : null;
      if (accountKey && (await signInFailures.isBlocked(accountKey))) {
        return reply.status(429).send({
          code: 'TOO_MANY_REQUESTS',
          message: frenchAuthMessage('TOO_MANY_REQUESTS', 429),
        });
      }

      const response = await auth.handler(toFetchRequest(request));

      if (accountKey && response.status === 401) await signInFailures.hit(accountKey);
      reply.status(response.status);
      for (const [name, value] of response.headers) {
        if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      const text = await response.text();
      if (response.status >= 400 && isJson(response))
        return reply.send(translateError(text, response.status));
      return reply.send(text || null);
    },
  });
}

function toFetchRequest(request: FastifyRequest): Request {
  const headers = fromNodeHeaders(request.headers);
  // Only the address Fastify resolved (TRUST_PROXY-aware) identifies the client.
  headers.delete('x-forwarded-for');
  headers.set(CLIENT_IP_HEADER, request.ip);
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const hasBody = request.method !== 'GET' && request.body !== undefined;
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

function signInKey(request: FastifyRequest): string | null {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== ''
    ? `sign-in:${email.trim().toLowerCase()}`
    : null;
}

function isJson(response: Response) {
  return response.headers.get('content-type')?.includes('application/json') ?? false;
}

function translateError(text: string, status: number) {
  let body: { code?: string; message?: string } = {};
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON after all: answer with the generic French message.
  }
  if (body.code === OWN_CODE) return { code: 'VALIDATION_ERROR', message: body.message };
  return { code: body.code ?? 'ERROR', message: frenchAuthMessage(body.code, status) };
}
