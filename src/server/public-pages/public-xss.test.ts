import { describe, expect, it } from 'vitest';
import { MENU_MESSAGES } from '../../domain/menu/menu-schema';
import { sampleMenu } from '../testing/menu-fixtures';
import { testAppForThisFile } from '../testing/test-app';
import { publicFixtures, writeDocumentDirectly } from './testing/public-fixtures';

// Runs on SQLite and on PostgreSQL. Issue #6 "Done when": hostile text is rendered inert.
const testApp = testAppForThisFile();
const fx = publicFixtures(() => testApp);

const SCRIPT = '<script>alert(1)</script>';
const IMG = '"><img src=x onerror=alert(1)>';

const hostileMenu = () =>
  sampleMenu({
    name: `Menu ${SCRIPT}`,
    categories: [
      {
        id: 'entrees',
        name: `Entrées ${IMG}`,
        items: [
          {
            id: crypto.randomUUID(),
            name: SCRIPT,
            description: IMG,
            price: '5',
            allergens: ['Lait'],
          },
          { id: crypto.randomUUID(), name: IMG, description: `</script>${SCRIPT}`, price: '6' },
        ],
      },
    ],
  });

describe('hostile menu text', () => {
  it('is escaped in the page, its attributes and its JSON-LD', async () => {
    const owner = await fx.owner('premium', `Chez ${IMG}`);
    const menu = await fx.menu(owner, hostileMenu());
    for (const url of [`/r/${menu.id}`, `/r/${menu.id}?lang=en`]) {
      const html = (await fx.get(url)).body;
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('<img src=x');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
      // Only our own scripts: the JSON-LD block and the hashed enhancement and cart files.
      const scripts = [...html.matchAll(/<script[^>]*>/g)].map((match) => match[0]);
      expect(scripts).toEqual([
        '<script type="application/ld+json">',
        expect.stringMatching(/^<script src="\/diner\/enhance\.[\w-]{12}\.js" defer="">$/),
        expect.stringMatching(/^<script src="\/diner\/cart\.[\w-]{12}\.js" defer="">$/),
      ]);
      const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
      expect(jsonLd).not.toMatch(/[<>]/);
      expect(JSON.parse(jsonLd).hasMenu.hasMenuSection[0].hasMenuItem[1].description).toBe(
        `</script>${SCRIPT}`,
      );
    }
  });

  it('never puts a javascript: address in an image: refused on save, dropped on render', async () => {
    const owner = await fx.owner();
    const cookie = await fx.signIn(owner);
    const document = hostileMenu() as { categories: { items: { imageUrl?: string }[] }[] };
    const [dish] = document.categories[0]?.items ?? [];
    if (dish) dish.imageUrl = 'javascript:alert(1)';
    const refused = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/menus',
      headers: { cookie, origin: testApp.config.publicUrl },
      payload: document,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe(MENU_MESSAGES.imageUrlInvalid);

    const menu = await fx.menu(owner, hostileMenu());
    const stored = structuredClone(menu.document) as {
      categories: { items: { imageUrl?: string }[] }[];
    };
    const [storedDish] = stored.categories[0]?.items ?? [];
    if (storedDish) storedDish.imageUrl = 'javascript:alert(1)';
    await writeDocumentDirectly(testApp, menu.id, stored);
    const html = (await fx.get(`/r/${menu.id}`)).body;
    expect(html).not.toContain('javascript:');
  });
});
