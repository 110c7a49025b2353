import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MenuDocumentInput } from '../../domain/menu/menu-schema';
import { testAppForThisFile } from '../testing/test-app';
import { publicFixtures, writeDocumentDirectly } from './testing/public-fixtures';

// Runs on SQLite and on PostgreSQL. Issue #6 §3 (languages) and §5 (free menus).
const testApp = testAppForThisFile();
const fx = publicFixtures(() => testApp);

const bistroMenu = (): MenuDocumentInput => ({
  name: 'Carte du midi',
  translations: { en: { name: 'Lunch menu' } },
  categories: [
    {
      id: 'entrees',
      name: 'Entrées',
      items: [
        { id: randomUUID(), name: 'Velouté de potimarron', price: '8.5', allergens: ['Lait'] },
        {
          id: randomUUID(),
          name: 'Tartare de daurade',
          description: 'Agrumes et coriandre',
          price: '12',
          allergens: ['Poissons'],
        },
      ],
    },
    {
      id: 'plats',
      name: 'Plats principaux',
      items: [
        {
          id: randomUUID(),
          name: 'Bœuf bourguignon',
          description: 'Mijoté sept heures',
          price: '19.90',
          translations: {
            en: { name: 'Slow-cooked beef stew', description: 'Simmered for seven hours' },
          },
        },
      ],
    },
  ],
});

describe('Premium menus', () => {
  let url: string;
  beforeAll(async () => {
    const owner = await fx.owner('premium');
    url = `/r/${(await fx.menu(owner, bistroMenu())).id}`;
  });

  it('translates with the owner translation, then the dictionary, else French marked lang="fr"', async () => {
    const page = await fx.get(`${url}?lang=en`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-language']).toBe('en');
    const html = page.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Lunch menu</h1>');
    expect(html).toContain('>Starters</h2>');
    expect(html).toContain('>Main courses</h2>');
    expect(html).toContain('Red kuri squash soup');
    expect(html).toContain('Slow-cooked beef stew');
    expect(html).toContain('Simmered for seven hours');
    expect(html).toContain('<span class="dish-name" lang="fr">Tartare de daurade</span>');
    expect(html).toContain('<span class="desc" lang="fr">Agrumes et coriandre</span>');
    expect(html).toContain('<span class="tag">Milk</span>');
    expect(html).toContain('<span class="tag">Fish</span>');
    // Owner's text and dictionaries only: no machine text, no AI footer (issue 13).
    expect(html).not.toContain('Menu translated with AI technology');
    expect(html).toContain('Hide dishes containing:');
    expect(html).not.toMatch(/\((EN|ES|IT|中文)\)/);
  });

  it('says when some text stays French, and only then', async () => {
    const partly = await fx.get(`${url}?lang=en`);
    expect(partly.body).toContain(
      '<p class="french-note">Some dishes are only described in French.</p>',
    );
    const french = await fx.get(url);
    expect(french.body).not.toContain('class="french-note"');
    const owner = await fx.owner('premium');
    const translated = bistroMenu();
    translated.categories = translated.categories.slice(1);
    const whole = await fx.get(`/r/${(await fx.menu(owner, translated)).id}?lang=en`);
    expect(whole.body).toContain('Slow-cooked beef stew');
    expect(whole.body).not.toContain('class="french-note"');
  });

  it('offers fr, en, es, zh and it in the selector', async () => {
    const french = await fx.get(url);
    expect(french.body).toContain('<html lang="fr">');
    expect(french.body).not.toContain('Menu translated with AI technology');
    const selector = /<nav class="langs"[^>]*>(.*?)<\/nav>/.exec(french.body)?.[1] ?? '';
    expect([...selector.matchAll(/data-lang="(\w+)"/g)].map((m) => m[1])).toEqual([
      'fr',
      'en',
      'es',
      'zh',
      'it',
    ]);
    expect(selector).toContain(`href="${url}?lang=en"`);
    const italian = await fx.get(`${url}?lang=it`);
    expect(italian.body).toContain('<html lang="it">');
    expect(italian.body).toContain('>Antipasti</h2>');
    expect(italian.body).not.toContain('Menu tradotto con tecnologia IA');
    const chinese = await fx.get(`${url}?lang=zh`);
    expect(chinese.body).toContain('>前菜</h2>');
    expect(chinese.body).not.toContain('菜单由人工智能技术翻译');
  });

  it('reads an unsupported language as French and shows no ads', async () => {
    const page = await fx.get(`${url}?lang=de`);
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).not.toContain('Publicité');
  });

  it('falls back to French when the translated page cannot be built', async () => {
    const owner = await fx.owner('premium');
    const menu = await fx.menu(owner, bistroMenu());
    const broken = structuredClone(menu.document) as unknown as {
      categories: { items: { translations?: unknown }[] }[];
    };
    // Data no save would accept: a number where the English name should be.
    const [dish] = broken.categories[0]?.items ?? [];
    if (dish) dish.translations = { en: { name: 42 } };
    await writeDocumentDirectly(testApp, menu.id, broken);
    const page = await fx.get(`/r/${menu.id}?lang=en`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr">');
    expect(page.headers['content-language']).toBe('fr');
    expect(page.body).toContain('Velouté de potimarron');
  });
});

describe('free menus', () => {
  it('ignore ?lang=en: French only, the ad slot, no upsell aimed at the diners', async () => {
    const owner = await fx.owner('free', 'Chez Léon');
    const menu = await fx.menu(owner, bistroMenu());
    const page = await fx.get(`/r/${menu.id}?lang=en`);
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<h1>Carte du midi</h1>');
    expect(html).not.toContain('data-langs');
    expect(html).not.toContain('Menu translated with AI technology');
    expect(html).toContain(
      '<aside class="ad" aria-label="Publicité"><span class="ad-label">Publicité</span>',
    );
    expect(html).toContain('Votre menu digital avec Ardoise');
    // Premium is the restaurant's business, not its customers' (issue 21 §9).
    expect(html).not.toContain('contactez le restaurateur');
    expect(html).not.toContain('Premium');
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/r/${menu.id}"/>`);
    expect(html).not.toMatch(/<script(?![^>]*(application\/ld\+json|src="\/diner\/enhance\.))/);
  });
});
