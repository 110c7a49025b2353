import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedImage } from '../../domain/images/image-rules';
import { createOwner, signIn } from '../testing/factories';
import { type FakeS3, startFakeS3 } from '../testing/fake-s3';
import { testAppForThisFile } from '../testing/test-app';
import {
  exifPhoto,
  iphoneHeic,
  photoJpeg,
  pngBomb,
  svgImage,
  twoColourImage,
  zipArchive,
} from './testing/image-fixtures';
import { multipartBody, storedFiles } from './testing/upload-helpers';

let fakeS3: FakeS3;
beforeAll(async () => {
  fakeS3 = await startFakeS3();
});
afterAll(() => fakeS3.close());

describe.each(['disk', 's3'] as const)('POST /api/v1/images (%s storage)', (kind) => {
  const testApp = testAppForThisFile(() => ({ env: kind === 's3' ? fakeS3.env : {} }));
  let cookie: string;
  let clientCounter = 0;

  beforeAll(async () => {
    const owner = await createOwner({
      auth: testApp.auth,
      database: testApp.testDatabase.database,
    });
    cookie = await signIn(testApp.auth, owner);
  });

  const files = () =>
    storedFiles(kind === 'disk' ? { kind, dataDir: testApp.config.dataDir } : { kind, fakeS3 });

  const call = (options: InjectOptions) =>
    testApp.app.inject({
      remoteAddress: `198.51.100.${++clientCounter % 250}`,
      ...options,
      headers: {
        origin: testApp.config.publicUrl,
        cookie,
        ...(options.headers as Record<string, string>),
      },
    });

  const upload = (file: Buffer, options: Parameters<typeof multipartBody>[1] = {}) => {
    const body = multipartBody(file, options);
    return call({ method: 'POST', url: '/api/v1/images', ...body });
  };

  it('takes a phone photo upright, without its EXIF or GPS, as immutable variants', async () => {
    const response = await upload(exifPhoto(), { filename: 'IMG_0042.JPG' });
    expect(response.statusCode).toBe(201);
    const image = response.json<UploadedImage>();
    expect(image.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(image.url).toMatch(/^\/images\/[0-9a-f]{32}-80\.jpg$/);
    expect([image.width, image.height]).toEqual([80, 120]);
    expect(image.variants.map((variant) => variant.format)).toEqual(['avif', 'webp', 'jpeg']);
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);

    for (const variant of image.variants) {
      const file = await testApp.app.inject({ method: 'GET', url: variant.url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers['content-type']).toBe(`image/${variant.format}`);
      const metadata = await sharp(file.rawPayload).metadata();
      expect([metadata.width, metadata.height]).toEqual([80, 120]);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(file.rawPayload.includes(Buffer.from('iPhone'))).toBe(false);
    }
    expect(await files()).toHaveLength(3);
  });

  it('accepts PNG, WebP, AVIF and iPhone HEIC, whatever the name says', async () => {
    const photos: [Buffer, string][] = [
      [await twoColourImage('png'), 'carte.png'],
      [await twoColourImage('webp'), 'photo.jpg'],
      [await twoColourImage('avif'), 'photo.avif'],
      [iphoneHeic(), 'IMG_0001.HEIC'],
    ];
    for (const [bytes, filename] of photos) {
      const response = await upload(bytes, { filename, contentType: 'application/octet-stream' });
      expect(response.statusCode, filename).toBe(201);
      expect(response.json<UploadedImage>().width).toBe(120);
    }
  });

  it('makes 320, 640 and 1280 px variants of a large photo', async () => {
    const response = await upload(await photoJpeg(1600, 1200));
    expect(response.statusCode).toBe(201);
    const image = response.json<UploadedImage>();
    expect(image.url).toMatch(/-1280\.jpg$/);
    expect(image.variants.map((variant) => `${variant.width}.${variant.format}`)).toEqual([
      '320.avif',
      '320.webp',
      '320.jpeg',
      '640.avif',
      '640.webp',
      '640.jpeg',
      '1280.avif',
      '1280.webp',
      '1280.jpeg',
    ]);
  });

  it('stores the same photo once and answers the same image', async () => {
    const photo = await twoColourImage('jpeg', { width: 400, height: 300 });
    const first = await upload(photo);
    expect(first.statusCode).toBe(201);
    const before = await files();
    const second = await upload(photo, { filename: 'copie.jpg' });
    expect(second.statusCode).toBe(201);
    expect(second.json<UploadedImage>().id).toBe(first.json<UploadedImage>().id);
    expect(await files()).toEqual(before);
  });

  it('refuses what is not a photo with 415 and a French message, storing nothing', async () => {
    const before = await files();
    for (const [bytes, filename] of [
      [Buffer.from('Bonjour, ceci est un fichier texte.'), 'photo.jpg'],
      [svgImage(), 'logo.svg'],
      [zipArchive(), 'photos.zip'],
    ] as const) {
      const response = await upload(bytes, { filename, contentType: 'image/jpeg' });
      expect(response.statusCode, filename).toBe(415);
      expect(response.json().error).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message:
          'Format de fichier non pris en charge : choisissez une photo JPEG, PNG, WebP, HEIC ou AVIF.',
      });
    }
    expect(await files()).toEqual(before);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = Buffer.concat([exifPhoto(), Buffer.alloc(11 * 1024 * 1024, 1)]);
    const response = await upload(big);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'La photo dépasse 10 Mo. Choisissez une photo plus légère.',
    });
  });

  it('refuses a 30 000 × 30 000 image quickly, without decoding it', async () => {
    const peakBefore = process.resourceUsage().maxRSS;
    const started = performance.now();
    const response = await upload(pngBomb(30_000, 30_000), { filename: 'bombe.png' });
    const elapsed = performance.now() - started;
    const peakGrowthKb = process.resourceUsage().maxRSS - peakBefore;
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe('L’image est trop grande (plus de 50 mégapixels).');
    expect(elapsed).toBeLessThan(2000);
    // Decoded, it would take 2.7 GB: the process's peak memory barely moves.
    expect(peakGrowthKb).toBeLessThan(100 * 1024);
  });

  it('answers 400 to a broken multipart body', async () => {
    const { payload, headers } = multipartBody(exifPhoto());
    const response = await call({
      method: 'POST',
      url: '/api/v1/images',
      payload: payload.subarray(0, 300),
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('BAD_REQUEST');
  });

  it('needs exactly one file, in the field "file"', async () => {
    const wrongField = await upload(exifPhoto(), { field: 'image' });
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json().error.message).toBe('Aucune photo reçue : choisissez un fichier.');
    const twoFiles = await upload(exifPhoto(), { extraFiles: 1 });
    expect(twoFiles.statusCode).toBe(413);
  });
});

describe('the upload route inside /api/v1', () => {
  const testApp = testAppForThisFile();
  let cookie: string;
  beforeAll(async () => {
    const owner = await createOwner({
      auth: testApp.auth,
      database: testApp.testDatabase.database,
    });
    cookie = await signIn(testApp.auth, owner);
  });

  const body = () => multipartBody(exifPhoto());
  /** The signed-in owner's POST from our origin; the given headers win. */
  const post = (url: string, payload: InjectOptions['payload'], headers = {}) =>
    testApp.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { origin: testApp.config.publicUrl, cookie, ...headers },
    });

  it('needs a session and our origin, before reading the file', async () => {
    const { payload, headers } = body();
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/images',
      payload,
      headers: { ...headers, origin: testApp.config.publicUrl },
    });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await post('/api/v1/images', payload, {
      ...headers,
      origin: 'https://evil.example',
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.reason).toBe('CSRF');
  });

  it('reads multipart on this route only: the rest of /api/v1 stays JSON', async () => {
    const { payload, headers } = body();
    const menus = await post('/api/v1/menus', payload, headers);
    expect(menus.statusCode).toBe(415);
    expect(menus.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const json = await post('/api/v1/images', { file: 'x' });
    expect(json.statusCode).toBe(415);
  });

  it('answers 404 for a file that does not exist', async () => {
    const missing = await testApp.app.inject({
      method: 'GET',
      url: `/images/${'0'.repeat(32)}-320.jpg`,
    });
    expect(missing.statusCode).toBe(404);
    const invalid = await testApp.app.inject({ method: 'GET', url: '/images/..%2Fauth-secret' });
    expect(invalid.statusCode).toBe(404);
  });
});
