import { describe, expect, inject, it } from 'vitest';
import { orderFixtures } from '../orders/testing/order-fixtures';
import { changePlan } from '../plans/plan-service';
import { richMenu } from '../testing/menu-fixtures';
import { type TestApp, testAppForThisFile } from '../testing/test-app';
import { PUBLIC_PAGE_CACHE_CONTROL } from './page-cache-control';

/**
 * Promotions on the diner page (issue 15 §4) on SQLite and PostgreSQL, with the app's clock in
 * this file's hands: the page changes exactly at a window's edges with no event in between
 * (through Fastify and the warm path), across midnight and on the DST days in Europe/Paris;
 * shared caches may not keep it past the edge; orders are priced as the page shows.
 */
let clock = new Date('2026-11-23T16:50:00Z'); // Monday 17:50 in Paris.
const at = (iso: string) => {
  clock = new Date(iso);
};
const testApp = testAppForThisFile({ listen: true, now: () => clock });
const fx = orderFixtures(() => testApp as TestApp);
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

async function winesRestaurant() {
  const r = await fx.restaurant({ document: richMenu() });
  const dishes = r.document.categories.flatMap((category) => category.items);
  const wine = dishes.find((dish) => dish.name === 'Côtes-du-Rhône');
  const ratatouille = String(dishes.find((dish) => dish.name === 'Ratatouille')?.id);
  const [glass, bottle] = (wine?.variants ?? []).map((variant) => variant.id);
  return {
    ...r,
    wine: String(wine?.id),
    glass: String(glass),
    bottle: String(bottle),
    ratatouille,
  };
}

type JsonLdItem = { name: string; offers: { price: string } | { price: string }[] };
/** The JSON-LD offers' prices of the dish named `name` (what search engines read). */
function offerPricesOf(html: string, name: string): string[] {
  const jsonLd = JSON.parse(
    /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null',
  );
  const items: JsonLdItem[] = jsonLd.hasMenu.hasMenuSection.flatMap(
    (section: { hasMenuItem: JsonLdItem[] }) => section.hasMenuItem,
  );
  const offers = items.find((item) => item.name === name)?.offers ?? [];
  return (Array.isArray(offers) ? offers : [offers]).map((offer) => offer.price);
}

async function promote(r: { cookie: string; menuId: string }, payload: Record<string, unknown>) {
  const response = await fx.call({
    method: 'POST',
    url: `/api/v1/menus/${r.menuId}/promotions`,
    cookie: r.cookie,
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** The page over a real socket (the warm path answers repeats). */
async function page(path: string) {
  const before = testApp.publicFastPath.stats().hits;
  const response = await fetch(`${testApp.baseUrl}${path}`);
  const html = await response.text();
  const cardOf = (dishId: string) => {
    const start = html.indexOf(`id="d-${dishId}"`);
    return html.slice(html.lastIndexOf('<li', start), html.indexOf('</li>', start));
  };
  return {
    html,
    cardOf,
    isFast: testApp.publicFastPath.stats().hits === before + 1,
    cacheControl: response.headers.get('cache-control'),
  };
}

const happyHour = {
  name: 'Happy hour',
  kind: 'percent',
  percent: 20,
  categoryId: 'vins',
  slots: [{ days: EVERY_DAY, start: '18:00', end: '20:00' }],
};

describe('a happy hour on the diner page', () => {
  it('appears at 18:00:00 and goes at 20:00:00 with no event in between; caches never outlive an edge', async () => {
    at('2026-11-23T16:50:00Z'); // 17:50
    const r = await winesRestaurant();
    // A Premium menu's background translations announce changes: let them finish first, so
    // only the clock moves the page below.
    await testApp.translationQueue.idle();
    await promote(r, happyHour);
    const path = `/r/${r.menuId}`;

    const early = await page(path);
    expect(early.cardOf(r.wine)).not.toContain('Happy hour');
    expect(early.cardOf(r.wine)).toContain(`data-cents="600"`);
    expect(early.cacheControl).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect((await page(path)).isFast).toBe(true);

    // 3 minutes before: a CDN may keep it 60 s, then serve it stale 120 s, not one more.
    at('2026-11-23T16:57:00Z');
    const closer = await page(path);
    expect(closer.isFast).toBe(false);
    expect(closer.html).toBe(early.html);
    expect(closer.cacheControl).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=120');

    at('2026-11-23T16:59:59Z'); // 17:59:59
    const last = await page(path);
    expect(last.html).not.toContain('Happy hour');
    expect(last.cacheControl).toBe('public, max-age=0, s-maxage=1, stale-while-revalidate=0');

    at('2026-11-23T17:00:00Z'); // 18:00:00
    const during = await page(path);
    const card = during.cardOf(r.wine);
    expect(card).toContain('<span class="promo-badge">Happy hour</span>');
    expect(card).toContain('data-promotion=""');
    // Glass 6,00 € → 4,80 €; bottle 32,00 € → 25,60 €; the cart reads the promoted cents.
    expect(card).toMatch(
      /<s class="regular-price"><span class="sr-only">Prix habituel : <\/span>6,00\s€<\/s>/,
    );
    expect(card).toMatch(/<span class="price promo-price">4,80\s€<\/span>/);
    expect(card).toContain(`data-variant="${r.glass}" data-cents="480"`);
    expect(card).toContain(`data-variant="${r.bottle}" data-cents="2560"`);
    expect(offerPricesOf(during.html, 'Côtes-du-Rhône')).toEqual(['4.80', '25.60', '14.80']);
    // Another category: untouched.
    expect(during.cardOf(r.ratatouille)).not.toContain('data-promotion');
    expect(during.cacheControl).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect((await page(path)).isFast).toBe(true);

    at('2026-11-23T18:59:59Z');
    expect((await page(path)).html).toContain('class="promo-badge"');
    at('2026-11-23T19:00:00Z'); // 20:00:00
    const after = await page(path);
    expect(after.html).not.toContain('class="promo-badge"');
    expect(after.cardOf(r.wine)).toContain(`data-variant="${r.glass}" data-cents="600"`);
    expect(offerPricesOf(after.html, 'Côtes-du-Rhône')).toEqual(['6.00', '32.00', '18.50']);
  });

  it('shows a promotion at once when the owner creates or pauses it (the event drops the cache)', async () => {
    at('2026-11-23T17:30:00Z'); // 18:30
    const r = await winesRestaurant();
    const path = `/r/${r.menuId}`;
    expect((await page(path)).html).not.toContain('class="promo-badge"');
    const ratatouilleOfTheDay = {
      ...happyHour,
      kind: 'price',
      priceCents: 990,
      categoryId: undefined,
      dishIds: [r.ratatouille],
      name: 'Ratatouille du jour',
    };
    const created = await promote(r, ratatouilleOfTheDay);
    const shown = await page(path);
    expect(shown.cardOf(r.ratatouille)).toContain('Ratatouille du jour');
    expect(shown.cardOf(r.ratatouille)).toMatch(/9,90\s€/);
    const paused = await fx.call({
      method: 'PUT',
      url: `/api/v1/menus/${r.menuId}/promotions/${created.id}`,
      cookie: r.cookie,
      payload: { ...ratatouilleOfTheDay, enabled: false },
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect((await page(path)).html).not.toContain('class="promo-badge"');
  });

  it('stops on the free plan (Premium feature) and comes back with Premium', async () => {
    at('2026-11-23T17:30:00Z');
    const r = await winesRestaurant();
    await promote(r, happyHour);
    const path = `/r/${r.menuId}`;
    expect((await page(path)).html).toContain('class="promo-badge"');
    const deps = { database: testApp.testDatabase.database, events: testApp.events };
    await changePlan(deps, { ownerId: r.owner.id, plan: 'free' });
    expect((await page(path)).html).not.toContain('class="promo-badge"');
    await changePlan(deps, { ownerId: r.owner.id, plan: 'premium' });
    expect((await page(path)).html).toContain('class="promo-badge"');
  });
});

describe("the owner's preview", () => {
  it('shows the promotions in force by the same clock', async () => {
    at('2026-11-23T17:30:00Z'); // 18:30
    const r = await winesRestaurant();
    await promote(r, happyHour);
    const preview = () =>
      fx.call({ method: 'GET', url: `/api/v1/menus/${r.menuId}/preview`, cookie: r.cookie });
    expect((await preview()).body).toContain('<span class="promo-badge">Happy hour</span>');
    at('2026-11-23T19:00:00Z'); // 20:00
    expect((await preview()).body).not.toContain('class="promo-badge"');
  });
});

describe('windows across midnight and on the DST days (Europe/Paris)', () => {
  const isShown = async (path: string, iso: string) => {
    at(iso);
    return (await page(path)).html.includes('class="promo-badge"');
  };

  it('a Friday 22:00–02:00 window runs into Saturday', async () => {
    at('2026-11-27T20:00:00Z');
    const r = await winesRestaurant();
    await promote(r, {
      ...happyHour,
      name: 'Nocturne',
      slots: [{ days: [5], start: '22:00', end: '02:00' }],
    });
    const path = `/r/${r.menuId}`;
    expect(await isShown(path, '2026-11-27T20:59:59Z')).toBe(false); // Fri 21:59:59
    expect(await isShown(path, '2026-11-27T21:00:00Z')).toBe(true); // Fri 22:00
    expect(await isShown(path, '2026-11-27T23:30:00Z')).toBe(true); // Sat 00:30
    expect(await isShown(path, '2026-11-28T00:59:59Z')).toBe(true); // Sat 01:59:59
    expect(await isShown(path, '2026-11-28T01:00:00Z')).toBe(false); // Sat 02:00
    expect(await isShown(path, '2026-11-28T21:30:00Z')).toBe(false); // Sat 22:30: not Saturday's
  });

  it('follows the wall clock when summer time starts (29 March 2026) and ends (25 October 2026)', async () => {
    at('2026-03-28T12:00:00Z');
    const r = await winesRestaurant();
    await promote(r, {
      ...happyHour,
      name: 'Nuit',
      slots: [
        { days: [6], start: '22:00', end: '03:00' },
        { days: [7], start: '18:00', end: '20:00' },
      ],
    });
    const path = `/r/${r.menuId}`;
    // Saturday 28 March 22:00 (UTC+1) → Sunday 03:00 (UTC+2): 4 real hours.
    expect(await isShown(path, '2026-03-28T20:59:59Z')).toBe(false);
    expect(await isShown(path, '2026-03-28T21:00:00Z')).toBe(true);
    expect(await isShown(path, '2026-03-29T00:59:59Z')).toBe(true); // 01:59:59 then 03:00
    expect(await isShown(path, '2026-03-29T01:00:00Z')).toBe(false); // 03:00 summer time
    // Sunday 18:00 summer time is 16:00 UTC.
    expect(await isShown(path, '2026-03-29T15:59:59Z')).toBe(false);
    expect(await isShown(path, '2026-03-29T16:00:00Z')).toBe(true);
    expect(await isShown(path, '2026-03-29T18:00:00Z')).toBe(false);
    // Saturday 24 October 22:00 (UTC+2) → Sunday 03:00 (UTC+1): 6 real hours.
    expect(await isShown(path, '2026-10-24T19:59:59Z')).toBe(false);
    expect(await isShown(path, '2026-10-24T20:00:00Z')).toBe(true);
    expect(await isShown(path, '2026-10-25T01:59:59Z')).toBe(true);
    expect(await isShown(path, '2026-10-25T02:00:00Z')).toBe(false);
    // Sunday 18:00 winter time is 17:00 UTC.
    expect(await isShown(path, '2026-10-25T16:59:59Z')).toBe(false);
    expect(await isShown(path, '2026-10-25T17:00:00Z')).toBe(true);
  });
});

describe('"Offre du moment" and the other languages', () => {
  it('shows the banner at the top in its window, its labels translated, the text escaped', async () => {
    at('2026-11-23T11:00:00Z'); // Monday 12:00
    const r = await winesRestaurant();
    await promote(r, {
      name: 'Menu du midi <b>',
      kind: 'banner',
      text: 'Entrée + plat à 15 € <script>alert(1)</script>',
      slots: [{ days: [1, 2, 3, 4, 5], start: '11:30', end: '15:00' }],
    });
    await promote(r, happyHour);
    const path = `/r/${r.menuId}`;
    const fr = (await page(path)).html;
    expect(fr).toContain('<aside class="wrap offers" aria-label="Offre du moment">');
    expect(fr).toContain('Entrée + plat à 15 € &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(fr).toContain('Menu du midi &lt;b&gt;');
    expect(fr).not.toContain('<script>alert(1)');
    expect(fr.indexOf('class="wrap offers"')).toBeLessThan(fr.indexOf('id="menu"'));
    expect((await page(`${path}?lang=en`)).html).toContain('Offer of the moment');

    at('2026-11-23T17:30:00Z'); // 18:30: the happy hour, no banner
    const expected = {
      fr: 'Prix habituel',
      en: 'Regular price',
      es: 'Precio habitual',
      it: 'Prezzo abituale',
      zh: '原价',
    };
    for (const [lang, label] of Object.entries(expected)) {
      const html = (await page(`${path}?lang=${lang}`)).html;
      expect(html, lang).toContain(label);
      expect(html, lang).not.toContain('class="wrap offers"');
      if (lang !== 'fr')
        expect(html).toContain('<span class="promo-badge" lang="fr">Happy hour</span>');
    }
  });
});

describe('orders', () => {
  it('are priced with the promotions in force at the order instant, as the page shows them', async () => {
    at('2026-11-23T17:30:00Z'); // 18:30
    const r = await winesRestaurant();
    await promote(r, happyHour);
    const lines = [
      { dishId: r.wine, variantId: r.bottle, quantity: 1 },
      { dishId: r.wine, variantId: r.glass, quantity: 2 },
      { dishId: r.ratatouille, quantity: 1 },
    ];
    const card = (await page(`/r/${r.menuId}`)).cardOf(r.wine);
    expect(card).toContain('data-cents="2560"');
    const during = await fx.place(fx.orderOf(r.menuId, lines));
    expect(during.statusCode, during.body).toBe(201);
    expect(
      during.json().lines.map((line: { unitPriceCents: number }) => line.unitPriceCents),
    ).toEqual([2560, 480, 1400]);
    expect(during.json().totalCents).toBe(2560 + 2 * 480 + 1400);

    at('2026-11-23T19:00:00Z'); // 20:00: the cart filled at 18:30 pays the usual price…
    const happyTotal = 2560 + 2 * 480 + 1400;
    // …never unseen: a cart that showed the happy-hour total is refused, naming the reason.
    const refused = await fx.place(fx.orderOf(r.menuId, lines, { expectedTotalCents: happyTotal }));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toMatchObject({
      reason: 'PRICES_CHANGED',
      message: expect.stringContaining('Les prix ont changé'),
    });
    const usualTotal = 3200 + 2 * 600 + 1400;
    const after = await fx.place(fx.orderOf(r.menuId, lines, { expectedTotalCents: usualTotal }));
    expect(after.statusCode, after.body).toBe(201);
    expect(after.json().totalCents).toBe(usualTotal);
  });
});

describe('two instances on one database', () => {
  const b = testAppForThisFile(() => ({ sameDatabaseAs: testApp, now: () => clock }));

  it('a promotion created on A shows on B’s cached page through the event log', async () => {
    at('2026-11-23T17:30:00Z'); // 18:30
    const r = await winesRestaurant();
    const path = `/r/${r.menuId}`;
    const pageOnB = async () => (await b.app.inject({ method: 'GET', url: path })).body;
    expect(await pageOnB()).not.toContain('class="promo-badge"');
    await promote(r, happyHour);
    // NOTIFY on PostgreSQL; on SQLite, B looks at the log every 500 ms.
    const freshWithinMs = inject('testDatabase').dialect === 'postgres' ? 1000 : 3000;
    const startedAt = performance.now();
    while (!(await pageOnB()).includes('class="promo-badge"')) {
      expect(performance.now() - startedAt).toBeLessThan(freshWithinMs);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
});
