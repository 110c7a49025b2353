import type { IncomingHttpHeaders } from 'node:http';

/**
 * What the Fastify side of the accounts needs without loading Better Auth itself (auth.ts is
 * loaded on first use: see auth-loader.ts).
 */

/** Trusted client IP, set by the Fastify bridge from `request.ip` (honours TRUST_PROXY). */
export const CLIENT_IP_HEADER = 'x-ardoise-client-ip';

/** Marks refusals our hooks wrote in French: the bridge passes their message through. */
export const OWN_VALIDATION_CODE = 'ARDOISE_VALIDATION';

/** Node's request headers as Fetch API headers (repeated headers kept). */
export function toFetchHeaders(headers: IncomingHttpHeaders): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (Array.isArray(value)) for (const item of value) result.append(name, item);
    else if (value !== undefined) result.set(name, value);
  }
  return result;
}

/**
 * Does the request carry a Better Auth session cookie (plain, or `__Secure-` on https)?
 * Without one there is no session to look up, and no reason to load Better Auth.
 */
export const hasSessionCookie = (headers: IncomingHttpHeaders): boolean =>
  sessionCookieOf(headers) !== null;

const SESSION_COOKIE = /(?:^|;\s*)((?:__Secure-)?better-auth\.session_token=[^;]*)/;

/** The session cookie exactly as sent (`name=value`), or null. */
export function sessionCookieOf(headers: IncomingHttpHeaders): string | null {
  return SESSION_COOKIE.exec(headers.cookie ?? '')?.[1] ?? null;
}
