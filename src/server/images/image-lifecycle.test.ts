import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedImage } from '../../domain/images/image-rules';
import type { MenuDocumentInput } from '../../domain/menu/menu-schema';
import { silentLogger } from '../logging/logger';
import { createOwner, type OwnerFixture, signIn } from '../testing/factories';
import { type FakeS3, startFakeS3 } from '../testing/fake-s3';
import { sampleMenu } from '../testing/menu-fixtures';
import { testAppForThisFile } from '../testing/test-app';
import { storageWarning } from './image-jobs';
import { createImageService } from './image-service';
import { createImageStorage } from './image-storage';
import { exifPhoto, twoColourImage } from './testing/image-fixtures';
import { multipartBody, storedFiles } from './testing/upload-helpers';

let fakeS3: FakeS3;
beforeAll(async () => {
  fakeS3 = await startFakeS3();
});
afterAll(() => fakeS3.close());

describe.each(['disk', 's3'] as const)('photo lifecycle (%s storage)', (kind) => {
  const testApp = testAppForThisFile(() => ({
    env: kind === 's3' ? fakeS3.env : {},
    imageLimits: { maxImagesPerOwner: 3 },
  }));
  let clientCounter = 0;

  const files = () =>
    storedFiles(kind === 'disk' ? { kind, dataDir: testApp.config.dataDir } : { kind, fakeS3 });
  const deps = () => ({ auth: testApp.auth, database: testApp.testDatabase.database });

  async function owner() {
    const fixture: OwnerFixture = await createOwner(deps(), { plan: 'premium' });
    return { ...fixture, cookie: await signIn(testApp.auth, fixture) };
  }

  const call = (cookie: string, options: InjectOptions) =>
    testApp.app.inject({
      remoteAddress: `203.0.113.${++clientCounter % 250}`,
      ...options,
      headers: {
        origin: testApp.config.publicUrl,
        cookie,
        ...(options.headers as Record<string, string>),
      },
    });

  async function upload(cookie: string, bytes: Buffer) {
    const response = await call(cookie, {
      method: 'POST',
      url: '/api/v1/images',
      ...multipartBody(bytes),
    });
    return { response, image: response.json<UploadedImage>() };
  }

  /** Uploads a freshly drawn image: each size is another photo. */
  const uploadDrawn = async (cookie: string, ...image: Parameters<typeof twoColourImage>) =>
    upload(cookie, await twoColourImage(...image));

  const readImage = (cookie: string, imageId: string) =>
    call(cookie, { method: 'GET', url: `/api/v1/images/${imageId}` });

  const menuWith = (imageUrl: string): MenuDocumentInput => {
    const menu = sampleMenu();
    const dishes = menu.categories[0]?.items as { imageUrl?: string }[];
    if (dishes[0]) dishes[0].imageUrl = imageUrl;
    return menu;
  };

  const createMenuFor = (cookie: string, document: MenuDocumentInput) =>
    call(cookie, { method: 'POST', url: '/api/v1/menus', payload: document });

  /** A service on the same database and storage whose clock is `days` ahead. */
  const later = (days: number) =>
    createImageService({
      database: testApp.testDatabase.database,
      events: testApp.events,
      log: silentLogger,
      storage: createImageStorage(testApp.config),
      now: () => new Date(Date.now() + days * 24 * 60 * 60 * 1000),
    });

  it('lets a dish use my photo; another owner’s photo answers 404, when used or deleted', async () => {
    const alice = await owner();
    const bob = await owner();
    const { image } = await uploadDrawn(alice.cookie, 'png', { width: 90, height: 60 });

    const mine = await createMenuFor(alice.cookie, menuWith(image.url));
    expect(mine.statusCode).toBe(201);

    const stolen = await createMenuFor(bob.cookie, menuWith(image.url));
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().error).toEqual({
      code: 'NOT_FOUND',
      message: 'Une photo de ce menu est introuvable : choisissez-la à nouveau.',
      field: 'categories.0.items.0.imageUrl',
    });
    const missingVariant = image.url.replace(/-\d+\.jpg$/, '-9999.jpg');
    expect((await createMenuFor(alice.cookie, menuWith(missingVariant))).statusCode).toBe(404);

    const read = await readImage(bob.cookie, image.id);
    expect(read.statusCode).toBe(404);
    const deleted = await call(bob.cookie, { method: 'DELETE', url: `/api/v1/images/${image.id}` });
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json().error.message).toBe('Photo introuvable.');
  });

  it('deletes an unused photo and its files; refuses while a menu shows it', async () => {
    const alice = await owner();
    const before = await files();
    const { image } = await uploadDrawn(alice.cookie, 'webp', { width: 70, height: 50 });
    expect((await files()).length).toBe(before.length + 3);

    const menu = await createMenuFor(alice.cookie, menuWith(image.url));
    const inUse = await call(alice.cookie, { method: 'DELETE', url: `/api/v1/images/${image.id}` });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error.message).toBe(
      'Cette photo est utilisée dans un menu : retirez-la d’abord des plats concernés.',
    );

    await call(alice.cookie, { method: 'DELETE', url: `/api/v1/menus/${menu.json().id}` });
    const removed = await call(alice.cookie, {
      method: 'DELETE',
      url: `/api/v1/images/${image.id}`,
    });
    expect(removed.statusCode).toBe(204);
    expect(await files()).toEqual(before);
  });

  it('keeps shared files until the last owner of the same photo lets go', async () => {
    const alice = await owner();
    const bob = await owner();
    const photo = await twoColourImage('jpeg', { width: 64, height: 48 });
    const before = await files();
    const a = await upload(alice.cookie, photo);
    const b = await upload(bob.cookie, photo);
    expect(b.response.statusCode).toBe(201);
    expect(b.image.id).not.toBe(a.image.id);
    expect(b.image.url).toBe(a.image.url);
    expect((await files()).length).toBe(before.length + 3);

    await call(alice.cookie, { method: 'DELETE', url: `/api/v1/images/${a.image.id}` });
    expect((await files()).length).toBe(before.length + 3);
    const served = await testApp.app.inject({ method: 'GET', url: b.image.url });
    expect(served.statusCode).toBe(200);
    await call(bob.cookie, { method: 'DELETE', url: `/api/v1/images/${b.image.id}` });
    expect(await files()).toEqual(before);
  });

  it('answers 413 past the per-owner quota', async () => {
    const alice = await owner();
    for (const width of [40, 41, 42]) {
      const { response } = await uploadDrawn(alice.cookie, 'png', { width, height: 30 });
      expect(response.statusCode).toBe(201);
    }
    const { response } = await uploadDrawn(alice.cookie, 'png', { width: 43, height: 30 });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message:
        'Vous avez atteint la limite de 500 photos. Supprimez des photos inutilisées de vos menus.',
    });
  });

  it('purges photos no menu shows once the grace period has passed', async () => {
    const alice = await owner();
    const used = await uploadDrawn(alice.cookie, 'png', { width: 50, height: 40 });
    const unused = await uploadDrawn(alice.cookie, 'png', { width: 51, height: 40 });
    await createMenuFor(alice.cookie, menuWith(used.image.url));
    const namesOf = (image: UploadedImage) =>
      image.variants.map((variant) => variant.url.replace('/images/', ''));
    const isStored = async (image: UploadedImage) => {
      const stored = await files();
      return namesOf(image).every((name) => stored.includes(name));
    };

    await later(0).purgeOrphans(); // marked unused now
    await later(6).purgeOrphans(); // within 7 days
    expect(await isStored(unused.image)).toBe(true);
    const purged = await later(8).purgeOrphans();
    expect(purged.deleted).toBeGreaterThanOrEqual(1);

    const gone = await readImage(alice.cookie, unused.image.id);
    expect(gone.statusCode).toBe(404);
    const kept = await readImage(alice.cookie, used.image.id);
    expect(kept.statusCode).toBe(200);
    expect(await isStored(unused.image)).toBe(false);
    expect(await isStored(used.image)).toBe(true);
  });

  it('forgets the unused mark when a menu uses the photo again', async () => {
    const alice = await owner();
    const { image } = await uploadDrawn(alice.cookie, 'png', { width: 52, height: 40 });
    await later(0).purgeOrphans();
    await createMenuFor(alice.cookie, menuWith(image.url));
    expect((await later(30).purgeOrphans()).deleted).toBe(0);
    const kept = await readImage(alice.cookie, image.id);
    expect(kept.statusCode).toBe(200);
  });

  it('removes the files when the account is deleted', async () => {
    const alice = await owner();
    const before = await files();
    await upload(alice.cookie, exifPhoto());
    await uploadDrawn(alice.cookie, 'avif', { width: 60, height: 40 });
    expect((await files()).length).toBe(before.length + 6);

    const deleted = await call(alice.cookie, {
      method: 'POST',
      url: '/api/auth/delete-user',
      payload: { password: alice.password },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await files()).toEqual(before);
    const { db } = testApp.testDatabase.database;
    const rows = await db
      .selectFrom('image')
      .where('owner_id', '=', alice.id)
      .selectAll()
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('storage warning at boot', () => {
  const sqlite = { dialect: 'sqlite' as const, file: 'x' };
  const postgres = { dialect: 'postgres' as const, url: 'postgres://h/db' };
  const s3 = {
    bucket: 'b',
    region: 'r',
    accessKeyId: 'k',
    secretAccessKey: 's',
    forcePathStyle: false,
  };

  it('warns when PostgreSQL is used with photos on the local disk', () => {
    expect(storageWarning({ database: postgres })).toMatch(/S3_\*/);
    expect(storageWarning({ database: postgres, s3 })).toBeNull();
    expect(storageWarning({ database: sqlite })).toBeNull();
  });
});
