import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleMenu } from '../testing/menu-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { publicFixtures } from './testing/public-fixtures';

// Runs on SQLite and on PostgreSQL, over a real socket: the fast path sits in front of Fastify.
let testApp: TestApp;
let base: string;
beforeAll(async () => {
  testApp = await createTestApp();
  base = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => testApp.close());
const fx = publicFixtures(() => testApp);

const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

describe('the warm path in front of Fastify', () => {
  it('replays the page with the headers Fastify sent, minus the CSP nonce', async () => {
    const owner = await fx.owner();
    const url = `${base}/r/${(await fx.menu(owner, sampleMenu())).id}`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(nonceOf(first)).toBeDefined();
    const second = await fetch(url);
    expect(second.status).toBe(200);
    expect(nonceOf(second)).toBeUndefined();
    expect(second.headers.get('content-security-policy')).toContain("script-src 'self';");
    for (const name of [
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
    const url = `${base}/r/${menu.id}`;
    await fetch(url);
    expect(nonceOf(await fetch(url))).toBeUndefined();
    const cookie = await fx.signIn(owner);
    const saved = await fetch(`${base}/api/v1/menus/${menu.id}`, {
      method: 'PUT',
      headers: {
        cookie,
        origin: base,
        'if-match': `"${menu.version}"`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(sampleMenu({ name: 'Carte d’été' })),
    });
    expect(saved.status).toBe(200);
    const after = await fetch(url);
    expect(nonceOf(after)).toBeDefined();
    expect(await after.text()).toContain('<h1>Carte d’été</h1>');
  });

  it('keeps each URL, host and language apart', async () => {
    const owner = await fx.owner('premium');
    const menu = await fx.menu(owner, sampleMenu());
    const url = `${base}/r/${menu.id}`;
    await fetch(url);
    await fetch(url);
    const english = await fetch(`${url}?lang=en`);
    expect(nonceOf(english)).toBeDefined();
    expect(await english.text()).toContain('<html lang="en">');
    const byUser = await fetch(`${base}/u/${owner.id}`);
    expect(nonceOf(byUser)).toBeDefined();
  });
});
