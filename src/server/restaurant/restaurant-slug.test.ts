import { describe, expect, it } from 'vitest';
import { isSlugShaped, RESERVED_SLUGS, SLUG_MESSAGES } from '../../domain/restaurant/slug';
import { migrations } from '../db/migrations';
import { migrateToLatest } from '../db/migrator';
import { publicFixtures } from '../public-pages/testing/public-fixtures';
import type { OwnerFixture } from '../testing/factories';
import { sampleMenu } from '../testing/menu-fixtures';
import { testAppForThisFile } from '../testing/test-app';
import { createTestDatabase } from '../testing/test-database';

// Runs on SQLite and on PostgreSQL. Issue 15 §6: a readable public address.
const PUBLIC_URL = 'https://menus.ardoise.fr';
const testApp = testAppForThisFile({ env: { PUBLIC_URL } });
const fx = publicFixtures(() => testApp);
const get = (url: string) => fx.get(url, { host: 'localhost' });

async function restaurantApi(owner: OwnerFixture) {
  const cookie = await fx.signIn(owner);
  const headers = { cookie, origin: PUBLIC_URL, host: 'localhost' };
  return {
    get: () => testApp.app.inject({ method: 'GET', url: '/api/v1/restaurant', headers }),
    put: (payload: object) =>
      testApp.app.inject({ method: 'PUT', url: '/api/v1/restaurant', headers, payload }),
  };
}

/** An owner with a menu diners can open, and their restaurant API. */
async function restaurantWithMenu(name: string) {
  const owner = await fx.owner('free', name);
  await fx.menu(owner, sampleMenu());
  return { owner, api: await restaurantApi(owner) };
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

describe('slug made from the restaurant name', () => {
  it('folds accents and numbers the next owners of the same name', async () => {
    const owner = await fx.owner('free', 'Crêperie Éloïse & Fils');
    // Made by the sign-up itself, before the owner ever asks for it.
    expect(await fx.slugOf(owner)).toBe('creperie-eloise-fils');
    const first = await restaurantApi(owner);
    expect((await first.get()).json()).toMatchObject({
      slug: 'creperie-eloise-fils',
      publicUrl: `${PUBLIC_URL}/creperie-eloise-fils`,
    });
    const second = await restaurantApi(await fx.owner('free', 'Crêperie  Eloise, fils'));
    expect((await second.get()).json().slug).toBe('creperie-eloise-fils-2');
    const third = await restaurantApi(await fx.owner('free', 'CRÊPERIE ÉLOÏSE FILS'));
    expect((await third.get()).json().slug).toBe('creperie-eloise-fils-3');
  });

  it('never makes a reserved word: a restaurant called "Login" gets login-2', async () => {
    const api = await restaurantApi(await fx.owner('free', 'Login'));
    expect((await api.get()).json().slug).toBe('login-2');
  });

  it('is given to owners who signed up before addresses existed, oldest first', async () => {
    const before = migrations.findIndex((m) => m.name === '2026-11-27-060-restaurant-slug');
    const database = await createTestDatabase({ migrations: migrations.slice(0, before) });
    try {
      const { db, dialect } = database.database;
      const user = (id: string, restaurantName: string, createdAt: string) => ({
        id,
        name: restaurantName,
        email: `${id}@example.fr`,
        emailVerified: true,
        restaurantName,
        createdAt,
        updatedAt: createdAt,
      });
      await db
        .insertInto('user')
        .values([
          user('b', 'Le Petit Bistro', '2026-02-01T10:00:00.000Z'),
          user('a', 'Le Petit Bistro', '2026-01-01T10:00:00.000Z'),
          user('c', '東京', '2026-03-01T10:00:00.000Z'),
        ])
        .execute();
      await migrateToLatest(db, dialect);
      const rows = await db
        .selectFrom('restaurant_slug')
        .select(['owner_id', 'slug'])
        .orderBy('owner_id')
        .execute();
      expect(rows).toEqual([
        { owner_id: 'a', slug: 'le-petit-bistro' },
        { owner_id: 'b', slug: 'le-petit-bistro-2' },
        { owner_id: 'c', slug: 'restaurant' },
      ]);
    } finally {
      await database.cleanup();
    }
  });
});

describe('GET /{slug}', () => {
  it('serves the restaurant page like /u/{id}, both canonical at the slug', async () => {
    const { owner, api } = await restaurantWithMenu('Chez Slugette');
    const { slug } = (await api.get()).json();
    const bySlug = await get(`/${slug}`);
    const byId = await get(`/u/${owner.id}`);
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.body).toContain('Velouté de potimarron');
    expect(canonicalOf(bySlug.body)).toBe(`${PUBLIC_URL}/${slug}`);
    expect(canonicalOf(byId.body)).toBe(`${PUBLIC_URL}/${slug}`);
    expect(bySlug.headers['cache-control']).toBe(byId.headers['cache-control']);
  });

  it('answers "Menu non disponible" (404) for a slug nobody has', async () => {
    const response = await get('/personne-ici');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Menu non disponible');
  });

  it('leaves the app’s own routes and files alone', async () => {
    expect((await get('/login')).body).not.toContain('Menu non disponible');
    expect((await get('/robots.txt')).body).toContain('Sitemap:');
    expect((await get('/healthz')).statusCode).toBe(200);
    expect((await get('/favicon.svg')).headers['content-type']).toContain('image/svg+xml');
  });
});

describe('PUT /api/v1/restaurant {slug}', () => {
  it('moves the page: the new address serves it, the old one redirects with 301', async () => {
    const { owner, api } = await restaurantWithMenu('Le Vieux Port');
    const old = (await api.get()).json().slug as string;
    // Warm both caches (page cache and the fast path) before the change.
    expect((await get(`/${old}`)).statusCode).toBe(200);
    expect((await get(`/${old}`)).statusCode).toBe(200);

    const changed = await api.put({ slug: 'vieux-port-marseille' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      slug: 'vieux-port-marseille',
      publicUrl: `${PUBLIC_URL}/vieux-port-marseille`,
    });
    const page = await get('/vieux-port-marseille');
    expect(page.statusCode).toBe(200);
    expect(canonicalOf(page.body)).toBe(`${PUBLIC_URL}/vieux-port-marseille`);
    expect(canonicalOf((await get(`/u/${owner.id}`)).body)).toBe(
      `${PUBLIC_URL}/vieux-port-marseille`,
    );
    // Typed from a flyer, in capitals: lower case first (then, here, the current slug).
    const typed = await get('/Vieux-Port-Marseille');
    expect(typed.statusCode).toBe(301);
    expect(typed.headers.location).toBe('/vieux-port-marseille');
    const moved = await get(`/${old}?lang=en`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/vieux-port-marseille?lang=en');

    // Back to the first address: it is still theirs.
    expect((await api.put({ slug: old })).statusCode).toBe(200);
    expect((await get(`/${old}`)).statusCode).toBe(200);
    expect((await get('/vieux-port-marseille')).headers.location).toBe(`/${old}`);
  });

  it('refuses another owner’s slug, current or former, with 409', async () => {
    const { api: first } = await restaurantWithMenu('La Table Prise');
    const taken = (await first.get()).json().slug as string;
    expect((await first.put({ slug: 'la-table-prise-avant' })).statusCode).toBe(200);
    const other = await restaurantApi(await fx.owner('free', 'Autre Table'));
    for (const slug of [taken, 'la-table-prise-avant']) {
      const response = await other.put({ slug });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(SLUG_MESSAGES.taken);
    }
    expect((await other.get()).json().slug).toBe('autre-table');
    expect((await get('/la-table-prise-avant')).statusCode).toBe(200);
  });

  it.each([
    ['ab', SLUG_MESSAGES.tooShort],
    ['a'.repeat(61), SLUG_MESSAGES.tooLong],
    ['Le-Bistro', SLUG_MESSAGES.characters],
    ['le bistro', SLUG_MESSAGES.characters],
    ['-bistro', SLUG_MESSAGES.characters],
    ['café', SLUG_MESSAGES.characters],
    ['dashboard', SLUG_MESSAGES.reserved],
  ])('answers 422 in French for %j', async (slug, message) => {
    const api = await restaurantApi(await fx.owner('free', 'Refus'));
    const response = await api.put({ slug });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(message);
  });

  it('needs a signed-in owner', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/restaurant' });
    expect(response.statusCode).toBe(401);
  });
});

describe('reserved words', () => {
  it('cover every route of the app: none of them can become a restaurant address', async () => {
    const heads = [...testApp.routeHeads];
    // The app's fixed pages and scopes are among them (a sanity check of the enumeration).
    expect(heads).toEqual(
      expect.arrayContaining(['api', 'login', 'dashboard', 'r', 'u', 'menu', 'sitemap.xml']),
    );
    const api = await restaurantApi(await fx.owner('free', 'Routes'));
    for (const head of heads) {
      if (isSlugShaped(head)) expect(RESERVED_SLUGS, head).toContain(head);
      const response = await api.put({ slug: head });
      expect(response.statusCode, head).toBe(422);
    }
  });
});

describe('sitemap', () => {
  it('lists the restaurant at its slug, not at /u/{id}', async () => {
    const { owner, api } = await restaurantWithMenu('Bistro du Plan');
    await api.put({ slug: 'bistro-du-plan-du-site' });
    const xml = (await get('/sitemap.xml')).body;
    expect(xml).toContain(`<loc>${PUBLIC_URL}/bistro-du-plan-du-site</loc>`);
    expect(xml).not.toContain(`/u/${owner.id}<`);
    expect(xml).not.toContain(`<loc>${PUBLIC_URL}/bistro-du-plan</loc>`);
  });
});
