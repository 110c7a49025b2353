import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../domain/menu/price';
import { createEventBus } from '../events/event-bus';
import { silentLogger } from '../logging/logger';
import { changePlan } from '../plans/plan-service';
import { sampleMenu } from '../testing/menu-fixtures';
import { testAppForThisFile } from '../testing/test-app';
import { PUBLIC_PAGE_CACHE_CONTROL } from './public-routes';
import { publicFixtures } from './testing/public-fixtures';

// Runs on SQLite and on PostgreSQL. Issue #6 §6: cached pages, ETag, invalidation.
const testApp = testAppForThisFile();
const fx = publicFixtures(() => testApp);

describe('cached public pages', () => {
  it('answers with precompressed bodies, a strong ETag per encoding and CDN-friendly caching', async () => {
    const owner = await fx.owner();
    const url = `/r/${(await fx.menu(owner, sampleMenu())).id}`;
    const br = await fx.get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers.etag).toMatch(/^"[\w-]{27}-br"$/);
    const gzip = await fx.get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.etag).toBe(String(br.headers.etag).replace('-br"', '-gz"'));
    const plain = await fx.get(url, { 'accept-encoding': 'br;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).toBe(String(br.headers.etag).replace('-br"', '"'));
    expect(plain.body).toContain('Velouté de potimarron');
  });

  it('answers 304 to a matching If-None-Match, 200 otherwise', async () => {
    const owner = await fx.owner();
    const url = `/r/${(await fx.menu(owner, sampleMenu())).id}`;
    const first = await fx.get(url, { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    const again = await fx.get(url, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const weakOtherEncoding = await fx.get(url, {
      'accept-encoding': 'gzip',
      'if-none-match': `"nope", W/${etag}`,
    });
    expect(weakOtherEncoding.statusCode).toBe(304);
    const stale = await fx.get(url, { 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);
  });

  it('shows a save made through the API at once (new ETag)', async () => {
    const owner = await fx.owner();
    const menu = await fx.menu(owner, sampleMenu());
    const url = `/r/${menu.id}`;
    const before = await fx.get(url);
    expect(before.body).toContain('Menu du midi');
    const cookie = await fx.signIn(owner);
    const saved = await testApp.app.inject({
      method: 'PUT',
      url: `/api/v1/menus/${menu.id}`,
      headers: { cookie, origin: testApp.config.publicUrl, 'if-match': `"${menu.version}"` },
      payload: sampleMenu({ name: 'Carte d’hiver' }),
    });
    expect(saved.statusCode).toBe(200);
    const after = await fx.get(url, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('<h1>Carte d’hiver</h1>');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('sees a plan change made by another process (the admin command)', async () => {
    const owner = await fx.owner('free');
    const url = `/r/${(await fx.menu(owner, sampleMenu())).id}?lang=en`;
    expect((await fx.get(url)).body).toContain('<html lang="fr">');
    // What `npm run admin -- plan` does from its own process: its own bus, which only writes.
    const elsewhere = createEventBus({
      database: testApp.testDatabase.database,
      log: silentLogger,
    });
    await changePlan(
      { database: testApp.testDatabase.database, events: elsewhere },
      { ownerId: owner.id, plan: 'premium' },
    );
    await expect
      .poll(async () => (await fx.get(url)).body, { timeout: 2000, interval: 50 })
      .toContain('<html lang="en">');
    expect((await fx.get(url)).body).not.toContain('Publicité');
  });

  it('follows a restaurant name change announced on the event bus', async () => {
    const owner = await fx.owner('free', 'Ancien nom');
    const url = `/u/${owner.id}`;
    await fx.menu(owner, sampleMenu());
    expect((await fx.get(url)).body).toContain('Ancien nom');
    await testApp.testDatabase.database.db
      .updateTable('user')
      .set({ restaurantName: 'Nouveau nom' })
      .where('id', '=', owner.id)
      .execute();
    await testApp.events.publish('owner.changed', { ownerId: owner.id });
    const after = await fx.get(url);
    expect(after.body).toContain('<p class="restaurant">Nouveau nom</p>');
    expect(after.body).toContain('<title>Menu du midi · Nouveau nom</title>');
  });
});

describe('menu content', () => {
  it('hides inactive dishes and empty categories, orders categories, formats prices', async () => {
    const owner = await fx.owner();
    const url = `/r/${
      (
        await fx.menu(
          owner,
          sampleMenu({
            categories: [
              {
                id: 'desserts',
                name: 'Desserts',
                items: [
                  {
                    id: crypto.randomUUID(),
                    name: 'Tarte Tatin',
                    price: '8',
                    imageUrl: '/stock/tarte.svg',
                  },
                ],
              },
              { id: 'boissons', name: 'Boissons', items: [] },
              ...(sampleMenu().categories ?? []),
            ],
          }),
        )
      ).id
    }`;
    const html = (await fx.get(url)).body;
    expect(html).toContain('Bœuf bourguignon');
    expect(html).not.toContain('Risotto aux cèpes');
    expect(html).not.toContain('>Boissons<');
    const order = ['Entrées', 'Plats principaux', 'Desserts'].map((name) =>
      html.indexOf(`>${name}</h2>`),
    );
    expect(
      order.every((position, i) => position > 0 && (i === 0 || position > (order[i - 1] ?? 0))),
    ).toBe(true);
    // "19,90 €" with the no-break space Intl puts before the euro sign.
    expect(html).toContain(`<span class="price">${formatPrice('19.90')}</span>`);
    expect(formatPrice('8.5')).toBe('8,50\u00a0€');
    expect(html).toContain(`<span class="price">${formatPrice('8.5')}</span>`);
    expect(html).toContain('<span class="tag">Sulfites</span>');
    // The first photos of the page are on the first screen: loaded at once, not lazily.
    expect(html).toContain(
      '<img class="thumb" src="/stock/tarte.svg" alt="" width="88" height="88" loading="eager" decoding="async"/>',
    );
  });
});
