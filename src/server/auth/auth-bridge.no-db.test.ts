import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { hasSessionCookie, sessionCookieOf, toFetchHeaders } from './auth-bridge';
import type { AuthLoader } from './auth-loader';
import { createAccessResolver } from './require-owner';

describe('the accounts bridge', () => {
  it('recognises Better Auth session cookies, plain and __Secure-', () => {
    expect(hasSessionCookie({ cookie: 'better-auth.session_token=abc' })).toBe(true);
    expect(hasSessionCookie({ cookie: 'a=1; __Secure-better-auth.session_token=abc' })).toBe(true);
    expect(hasSessionCookie({ cookie: 'x-better-auth.session_token=abc' })).toBe(false);
    expect(hasSessionCookie({})).toBe(false);
    expect(sessionCookieOf({ cookie: 'a=1; better-auth.session_token=abc.sig; b=2' })).toBe(
      'better-auth.session_token=abc.sig',
    );
  });

  it('does not load Better Auth for a request without a session cookie', async () => {
    let loads = 0;
    const loadAuth = (async () => {
      loads += 1;
      throw new Error('not expected');
    }) as unknown as AuthLoader;
    const request = { headers: { cookie: 'lang=fr' } } as unknown as FastifyRequest;
    const resolve = createAccessResolver({ loadAuth, db: null as never, sessions: null as never });
    expect(await resolve(request)).toBeNull();
    expect(loads).toBe(0);
  });

  it('turns Node headers into Fetch headers, repeated ones kept', () => {
    const headers = toFetchHeaders({ host: 'a.fr', 'set-cookie': ['a=1', 'b=2'], skip: undefined });
    expect(headers.get('host')).toBe('a.fr');
    expect(headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(headers.has('skip')).toBe(false);
  });
});
