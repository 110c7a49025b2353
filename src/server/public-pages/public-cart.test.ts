import { describe, expect, it } from 'vitest';
import { CART_STRINGS } from '../../domain/i18n/diner/cart-strings';
import { sampleMenu } from '../testing/menu-fixtures';
import { testAppForThisFile } from '../testing/test-app';
import { loadDinerAssets } from './diner-assets';
import { publicFixtures } from './testing/public-fixtures';

// Runs on SQLite and on PostgreSQL, over a real socket (the warm path sits in front of Fastify):
// the diner's cart on Premium menus (issue 10 §3), and the owner's ordering switch in the page.
const testApp = testAppForThisFile({ listen: true });
const fx = publicFixtures(() => testApp);

const cartMount = (html: string) => /<div id="cart"[^>]*>/.exec(html)?.[0];
const attribute = (tag: string | undefined, name: string) =>
  new RegExp(`${name}="([^"]*)"`).exec(tag ?? '')?.[1];
const closedNotice = (html: string) =>
  /<p class="wrap ordering-closed"[^>]*>([^<]*)<\/p>/.exec(html)?.[1];
const decodeHtml = (value: string) =>
  value.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&');

async function setOrdering(owner: Awaited<ReturnType<typeof fx.owner>>, open: boolean) {
  const response = await testApp.app.inject({
    method: 'PUT',
    url: '/api/v1/ordering',
    headers: { cookie: await fx.signIn(owner), origin: testApp.config.publicUrl },
    payload: { open },
  });
  expect(response.json().takeAway).toBe(false);
  expect(response.statusCode).toBe(200);
}

describe('the cart on public menus', () => {
  it('is on Premium menus: mount point, own script, prices in cents, closed by default', async () => {
    const owner = await fx.owner('premium');
    const menu = await fx.menu(owner, sampleMenu());
    const html = await (await fetch(`${testApp.baseUrl}/r/${menu.id}`)).text();
    const mount = cartMount(html);
    expect(attribute(mount, 'data-menu-id')).toBe(menu.id);
    expect(attribute(mount, 'data-open')).toBe('false');
    const strings = JSON.parse(decodeHtml(attribute(mount, 'data-strings') ?? '{}'));
    expect(strings).toEqual(CART_STRINGS.fr);
    const assets = await loadDinerAssets();
    expect(html).toContain(`<script src="${assets.cartScriptUrl}" defer="">`);
    expect(html).toContain(`<script src="${assets.scriptUrl}" defer="">`);
    expect(html).toContain('data-cents="850"');
    expect(html).toContain('data-cents="1990"');
    expect(closedNotice(html)).toBe(CART_STRINGS.fr.orderingClosed);
    expect(html.includes('.cart-fab{')).toBe(true);
    // No inline script: the strings are data, not code (JSON-LD is data too).
    expect(/<script(?![^>]*\b(src=|type="application\/ld\+json"))[^>]*>/.test(html)).toBe(false);
  });

  it('speaks the page’s language', async () => {
    const owner = await fx.owner('premium');
    const menu = await fx.menu(owner, sampleMenu());
    const html = await (await fetch(`${testApp.baseUrl}/r/${menu.id}?lang=en`)).text();
    const strings = JSON.parse(decodeHtml(attribute(cartMount(html), 'data-strings') ?? '{}'));
    expect(strings.send).toBe('Send order');
    expect(closedNotice(html)).toBe('Ordering is closed at the moment.');
  });

  it('is not on free menus, nor in the owner’s preview', async () => {
    const free = await fx.owner('free');
    const freeMenu = await fx.menu(free, sampleMenu());
    const html = await (await fetch(`${testApp.baseUrl}/r/${freeMenu.id}`)).text();
    expect(cartMount(html)).toBeUndefined();
    expect(html.includes('/diner/cart.')).toBe(false);
    expect(html.includes('data-cents')).toBe(false);
    expect(html.includes('.cart-fab{')).toBe(false);

    const premium = await fx.owner('premium');
    const menu = await fx.menu(premium, sampleMenu());
    const preview = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/menus/${menu.id}/preview`,
      headers: { cookie: await fx.signIn(premium) },
    });
    expect(preview.statusCode).toBe(200);
    expect(cartMount(preview.body)).toBeUndefined();
  });

  it('follows the owner’s switch at once, through the page cache and the warm path', async () => {
    const owner = await fx.owner('premium');
    const menu = await fx.menu(owner, sampleMenu());
    const url = `${testApp.baseUrl}/u/${owner.id}`;
    await fetch(url);
    expect(attribute(cartMount(await (await fetch(url)).text()), 'data-open')).toBe('false');

    await setOrdering(owner, true);
    const open = await (await fetch(url)).text();
    expect(attribute(cartMount(open), 'data-open')).toBe('true');
    expect(attribute(cartMount(open), 'data-menu-id')).toBe(menu.id);
    // Open, but the restaurant's general address takes no order without a table's code.
    expect(closedNotice(open)).toBe(CART_STRINGS.fr.tableRequired);
    expect(open).not.toContain('data-ordering-closed');
    expect(attribute(cartMount(await (await fetch(url)).text()), 'data-open')).toBe('true');

    await setOrdering(owner, false);
    const closed = await (await fetch(url)).text();
    expect(attribute(cartMount(closed), 'data-open')).toBe('false');
    expect(closedNotice(closed)).toBe(CART_STRINGS.fr.orderingClosed);
  });

  it('serves the cart and tab scripts, and all JavaScript of a Premium table’s page stays within 30 KB (brotli)', async () => {
    const assets = await loadDinerAssets();
    for (const url of [assets.cartScriptUrl, assets.tabScriptUrl]) {
      const response = await fetch(`${testApp.baseUrl}${url}`, {
        headers: { 'accept-encoding': 'br' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(response.headers.get('cache-control')).toContain('immutable');
    }
    const bytes =
      assets.script.br.length + assets.cartScript.br.length + assets.tabScript.br.length;
    expect(bytes).toBeLessThanOrEqual(30 * 1024);
  });

  it('bundles the pure rules of src/domain into the diner scripts, never zod', async () => {
    const assets = await loadDinerAssets();
    for (const body of [assets.script, assets.cartScript, assets.tabScript]) {
      const code = body.identity.toString('utf8');
      expect(code).not.toContain('_zod');
      expect(code).not.toContain('ZodError');
    }
    // The refusal reasons are the server's own (order-rules.ts), not a copy.
    expect(assets.cartScript.identity.toString('utf8')).toContain('PRICES_CHANGED');
    // The tab cuts shares with the server's own split rules (split-rules.ts).
    expect(assets.tabScript.identity.toString('utf8')).toContain('amount-too-high');
  });
});
