import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { sampleMenu } from '../testing/menu-fixtures';
import { testAppForThisFile } from '../testing/test-app';
import { publicFixtures } from './testing/public-fixtures';

// Runs on SQLite and on PostgreSQL, over a real socket: the fast path sits in front of Fastify.
const testApp = testAppForThisFile({ listen: true });
const fx = publicFixtures(() => testApp);

const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
/** Fetches and says whether the fast path (rather than Fastify) answered. */
async function fetchTracked(url: string, init?: RequestInit) {
  const before = testApp.publicFastPath.stats().hits;
  const response = await fetch(url, init);
  return { response, isFast: testApp.publicFastPath.stats().hits === before + 1 };
}

/** A GET with the given Host header (fetch cannot set it), tracked like fetchTracked. */
function getWithHost(url: string, host: string) {
  const before = testApp.publicFastPath.stats().hits;
  return new Promise<{ status: number; location?: string; isFast: boolean }>((resolve, reject) => {
    const sent = httpRequest(url, { headers: { host } }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          location: response.headers.location,
          isFast: testApp.publicFastPath.stats().hits === before + 1,
        }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('the warm path in front of Fastify', () => {
  it('replays the page with the headers Fastify sent; a shared page carries no nonce', async () => {
    const owner = await fx.owner();
    const url = `${testApp.baseUrl}/r/${(await fx.menu(owner, sampleMenu())).id}`;
    const { response: first, isFast: wasFirstFast } = await fetchTracked(url);
    expect(first.status).toBe(200);
    expect(wasFirstFast).toBe(false);
    // Publicly cached (s-maxage): a nonce there would be handed to everyone by a shared cache.
    expect(first.headers.get('cache-control')).toContain('s-maxage=60');
    expect(nonceOf(first)).toBeUndefined();
    expect(first.headers.get('content-security-policy')).toContain("script-src 'self';");
    const { response: second, isFast } = await fetchTracked(url);
    expect(second.status).toBe(200);
    expect(isFast).toBe(true);
    expect(nonceOf(second)).toBeUndefined();
    expect(second.headers.get('content-security-policy')).toContain("script-src 'self';");
    for (const name of [
      'content-security-policy',
      'etag',
      'cache-control',
      'content-type',
      'vary',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
    ]) {
      expect(second.headers.get(name), name).toBe(first.headers.get(name));
    }
    expect(second.headers.get('content-encoding')).toBe(first.headers.get('content-encoding'));
    expect(await second.text()).toBe(await first.text());

    const notModified = await fetch(url, {
      headers: { 'if-none-match': String(first.headers.get('etag')) },
    });
    expect(notModified.status).toBe(304);
    expect(nonceOf(notModified)).toBeUndefined();
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('goes back through Fastify after a change, and shows it', async () => {
    const owner = await fx.owner();
    const menu = await fx.menu(owner, sampleMenu());
    const url = `${testApp.baseUrl}/r/${menu.id}`;
    await fetch(url);
    expect((await fetchTracked(url)).isFast).toBe(true);
    const cookie = await fx.signIn(owner);
    const saved = await fetch(`${testApp.baseUrl}/api/v1/menus/${menu.id}`, {
      method: 'PUT',
      headers: {
        cookie,
        origin: testApp.baseUrl,
        'if-match': `"${menu.version}"`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(sampleMenu({ name: 'Carte d’été' })),
    });
    expect(saved.status).toBe(200);
    const { response: after, isFast: wasAfterFast } = await fetchTracked(url);
    expect(wasAfterFast).toBe(false);
    expect(await after.text()).toContain('<h1>Carte d’été</h1>');
  });

  it('keeps each URL, host and language apart', async () => {
    const owner = await fx.owner('premium');
    const menu = await fx.menu(owner, sampleMenu());
    const url = `${testApp.baseUrl}/r/${menu.id}`;
    await fetch(url);
    await fetch(url);
    const english = await fetchTracked(`${url}?lang=en`);
    expect(english.isFast).toBe(false);
    expect(await english.response.text()).toContain('<html lang="en">');
    const byUser = await fetchTracked(`${testApp.baseUrl}/u/${owner.id}`);
    expect(byUser.isFast).toBe(false);
  });

  it('never replays a page to another Host: the URL rules still see it through Fastify', async () => {
    const owner = await fx.owner();
    const menu = await fx.menu(owner, sampleMenu());
    const path = `/r/${menu.id}`;
    const url = `${testApp.baseUrl}${path}`;
    const local = new URL(testApp.baseUrl).host;
    expect((await getWithHost(url, local)).status).toBe(200);
    expect(await getWithHost(url, local)).toMatchObject({ status: 200, isFast: true });
    // Plain http on a public host: redirected to https by Fastify's URL rules, every time.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(await getWithHost(url, 'menu.example.org')).toEqual({
        status: 301,
        location: `https://menu.example.org${path}`,
        isFast: false,
      });
    }
    // The first host's page is still replayed, and each of several hosts keeps its own answer.
    expect(await getWithHost(url, local)).toMatchObject({ status: 200, isFast: true });
    expect(await getWithHost(url, `127.0.0.1:${new URL(testApp.baseUrl).port}`)).toMatchObject({
      status: 200,
    });
    expect(await getWithHost(url, local)).toMatchObject({ status: 200, isFast: true });
  });

  it('keeps the per-response nonce on the owner app, which is never shared', async () => {
    const first = nonceOf(await fetch(`${testApp.baseUrl}/login`));
    const second = nonceOf(await fetch(`${testApp.baseUrl}/login`));
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
  });

  it('serves diner pages whose only scripts are external files (no inline script)', async () => {
    const owner = await fx.owner('premium');
    const page = await (
      await fetch(`${testApp.baseUrl}/r/${(await fx.menu(owner, sampleMenu())).id}`)
    ).text();
    const scripts = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', content] of scripts) {
      // Structured data for search engines is not run: CSP does not apply to it.
      if (attributes.includes('type="application/ld+json"')) continue;
      expect(attributes).toMatch(/\bsrc="/);
      expect(content).toBe('');
    }
  });
});

describe('the server in front of Fastify keeps its timeouts', () => {
  // nginx keeps idle connections to the app for 60 s (deploy/nginx.conf): the app must keep them
  // longer, or a request sent on one just as the app closes it is reset (Node's default is 5 s).
  it('keeps idle keep-alive connections 72 s, as Fastify does, and says so', async () => {
    expect(testApp.app.server.keepAliveTimeout).toBe(72_000);
    const response = await fetch(`${testApp.baseUrl}/healthz`);
    expect(response.headers.get('keep-alive')).toBe('timeout=72');
  });
});
