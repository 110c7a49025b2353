import { describe, expect, it } from 'vitest';
import {
  SLUG_CHANGE_LIMIT,
  SLUG_MESSAGES,
  SLUG_RELEASE_DAYS,
  slugFromName,
} from '../../domain/restaurant/slug';
import { migrations } from '../db/migrations';
import { migrateToLatest } from '../db/migrator';
import { publicFixtures } from '../public-pages/testing/public-fixtures';
import type { OwnerFixture } from '../testing/factories';
import { sampleMenu } from '../testing/menu-fixtures';
import { testAppForThisFile } from '../testing/test-app';
import { createTestDatabase } from '../testing/test-database';

// Issue 21 §7: former slugs are released after a grace period, address changes are limited,
// and the words a product site needs are reserved. Runs on SQLite and on PostgreSQL.
const PUBLIC_URL = 'https://menus.ardoise.fr';
const DAY_MS = 24 * 60 * 60 * 1000;
let clock = new Date('2027-03-01T10:00:00.000Z');
const later = (days: number) => {
  clock = new Date(clock.getTime() + days * DAY_MS);
};
const testApp = testAppForThisFile({ env: { PUBLIC_URL }, now: () => clock });
const fx = publicFixtures(() => testApp);
const get = (url: string) => fx.get(url, { host: 'localhost' });

async function restaurant(name: string) {
  const owner: OwnerFixture = await fx.owner('free', name);
  await fx.menu(owner, sampleMenu({ name: `Carte de ${name}` }));
  const cookie = await fx.signIn(owner);
  const headers = { cookie, origin: PUBLIC_URL, host: 'localhost' };
  const put = (slug: string) =>
    testApp.app.inject({ method: 'PUT', url: '/api/v1/restaurant', headers, payload: { slug } });
  return { owner, put, slug: String(await fx.slugOf(owner)) };
}

describe('reserved addresses', () => {
  it.each([
    'verify-email',
    'outbox',
    'cgu',
    'mentions-legales',
    'confidentialite',
    'privacy',
    'terms',
    'tarifs',
    'blog',
    'ardoise',
    'null',
    'undefined',
    '123',
    '2027',
    '0b6f8d1e-3c1a-4f7e-9a52-4c1d2e3f4a5b',
    '0b6f8d1e3c1a4f7e9a524c1d2e3f4a5b',
  ])('refuses %s with 422 in French', async (slug) => {
    const { put } = await restaurant(`Refus ${slug.slice(0, 8)}`);
    const response = await put(slug);
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({ field: 'slug', message: SLUG_MESSAGES.reserved });
  });

  it('never makes one from a name: "1789" becomes restaurant-1789, "Blog" blog-2', () => {
    expect(slugFromName('1789')).toBe('restaurant-1789');
    expect(slugFromName('Le 1789')).toBe('le-1789');
  });

  it('gives a restaurant called "Blog" blog-2 at sign-up', async () => {
    const { slug } = await restaurant('Blog');
    expect(slug).toBe('blog-2');
  });
});

describe('address changes', () => {
  it(`allows ${SLUG_CHANGE_LIMIT.limit} in ${SLUG_CHANGE_LIMIT.days} days, then 429 saying when`, async () => {
    const { put } = await restaurant('Le Bistro Pressé');
    for (let index = 1; index <= SLUG_CHANGE_LIMIT.limit; index++) {
      expect((await put(`bistro-presse-${index}`)).statusCode).toBe(200);
      later(1);
    }
    const refused = await put('bistro-presse-concurrent');
    expect(refused.statusCode).toBe(429);
    // The first change was on 1 March (Paris), plus 30 days.
    expect(refused.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      field: 'slug',
      message: `Vous avez déjà changé d’adresse 3 fois en 30 jours. Vous pourrez la changer à nouveau à partir du 31 mars 2027.`,
    });
    expect(Number(refused.headers['retry-after'])).toBe(27 * 24 * 3600);
    // Nothing moved: the address is the last one allowed.
    expect((await get('/bistro-presse-3')).statusCode).toBe(200);
    expect((await get('/bistro-presse-concurrent')).statusCode).toBe(404);

    later(SLUG_CHANGE_LIMIT.days - 3);
    expect((await put('bistro-presse-concurrent')).statusCode).toBe(200);
  });
});

describe('former addresses', () => {
  it(`redirect for ${SLUG_RELEASE_DAYS} days, then anyone may take them`, async () => {
    const first = await restaurant('La Cantine du Port');
    const old = first.slug;
    expect((await first.put('cantine-du-port-marseille')).statusCode).toBe(200);
    const other = await restaurant('Le Port Voisin');

    later(SLUG_RELEASE_DAYS - 1);
    expect((await get(`/${old}`)).headers.location).toBe('/cantine-du-port-marseille');
    const refused = await other.put(old);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(SLUG_MESSAGES.taken);

    later(2);
    const released = await get(`/${old}`);
    expect(released.statusCode).toBe(404);
    expect(released.body).toContain('Menu non disponible');
    expect((await other.put(old)).statusCode).toBe(200);
    const page = await get(`/${old}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Carte de Le Port Voisin');
    // Taken now: the first owner cannot have it back, and their page is unharmed.
    expect((await first.put(old)).statusCode).toBe(409);
    expect((await get('/cantine-du-port-marseille')).body).toContain('Carte de La Cantine du Port');
    expect((await get(`/u/${first.owner.id}`)).statusCode).toBe(200);
  });

  it('stay their owner’s to take back during the grace period', async () => {
    const { put, slug } = await restaurant('Chez Retour');
    expect((await put('chez-retour-ailleurs')).statusCode).toBe(200);
    later(SLUG_RELEASE_DAYS - 10);
    expect((await put(slug)).statusCode).toBe(200);
    expect((await get(`/${slug}`)).statusCode).toBe(200);
    expect((await get('/chez-retour-ailleurs')).headers.location).toBe(`/${slug}`);
  });
});

describe('the migration', () => {
  it('starts the grace period of the former slugs that exist on the day it runs', async () => {
    const before = migrations.findIndex((m) => m.name === '2026-11-29-110-slug-release');
    const database = await createTestDatabase({ migrations: migrations.slice(0, before) });
    try {
      const { db, dialect } = database.database;
      const at = '2026-01-01T10:00:00.000Z';
      await db
        .insertInto('user')
        .values({
          id: 'a',
          name: 'A',
          email: 'a@example.fr',
          emailVerified: true,
          restaurantName: 'A',
          createdAt: at,
          updatedAt: at,
        })
        .execute();
      await db
        .insertInto('restaurant_slug')
        .values([
          { slug: 'ancienne', owner_id: 'a', is_current: false, created_at: at },
          { slug: 'actuelle', owner_id: 'a', is_current: true, created_at: at },
        ])
        .execute();
      const startedAt = Date.now();
      await migrateToLatest(db, dialect);
      const rows = await db
        .selectFrom('restaurant_slug')
        .select(['slug', 'retired_at'])
        .orderBy('slug')
        .execute();
      expect(rows[0]?.retired_at).toBeNull();
      expect(rows[1]?.slug).toBe('ancienne');
      expect(new Date(String(rows[1]?.retired_at)).getTime()).toBeGreaterThanOrEqual(
        startedAt - 1000,
      );
    } finally {
      await database.cleanup();
    }
  });
});
