import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { UploadedImage } from '../../domain/images/image-rules';
import { EMPTY_PROFILE, PROFILE_MESSAGES } from '../../domain/restaurant/profile';
import { WEEKLY_SLOT_MESSAGES } from '../../domain/time/weekly-slots';
import { createImageService } from '../images/image-service';
import { createImageStorage } from '../images/image-storage';
import { twoColourImage } from '../images/testing/image-fixtures';
import { multipartBody } from '../images/testing/upload-helpers';
import { silentLogger } from '../logging/logger';
import { publicFixtures } from '../public-pages/testing/public-fixtures';
import { sampleMenu } from '../testing/menu-fixtures';
import { testAppForThisFile } from '../testing/test-app';

// Runs on SQLite and on PostgreSQL. Issue 15 §5: the restaurant profile through the API.
const PUBLIC_URL = 'https://menus.ardoise.fr';
const testApp = testAppForThisFile({ env: { PUBLIC_URL } });
const fx = publicFixtures(() => testApp);
let client = 0;

async function ownerApi(name = 'Le Comptoir') {
  const owner = await fx.owner('free', name);
  const cookie = await fx.signIn(owner);
  const call = (options: InjectOptions) =>
    testApp.app.inject({
      remoteAddress: `198.51.100.${++client % 250}`,
      ...options,
      headers: {
        cookie,
        origin: PUBLIC_URL,
        host: 'localhost',
        ...(options.headers as Record<string, string>),
      },
    });
  return {
    owner,
    get: () => call({ method: 'GET', url: '/api/v1/restaurant' }),
    put: (payload: object) => call({ method: 'PUT', url: '/api/v1/restaurant', payload }),
    async upload(width: number): Promise<UploadedImage> {
      const bytes = await twoColourImage('png', { width, height: 40 });
      const response = await call({
        method: 'POST',
        url: '/api/v1/images',
        ...multipartBody(bytes),
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<UploadedImage>();
    },
    deleteImage: (id: string) => call({ method: 'DELETE', url: `/api/v1/images/${id}` }),
    readImage: (id: string) => call({ method: 'GET', url: `/api/v1/images/${id}` }),
  };
}

const FULL_PROFILE = {
  streetAddress: ' 12 rue Oberkampf ',
  postalCode: '75011',
  city: 'Paris',
  phone: '01 23 45 67 89',
  description: 'Cuisine de saison, vins natures.',
  website: 'https://www.lecomptoir.fr',
  instagram: '@Le.Comptoir',
  reservationUrl: 'https://reservation.example.fr/le-comptoir',
  openingHours: [
    { days: [5, 2, 3, 4], start: '12:00', end: '14:30' },
    { days: [5, 6], start: '19:00', end: '01:00' },
  ],
};

describe('GET|PUT /api/v1/restaurant', () => {
  it('starts empty, saves every field normalised, keeps slug and publicUrl', async () => {
    const api = await ownerApi('Le Comptoir Profil');
    const empty = (await api.get()).json();
    expect(empty).toEqual({
      ...EMPTY_PROFILE,
      slug: 'le-comptoir-profil',
      publicUrl: `${PUBLIC_URL}/le-comptoir-profil`,
      logoUrl: null,
      coverUrl: null,
    });

    const saved = await api.put(FULL_PROFILE);
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      ...empty,
      streetAddress: '12 rue Oberkampf',
      postalCode: '75011',
      city: 'Paris',
      phone: '+33123456789',
      description: 'Cuisine de saison, vins natures.',
      website: 'https://www.lecomptoir.fr',
      instagram: 'le.comptoir',
      reservationUrl: 'https://reservation.example.fr/le-comptoir',
      openingHours: [
        { days: [2, 3, 4, 5], start: '12:00', end: '14:30' },
        { days: [5, 6], start: '19:00', end: '01:00' },
      ],
    };
    expect(saved.json()).toEqual(expected);
    expect((await api.get()).json()).toEqual(expected);
  });

  it('changes only the fields sent; null or "" empties one; the slug still moves', async () => {
    const api = await ownerApi('Chez Partiel');
    await api.put(FULL_PROFILE);
    const changed = await api.put({ phone: '+33 6 12 34 56 78', website: '', city: null });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      phone: '+33612345678',
      website: null,
      city: null,
      postalCode: '75011',
      instagram: 'le.comptoir',
    });
    const moved = await api.put({ slug: 'chez-partiel-paris', description: 'Nouveau' });
    expect(moved.json()).toMatchObject({
      slug: 'chez-partiel-paris',
      publicUrl: `${PUBLIC_URL}/chez-partiel-paris`,
      description: 'Nouveau',
      phone: '+33612345678',
    });
  });

  it('writes the change and an owner.changed event together', async () => {
    const api = await ownerApi('Chez Événement');
    const { db } = testApp.testDatabase.database;
    const count = async () =>
      (
        await db
          .selectFrom('app_event')
          .select('payload')
          .where('type', '=', 'owner.changed')
          .execute()
      ).filter((row) => JSON.stringify(row.payload).includes(api.owner.id)).length;
    const before = await count();
    await api.put({ description: 'Une ardoise du jour' });
    expect(await count()).toBe(before + 1);
    // The same values again change nothing: no event.
    await api.put({ description: 'Une ardoise du jour' });
    expect(await count()).toBe(before + 1);
  });

  it('answers 422 with a French message per field', async () => {
    const api = await ownerApi('Chez Erreurs');
    const response = await api.put({
      phone: '12 34',
      postalCode: '7501',
      website: 'http://www.site.fr',
      reservationUrl: 'javascript:alert(1)',
      instagram: 'https://facebook.com/bistro',
      description: 'x'.repeat(301),
      openingHours: [{ days: [], start: '25:00', end: '12:00' }],
    });
    expect(response.statusCode).toBe(422);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION');
    expect(error.fields).toMatchObject({
      phone: PROFILE_MESSAGES.phone,
      postalCode: PROFILE_MESSAGES.postalCode,
      website: PROFILE_MESSAGES.url,
      reservationUrl: PROFILE_MESSAGES.url,
      instagram: PROFILE_MESSAGES.instagram,
      description: PROFILE_MESSAGES.descriptionTooLong,
      'openingHours.0.days': WEEKLY_SLOT_MESSAGES.daysRequired,
      'openingHours.0.start': WEEKLY_SLOT_MESSAGES.timeInvalid,
    });
    // Nothing was kept.
    expect((await api.get()).json().phone).toBeNull();
    const unknown = await api.put({ fax: '01 23 45 67 89' });
    expect(unknown.statusCode).toBe(422);
  });
});

describe('logo and cover', () => {
  it('take the owner’s uploaded images; another owner’s image id answers 404', async () => {
    const alice = await ownerApi('Chez Alice');
    const bob = await ownerApi('Chez Bob');
    const logo = await alice.upload(80);
    const cover = await alice.upload(81);
    const saved = await alice.put({ logoImageId: logo.id, coverImageId: cover.id });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      logoImageId: logo.id,
      coverImageId: cover.id,
      logoUrl: logo.url,
      coverUrl: cover.url,
    });

    const stolen = await bob.put({ logoImageId: logo.id });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().error).toEqual({
      code: 'NOT_FOUND',
      message: PROFILE_MESSAGES.imageNotFound,
      field: 'logoImageId',
    });
    const unknown = await bob.put({ coverImageId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.field).toBe('coverImageId');
    expect((await bob.get()).json().logoImageId).toBeNull();
  });

  it('are in use: not deletable, never purged; free again once removed', async () => {
    const api = await ownerApi('Chez Purge');
    await fx.menu(api.owner, sampleMenu());
    const logo = await api.upload(82);
    await api.put({ logoImageId: logo.id });

    const refused = await api.deleteImage(logo.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(PROFILE_MESSAGES.imageInUse);

    const later = (days: number) =>
      createImageService({
        database: testApp.testDatabase.database,
        events: testApp.events,
        log: silentLogger,
        storage: createImageStorage(testApp.config),
        now: () => new Date(Date.now() + days * 24 * 60 * 60 * 1000),
      });
    await later(0).purgeOrphans();
    await later(30).purgeOrphans();
    expect((await api.readImage(logo.id)).statusCode).toBe(200);

    await api.put({ logoImageId: null });
    expect((await api.deleteImage(logo.id)).statusCode).toBe(204);
  });
});
