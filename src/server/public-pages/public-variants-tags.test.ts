import { randomUUID } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildReferenceMenu } from '../../../scripts/bench/reference-menu';
import type { MenuDocument } from '../../domain/menu/menu-schema';
import { DISH_TAGS } from '../../domain/menu/tags';
import { richMenu } from '../testing/menu-fixtures';
import { testAppForThisFile } from '../testing/test-app';
import { publicFixtures } from './testing/public-fixtures';

// Issue 15 §1–2 on the diner page; runs on SQLite and on PostgreSQL.
const testApp = testAppForThisFile();
const fx = publicFixtures(() => testApp);

async function publish(plan: 'free' | 'premium' = 'free') {
  const owner = await fx.owner(plan);
  const menu = await fx.menu(owner, richMenu());
  const document = menu.document as MenuDocument;
  const dishes = document.categories.flatMap((category) => category.items);
  const byName = (name: string) => dishes.find((dish) => dish.name === name);
  return { menu, byName, page: async (query = '') => (await fx.get(`/r/${menu.id}${query}`)).body };
}

/** The `<li class="dish">` of a dish: its opening tag and content. */
const cardOf = (html: string, dishId: string | undefined) =>
  new RegExp(`<li class="dish" id="d-${dishId}"[^>]*>.*?</li>`, 's').exec(html)?.[0] ?? '';

const jsonLdOf = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');

const visibleCount = (html: string) =>
  (html.match(/<li class="dish" id="d-[^"]+"(?![^>]*hidden)[^>]*>/g) ?? []).length;

describe('variants on the diner page', () => {
  it('lists every variant with its price instead of the single price, escaped', async () => {
    const { page, byName } = await publish();
    const wine = cardOf(await page(), byName('Côtes-du-Rhône')?.id);
    const variants = [
      ...wine.matchAll(/class="variant-name"[^>]*>([^<]*)<\/span><span class="price">([^<]*)</g),
    ];
    expect(variants.map((match) => [match[1], match[2]])).toEqual([
      ['Verre 12 cl', '6,00\u00a0€'],
      ['Bouteille 75 cl', '32,00\u00a0€'],
      ['Pichet &lt;50 cl&gt;', '18,50\u00a0€'],
    ]);
    expect(wine).not.toContain('<50');
    // The single price is not shown: the three prices above are the only ones.
    expect(wine.match(/class="price"/g)).toHaveLength(3);
    expect(wine).toContain('role="list"');
  });

  it('translates the names (dictionary) and keeps unknown ones French', async () => {
    const { page, byName } = await publish('premium');
    const wine = cardOf(await page('?lang=en'), byName('Côtes-du-Rhône')?.id);
    expect(wine).toContain('<span class="variant-name">Glass 12 cl</span>');
    expect(wine).toContain('<span class="variant-name">Bottle 75 cl</span>');
    expect(wine).toContain('<span class="variant-name" lang="fr">Pichet &lt;50 cl&gt;</span>');
  });

  it('gives the cart one price per variant on Premium menus, none on the card', async () => {
    const { page, byName } = await publish('premium');
    const wine = byName('Côtes-du-Rhône');
    const card = cardOf(await page(), wine?.id);
    expect(card.slice(0, card.indexOf('>'))).not.toContain('data-cents');
    expect(card).toContain(`data-variant="${wine?.variants?.[1]?.id}" data-cents="3200"`);
  });

  it('says one Offer per variant in JSON-LD', async () => {
    const { page } = await publish();
    const items = jsonLdOf(await page()).hasMenu.hasMenuSection.flatMap(
      (section: { hasMenuItem: unknown[] }) => section.hasMenuItem,
    );
    const wine = items.find((item: { name: string }) => item.name === 'Côtes-du-Rhône');
    expect(wine.offers).toEqual([
      {
        '@type': 'Offer',
        name: 'Verre 12 cl',
        price: '6.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
      {
        '@type': 'Offer',
        name: 'Bouteille 75 cl',
        price: '32.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
      {
        '@type': 'Offer',
        name: 'Pichet <50 cl>',
        price: '18.50',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
    ]);
  });
});

describe('tags on the diner page', () => {
  it('shows icon and words on the card, named for screen readers', async () => {
    const { page, byName } = await publish();
    const html = await page();
    const ratatouille = cardOf(html, byName('Ratatouille')?.id);
    expect(ratatouille).toContain('data-tags="fait-maison vegan"');
    expect(ratatouille).toContain('<span class="sr-only">Mentions : </span>');
    expect(ratatouille).toMatch(
      /data-tag="fait-maison"><svg class="icon" aria-hidden="true" focusable="false"><use href="#i-fait-maison"><\/use><\/svg><span>Fait maison<\/span>/,
    );
    expect(ratatouille).toContain('<span>Vegan</span>');
    // Each icon is drawn once, in the page's sprite.
    expect(html.match(/<symbol id="i-vegan"/g)).toHaveLength(1);
    expect(html).toContain('<symbol id="i-epice"');
  });

  it('speaks the page’s language; "Fait maison" stays the French mention', async () => {
    const { page, byName } = await publish('premium');
    const html = await page('?lang=it');
    const ratatouille = cardOf(html, byName('Ratatouille')?.id);
    expect(ratatouille).toContain(
      '<span lang="fr">Fait maison</span><span class="tag-note"> (Fatto in casa)</span>',
    );
    expect(ratatouille).toContain('<span>Vegano</span>');
    expect(cardOf(html, byName('Bœuf bourguignon')?.id)).toContain('<span>Piccante</span>');
  });

  it('says the diets in JSON-LD (suitableForDiet)', async () => {
    const { page } = await publish();
    const items = jsonLdOf(await page()).hasMenu.hasMenuSection.flatMap(
      (section: { hasMenuItem: unknown[] }) => section.hasMenuItem,
    );
    const dietsOf = (name: string) =>
      items.find((item: { name: string }) => item.name === name).suitableForDiet;
    expect(dietsOf('Ratatouille')).toEqual([
      'https://schema.org/VeganDiet',
      'https://schema.org/VegetarianDiet',
    ]);
    expect(dietsOf('Omelette aux herbes')).toEqual(['https://schema.org/VegetarianDiet']);
    expect(dietsOf('Bœuf bourguignon')).toBeUndefined();
  });
});

describe('the Végétarien / Vegan filter without JavaScript', () => {
  it('is a GET form beside the allergens; the server hides the other dishes', async () => {
    const { page, byName } = await publish();
    const plain = await page();
    expect(plain).toMatch(
      /<form class="filter-form" data-filter="" action="\/r\/[^"]+" method="get"><fieldset class="diets"><legend>Afficher uniquement :<\/legend>/,
    );
    expect(plain).toMatch(/<input type="checkbox" name="regime" value="vegetarien"\/>/);
    expect(visibleCount(plain)).toBe(4);

    const vegetarian = await page('?regime=vegetarien');
    expect(vegetarian).toContain(
      '<input type="checkbox" name="regime" checked="" value="vegetarien"/>',
    );
    expect(cardOf(vegetarian, byName('Ratatouille')?.id)).not.toMatch(/^<li[^>]*hidden/);
    expect(cardOf(vegetarian, byName('Omelette aux herbes')?.id)).not.toMatch(/^<li[^>]*hidden/);
    expect(cardOf(vegetarian, byName('Bœuf bourguignon')?.id)).toMatch(/^<li[^>]*hidden=""/);
    expect(visibleCount(vegetarian)).toBe(2);
    expect(vegetarian).toContain('2 plats masqués');

    const vegan = await page('?regime=vegan&sans=gluten');
    expect(visibleCount(vegan)).toBe(1);
    expect(cardOf(vegan, byName('Ratatouille')?.id)).not.toMatch(/^<li[^>]*hidden/);
    expect(vegan).toContain('3 plats masqués');
    // "Tout afficher" is offered once a filter is on.
    expect(plain).toMatch(/<a class="btn btn-ghost" href="[^"]+" hidden="" data-clear="">/);
    expect(vegan).toMatch(/<a class="btn btn-ghost" href="[^"]+" data-clear="">/);
  });

  it('keeps the diet in the language links', async () => {
    const { page } = await publish('premium');
    const html = await page('?regime=vegan');
    expect(html).toMatch(/href="\/r\/[^"?]+\?lang=en&amp;regime=vegan"/);
  });
});

describe('the page budget with variants and tags', () => {
  it('keeps HTML + CSS ≤ 25 KB (brotli) for the 60-dish reference menu, every dish tagged', async () => {
    const document = buildReferenceMenu();
    const dishes = document.categories.flatMap(
      (category) => category.items as Record<string, unknown>[],
    );
    dishes.forEach((dish, index) => {
      dish.tags = [DISH_TAGS[index % 7], DISH_TAGS[(index + 3) % 7]];
      if (index % 4 === 0) {
        dish.variants = ['Verre 12 cl', 'Bouteille 75 cl', 'Pichet 50 cl'].map((name, n) => ({
          id: randomUUID(),
          name,
          price: String(6 + n * 9),
        }));
      }
    });
    const owner = await fx.owner('premium');
    const menu = await fx.menu(owner, document);
    const page = await fx.get(`/r/${menu.id}`, { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(page.rawPayload).toString();
    expect(html.match(/class="variant"/g)).toHaveLength(45);
    expect(page.rawPayload.length).toBeLessThan(25 * 1024);
  });
});
