import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STOCK_IMAGES } from '../../domain/catalog/stock-images';
import { sampleMenu } from '../testing/menu-fixtures';
import { testAppForThisFile } from '../testing/test-app';
import { publicFixtures } from './testing/public-fixtures';

// Runs on SQLite and on PostgreSQL. Issue #16 §11: the stock images under hashed names, cached
// for a year like the other assets; menus keep storing the plain address.
const testApp = testAppForThisFile();
const fx = publicFixtures(() => testApp);
const STOCK_DIR = path.resolve(import.meta.dirname, '..', '..', 'web', 'public', 'stock');
const IMMUTABLE = 'public, max-age=31536000, immutable';

const contentHash = (file: string) =>
  createHash('sha256')
    .update(readFileSync(path.join(STOCK_DIR, file)))
    .digest('hex')
    .slice(0, 12);

describe('stock images', () => {
  it('serves each stock image under a name with its content hash, cached for a year', async () => {
    for (const image of STOCK_IMAGES) {
      const file = path.basename(image.url);
      const hashed = `/stock/${file.replace('.svg', '')}.${contentHash(file)}.svg`;
      const answer = await fx.get(hashed, { 'accept-encoding': 'br' });
      expect(answer.statusCode, hashed).toBe(200);
      expect(answer.headers['content-type']).toBe('image/svg+xml');
      expect(answer.headers['cache-control']).toBe(IMMUTABLE);
      expect(answer.headers['content-encoding']).toBe('br');
      const plain = await fx.get(image.url);
      expect(plain.statusCode).toBe(200);
      expect(plain.rawPayload.equals(readFileSync(path.join(STOCK_DIR, file)))).toBe(true);
      // The stored address keeps working for pages cached elsewhere, but only for an hour.
      expect(plain.headers['cache-control']).toBe('public, max-age=3600');
    }
  });

  it('answers 404 for a wrong hash or an unknown image', async () => {
    expect((await fx.get('/stock/cheeseburger.000000000000.svg')).statusCode).toBe(404);
    expect((await fx.get('/stock/inconnu.svg')).statusCode).toBe(404);
  });

  it('puts the hashed address in diner pages and in the owner app, and stores the plain one', async () => {
    const image = STOCK_IMAGES[0];
    if (!image) throw new Error('no stock image');
    const hashed = `/stock/${path.basename(image.url, '.svg')}.${contentHash(path.basename(image.url))}.svg`;
    const document = sampleMenu();
    const dish = document.categories[0]?.items;
    if (!Array.isArray(dish) || !dish[0]) throw new Error('sample menu without a dish');
    dish[0] = { ...dish[0], imageUrl: image.url };
    const owner = await fx.owner();
    const menu = await fx.menu(owner, document);
    const page = await fx.get(`/r/${menu.id}`);
    expect(page.body).toContain(`src="${hashed}"`);
    expect(page.body).not.toContain(`src="${image.url}"`);

    const cookie = await fx.signIn(owner);
    const stored = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/menus/${menu.id}`,
      headers: { cookie },
    });
    expect(JSON.stringify(stored.json())).toContain(`"imageUrl":"${image.url}"`);

    const shell = await fx.get('/dashboard');
    const meta = /<meta name="ardoise-stock-images" content="([^"]*)">/.exec(shell.body)?.[1];
    const map = JSON.parse(String(meta).replaceAll('&quot;', '"')) as Record<string, string>;
    expect(map[image.url]).toBe(hashed);
  });
});
