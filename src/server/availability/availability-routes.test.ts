import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { nextDailyReset } from '../../domain/menu/availability';
import { orderFixtures } from '../orders/testing/order-fixtures';
import { createOwner, signIn } from '../testing/factories';
import { openSse } from '../testing/sse-client';
import { testAppForThisFile } from '../testing/test-app';

/**
 * "Épuisé" (issue 15 §3) on SQLite and PostgreSQL: the owner's routes, the diner page and its
 * cache (through Fastify and the warm path in front of it), the live stream, and orders.
 * The app's clock is this file's: marks "back tomorrow" end when the test says.
 */
let clock = new Date('2026-01-15T19:30:00Z'); // 20:30 in Paris, a Thursday evening.
const testApp = testAppForThisFile({ listen: true, now: () => clock });
const fx = orderFixtures(() => testApp);

const soldOutUrl = (menuId: string, dishId: string) =>
  `/api/v1/menus/${menuId}/items/${dishId}/sold-out`;

async function mark(
  r: { cookie: string; menuId: string },
  dishId: string,
  body: Record<string, unknown> = { soldOut: true },
) {
  const response = await fx.call({
    method: 'POST',
    url: soldOutUrl(r.menuId, dishId),
    cookie: r.cookie,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Saves a menu back as an editor opened earlier would: with the version it read. */
const saveAsRead = (
  r: { cookie: string; menuId: string },
  read: { version: number; document: unknown },
) =>
  fx.call({
    method: 'PUT',
    url: `/api/v1/menus/${r.menuId}`,
    cookie: r.cookie,
    headers: { 'if-match': `"${read.version}"` },
    payload: read.document as object,
  });

/** The page over a real socket (the warm path answers repeats); its dish card for `dishId`. */
async function page(path: string) {
  const before = testApp.publicFastPath.stats().hits;
  const html = await (await fetch(`${testApp.baseUrl}${path}`)).text();
  const isFast = testApp.publicFastPath.stats().hits === before + 1;
  const cardOf = (dishId: string) => {
    const start = html.indexOf(`id="d-${dishId}"`);
    return html.slice(html.lastIndexOf('<li', start), html.indexOf('</li>', start));
  };
  return { html, isFast, cardOf };
}

/** Who marked it, and when (issue 24 §1): the owner here. */
const by = { markedAt: expect.any(String), markedByName: 'Propriétaire' };

describe('owner routes', () => {
  it('mark a dish until the next 05:00 in Paris, idempotently, without touching the menu version', async () => {
    const r = await fx.restaurant();
    const before = (
      await fx.call({ method: 'GET', url: `/api/v1/menus/${r.menuId}`, cookie: r.cookie })
    ).json();
    const until = nextDailyReset(clock).toISOString();
    expect(until).toBe('2026-01-16T04:00:00.000Z');
    const expected = {
      menuId: r.menuId,
      soldOut: [{ dishId: r.beef, until, ...by }],
      backAt: until,
    };
    expect(await mark(r, r.beef)).toEqual(expected);
    expect(await mark(r, r.beef)).toEqual(expected);
    const listed = await fx.call({
      method: 'GET',
      url: `/api/v1/menus/${r.menuId}/availability`,
      cookie: r.cookie,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    expect(listed.json()).toEqual(expected);
    // An editor opened before the tap saves with its version: no conflict.
    const after = (
      await fx.call({ method: 'GET', url: `/api/v1/menus/${r.menuId}`, cookie: r.cookie })
    ).json();
    expect(after.version).toBe(before.version);
    const saved = await saveAsRead(r, before);
    expect(saved.statusCode, saved.body).toBe(200);

    expect(await mark(r, r.soup, { soldOut: true, until: 'indefinite' })).toEqual({
      menuId: r.menuId,
      soldOut: [
        { dishId: r.beef, until, ...by },
        { dishId: r.soup, until: null, ...by },
      ].sort((a, b) => a.dishId.localeCompare(b.dishId)),
      backAt: until,
    });
    expect(await mark(r, r.beef, { soldOut: false })).toEqual({
      menuId: r.menuId,
      soldOut: [{ dishId: r.soup, until: null, ...by }],
      backAt: until,
    });
    expect(await mark(r, r.beef, { soldOut: false })).toEqual({
      menuId: r.menuId,
      soldOut: [{ dishId: r.soup, until: null, ...by }],
      backAt: until,
    });
  });

  it('bring a dish back at the next opening after tonight when the profile has opening hours', async () => {
    const r = await fx.restaurant();
    // Lunch and dinner Tuesday to Saturday; the clock is Thursday 15 January, 20:30 in Paris.
    const hours = [
      { days: [2, 3, 4, 5, 6], start: '12:00', end: '14:30' },
      { days: [2, 3, 4, 5, 6], start: '19:00', end: '23:00' },
    ];
    const saved = await fx.call({
      method: 'PUT',
      url: '/api/v1/restaurant',
      cookie: r.cookie,
      payload: { openingHours: hours },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const fridayNoon = '2026-01-16T11:00:00.000Z';
    expect(await mark(r, r.beef)).toEqual({
      menuId: r.menuId,
      soldOut: [{ dishId: r.beef, until: fridayNoon, ...by }],
      backAt: fridayNoon,
    });
    // Still out at Friday 05:00 (the reset without hours), back at Friday noon exactly.
    const saved0 = clock;
    try {
      clock = new Date('2026-01-16T04:00:01Z');
      expect((await page(`/r/${r.menuId}`)).cardOf(r.beef)).toContain('Épuisé');
      clock = new Date('2026-01-16T11:00:00Z');
      expect((await page(`/r/${r.menuId}`)).cardOf(r.beef)).not.toContain('Épuisé');
    } finally {
      clock = saved0;
    }
  });

  it('show `soldOut` on each dish of the menu document, read-only: a save neither sets nor clears it', async () => {
    const r = await fx.restaurant();
    await mark(r, r.beef);
    const read = async () =>
      (await fx.call({ method: 'GET', url: `/api/v1/menus/${r.menuId}`, cookie: r.cookie })).json();
    const flags = (menu: {
      document: { categories: { items: { id: string; soldOut: boolean }[] }[] };
    }) =>
      Object.fromEntries(
        menu.document.categories
          .flatMap((category) => category.items)
          .map((dish) => [dish.id, dish.soldOut]),
      );
    const before = await read();
    expect(flags(before)[r.beef]).toBe(true);
    expect(flags(before)[r.soup]).toBe(false);
    // A client sends the document back with the flags flipped: the marks stay as they are.
    for (const dish of before.document.categories.flatMap(
      (c: { items: { soldOut: boolean }[] }) => c.items,
    )) {
      dish.soldOut = !dish.soldOut;
    }
    const saved = await saveAsRead(r, before);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(flags(saved.json())[r.beef]).toBe(true);
    expect(flags(saved.json())[r.soup]).toBe(false);
    expect(flags(await read())).toEqual(flags(saved.json()));
    // When the mark ends, the document says so.
    clock = new Date(nextDailyReset(clock).getTime() + 1000);
    expect(flags(await read())[r.beef]).toBe(false);
  });

  it('forget a dish taken out of the menu', async () => {
    const r = await fx.restaurant();
    await mark(r, r.soup);
    const menu = (
      await fx.call({ method: 'GET', url: `/api/v1/menus/${r.menuId}`, cookie: r.cookie })
    ).json();
    const document = {
      ...menu.document,
      categories: menu.document.categories.filter(
        (category: { id: string }) => category.id !== 'entrees',
      ),
    };
    const saved = await fx.call({
      method: 'PUT',
      url: `/api/v1/menus/${r.menuId}`,
      cookie: r.cookie,
      headers: { 'if-match': `"${menu.version}"` },
      payload: document,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const listed = await fx.call({
      method: 'GET',
      url: `/api/v1/menus/${r.menuId}/availability`,
      cookie: r.cookie,
    });
    expect(listed.json()).toEqual({
      menuId: r.menuId,
      soldOut: [],
      backAt: nextDailyReset(clock).toISOString(),
    });
  });

  it('answer 401 signed out, 404 for another owner’s menu or an unknown dish, 422 for a bad body, in French', async () => {
    const r = await fx.restaurant();
    const other = await createOwner({
      auth: testApp.auth,
      database: testApp.testDatabase.database,
      events: testApp.events,
    });
    const otherCookie = await signIn(testApp.auth, other);
    const cases = [
      { cookie: undefined, url: soldOutUrl(r.menuId, r.beef), status: 401 },
      {
        cookie: otherCookie,
        url: soldOutUrl(r.menuId, r.beef),
        status: 404,
        message: 'Menu non trouvé',
      },
      {
        cookie: r.cookie,
        url: soldOutUrl(r.menuId, randomUUID()),
        status: 404,
        message: 'Plat non trouvé dans ce menu.',
      },
      {
        cookie: r.cookie,
        url: soldOutUrl(randomUUID(), r.beef),
        status: 404,
        message: 'Menu non trouvé',
      },
    ];
    for (const { cookie, url, status, message } of cases) {
      const response = await fx.call({ method: 'POST', url, cookie, payload: { soldOut: true } });
      expect(response.statusCode, url).toBe(status);
      if (message) expect(response.json().error.message).toBe(message);
    }
    for (const cookie of [undefined, otherCookie]) {
      const read = await fx.call({
        method: 'GET',
        url: `/api/v1/menus/${r.menuId}/availability`,
        cookie,
      });
      expect(read.statusCode).toBe(cookie ? 404 : 401);
    }
    const bad = await fx.call({
      method: 'POST',
      url: soldOutUrl(r.menuId, r.beef),
      cookie: r.cookie,
      payload: { soldOut: 'oui', until: 'demain' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.message).toBe('Indiquez si le plat est épuisé (vrai ou faux).');
    // Another site's page cannot toggle it (CSRF): the origin is checked.
    const forged = await testApp.app.inject({
      method: 'POST',
      url: soldOutUrl(r.menuId, r.beef),
      headers: { cookie: r.cookie, origin: 'https://evil.example' },
      payload: { soldOut: true },
    });
    expect(forged.statusCode).toBe(403);
    // Nothing above changed anything.
    const listed = await fx.call({
      method: 'GET',
      url: `/api/v1/menus/${r.menuId}/availability`,
      cookie: r.cookie,
    });
    expect(listed.json().soldOut).toEqual([]);
  });
});

describe('the diner page', () => {
  // Free menus for the warm-path checks: a Premium menu's background translations also
  // announce changes, which would send a request back through Fastify at any moment.
  it('shows "Épuisé" at once (cache and warm path invalidated) and keeps the dish', async () => {
    const r = await fx.restaurant({ plan: 'free' });
    const path = `/r/${r.menuId}`;
    expect((await page(path)).cardOf(r.beef)).not.toContain('Épuisé');
    expect((await page(path)).isFast).toBe(true);
    await mark(r, r.beef);
    const marked = await page(path);
    expect(marked.isFast).toBe(false);
    expect(marked.cardOf(r.beef)).toContain('data-sold-out=""');
    expect(marked.cardOf(r.beef)).toContain('<span class="sold-out">Épuisé</span>');
    expect(marked.cardOf(r.beef)).toContain('Bœuf bourguignon');
    // Search engines read it too: the dish's JSON-LD offer is SoldOut, the others InStock.
    expect(marked.html).toMatch(
      /"name":"Bœuf bourguignon"[^}]*"offers":\{[^}]*"availability":"https:\/\/schema.org\/SoldOut"\}/,
    );
    expect(marked.html).toMatch(
      /"name":"Velouté[^"]*"[^}]*"offers":\{[^}]*"availability":"https:\/\/schema.org\/InStock"\}/,
    );
    expect(marked.cardOf(r.soup)).not.toContain('sold-out');
    expect(marked.html).toContain(
      `data-availability="/api/v1/public/menus/${r.menuId}/availability/events"`,
    );
    expect((await page(path)).isFast).toBe(true);
    await mark(r, r.beef, { soldOut: false });
    expect((await page(path)).cardOf(r.beef)).not.toContain('sold-out');
  });

  it('says it in the page’s language, on the card the cart script reads', async () => {
    const r = await fx.restaurant();
    await mark(r, r.beef);
    const words = { fr: 'Épuisé', en: 'Sold out', es: 'Agotado', it: 'Esaurito', zh: '已售罄' };
    for (const [lang, word] of Object.entries(words)) {
      const card = (await page(`/r/${r.menuId}?lang=${lang}`)).cardOf(r.beef);
      expect(card, lang).toContain(`<span class="sold-out">${word}</span>`);
      // The cart script disables its button for cards carrying this attribute.
      expect(card).toContain('data-sold-out=""');
    }
  });

  it('drops "Épuisé" exactly when the mark ends, without any event', async () => {
    const r = await fx.restaurant({ plan: 'free' });
    const path = `/r/${r.menuId}`;
    const saved = clock;
    try {
      const { soldOut } = await mark(r, r.beef);
      const until = Date.parse(soldOut[0].until);
      clock = new Date(until - 600_000);
      expect((await page(path)).cardOf(r.beef)).toContain('sold-out');
      expect((await page(path)).isFast).toBe(true);
      // Minutes before the end, Fastify answers (a Cache-Control that ends with the mark,
      // page-cache-control.ts) rather than the warm path replaying the usual one.
      clock = new Date(until - 1);
      const last = await page(path);
      expect(last.cardOf(r.beef)).toContain('sold-out');
      expect(last.isFast).toBe(false);
      clock = new Date(until);
      const after = await page(path);
      expect(after.isFast).toBe(false);
      expect(after.cardOf(r.beef)).not.toContain('sold-out');
      const listed = await fx.call({
        method: 'GET',
        url: `/api/v1/menus/${r.menuId}/availability`,
        cookie: r.cookie,
      });
      expect(listed.json().soldOut).toEqual([]);
    } finally {
      clock = saved;
    }
  });

  it('hears changes live on its stream, and the stream is only for menus diners can open', async () => {
    const r = await fx.restaurant();
    const stream = await openSse(
      `${testApp.baseUrl}/api/v1/public/menus/${r.menuId}/availability/events`,
    );
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    const first = await stream.next();
    expect(first?.event).toBe('availability');
    expect(JSON.parse(String(first?.data))).toEqual({ soldOut: [] });
    await mark(r, r.beef);
    expect(JSON.parse(String((await stream.next())?.data))).toEqual({ soldOut: [r.beef] });
    await mark(r, r.beef, { soldOut: false });
    expect(JSON.parse(String((await stream.next())?.data))).toEqual({ soldOut: [] });
    await stream.close();

    const unknown = await fetch(
      `${testApp.baseUrl}/api/v1/public/menus/${randomUUID()}/availability/events`,
    );
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.message).toBe('Menu non trouvé');
  });
  it('tells open pages when a mark ends by itself, at its `until`', async () => {
    const r = await fx.restaurant({ plan: 'free' });
    const saved = clock;
    try {
      const { soldOut } = await mark(r, r.beef);
      const until = Date.parse(soldOut[0].until);
      clock = new Date(until - 300);
      const stream = await openSse(
        `${testApp.baseUrl}/api/v1/public/menus/${r.menuId}/availability/events`,
      );
      expect(JSON.parse(String((await stream.next())?.data))).toEqual({ soldOut: [r.beef] });
      // The stream's timer is due in 300 ms of real time; by then the app's clock says `until`.
      clock = new Date(until);
      expect(JSON.parse(String((await stream.next(2000))?.data))).toEqual({ soldOut: [] });
      await stream.close();
    } finally {
      clock = saved;
    }
  });
});

describe('orders', () => {
  it('refuse a sold-out dish, even from a cart filled before, naming it in French (409)', async () => {
    const r = await fx.restaurant();
    // The diner filled the cart while the beef was available…
    const cart = [
      { dishId: r.beef, quantity: 2 },
      { dishId: r.soup, quantity: 1 },
    ];
    await mark(r, r.beef);
    const refused = await fx.place(fx.orderOf(r.menuId, cart));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'CONFLICT',
      reason: 'DISHES_UNAVAILABLE',
      message: 'Ce plat est épuisé : Bœuf bourguignon. Retirez-le de votre commande.',
    });
    const inEnglish = await fx.place(fx.orderOf(r.menuId, cart, { language: 'en' }));
    expect(inEnglish.json().error.message).toContain('Beef bourguignon');

    await mark(r, r.beef, { soldOut: false });
    const accepted = await fx.place(fx.orderOf(r.menuId, cart));
    expect(accepted.statusCode, accepted.body).toBe(201);
  });
});
