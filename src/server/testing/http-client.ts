import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app';

/**
 * A tiny browser for `app.inject`: keeps the cookies the server sets and sends the app's own
 * Origin on state-changing requests, like a real browser would.
 */
export function createClient(
  testApp: TestApp,
  defaults: { headers?: Record<string, string> } = {},
) {
  const jar = new Map<string, string>();
  const origin = testApp.config.publicUrl;

  async function request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const isSafe = !options.method || ['GET', 'HEAD'].includes(options.method);
    const response = await testApp.app.inject({
      ...options,
      headers: {
        ...(isSafe ? {} : { origin }),
        ...(cookie && { cookie }),
        ...defaults.headers,
        ...(options.headers as Record<string, string> | undefined),
      },
    });
    for (const setCookie of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
    }[]) {
      if (setCookie.value === '' || setCookie.maxAge === 0) jar.delete(setCookie.name);
      else jar.set(setCookie.name, setCookie.value);
    }
    return response;
  }

  return {
    request,
    get: (url: string, headers?: Record<string, string>) =>
      request({ method: 'GET', url, headers }),
    post: (url: string, payload?: unknown, headers?: Record<string, string>) =>
      request({
        method: 'POST',
        url,
        payload: (payload ?? {}) as InjectOptions['payload'],
        headers,
      }),
    cookies: jar,
  };
}

export type Client = ReturnType<typeof createClient>;

/** The last link sent to `to` whose path contains `pathPart`. */
export function lastMailLink(testApp: TestApp, to: string, pathPart: string): string {
  const message = testApp.outbox.list().find((mail) => mail.to === to);
  const link = message?.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(pathPart));
  if (!link) throw new Error(`no ${pathPart} link mailed to ${to}`);
  return link;
}

/** The path and query of an absolute link, for `inject`. */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};
