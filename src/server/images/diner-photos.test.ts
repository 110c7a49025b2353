import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildReferenceMenu } from '../../../scripts/bench/reference-menu';
import type { UploadedImage } from '../../domain/images/image-rules';
import { createOwner, signIn } from '../testing/factories';
import { testAppForThisFile } from '../testing/test-app';
import { twoColourImage } from './testing/image-fixtures';
import { multipartBody } from './testing/upload-helpers';

// Diner pages show uploaded photos as <picture> (issue 12 §4). Runs on SQLite and PostgreSQL.
const testApp = testAppForThisFile();
let cookie: string;
let ownerId: string;
let menuId: string;
const photos: UploadedImage[] = [];

beforeAll(async () => {
  const owner = await createOwner(
    { auth: testApp.auth, database: testApp.testDatabase.database },
    { plan: 'free' },
  );
  ownerId = owner.id;
  cookie = await signIn(testApp.auth, owner);
  // 20 photos wide enough for the three widths (flat colours: quick to encode).
  for (let index = 0; index < 20; index++) {
    const image = await twoColourImage('png', { width: 1300 + index, height: 975 });
    const body = multipartBody(image);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/images',
      remoteAddress: `192.0.2.${index + 1}`,
      payload: body.payload,
      headers: {
        ...body.headers,
        origin: testApp.config.publicUrl,
        cookie,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    photos.push(response.json<UploadedImage>());
  }
  // The benchmark's reference menu (60 dishes); 20 of them get an uploaded photo.
  const document = buildReferenceMenu();
  const dishes = document.categories.flatMap(
    (category) => category.items as { name: string; imageUrl?: string | null }[],
  );
  dishes.forEach((dish, index) => {
    dish.imageUrl = index % 3 === 0 ? (photos[index / 3]?.url ?? null) : null;
  });
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/menus',
    payload: document,
    headers: { origin: testApp.config.publicUrl, cookie },
  });
  expect(created.statusCode).toBe(201);
  menuId = created.json().id;
}, 120_000);

describe('uploaded photos on the diner page', () => {
  it('draws each as <picture> with AVIF, WebP and JPEG srcsets, sizes and a fixed box', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: `/u/${ownerId}` });
    expect(page.statusCode).toBe(200);
    const [photo] = photos;
    if (!photo) throw new Error('photo expected');
    const hash = photo.url.slice('/images/'.length, '/images/'.length + 32);
    const pictures = page.body.match(/<picture>.*?<\/picture>/g) ?? [];
    expect(pictures).toHaveLength(40); // a thumbnail and the sheet's photo per dish
    const [thumb, large] = pictures.filter((picture) => picture.includes(hash));
    expect(thumb).toContain(
      `<source type="image/avif" srcSet="/images/${hash}-320.avif 320w, /images/${hash}-640.avif 640w, /images/${hash}-1280.avif 1280w" sizes="88px"/>`,
    );
    expect(thumb).toContain(`<source type="image/webp" srcSet="/images/${hash}-320.webp 320w`);
    expect(thumb).toMatch(
      new RegExp(
        `<img class="thumb" src="/images/${hash}-640.jpg" srcSet="/images/${hash}-320.jpg 320w, [^"]+" sizes="88px" alt="" width="88" height="88" loading="eager"`,
      ),
    );
    expect(thumb).toContain(`style="background-image:url(${photo.placeholder})"`);
    expect(large).toContain('sizes="(min-width: 768px) 448px, calc(100vw - 2rem)"');
    expect(large).toMatch(/alt="[^"]+" width="1280" height="960" loading="lazy"/);

    // The first three photos load at once; those further down, lazily.
    const loading = pictures
      .filter((picture) => picture.includes('class="thumb"'))
      .map((picture) => /loading="(\w+)"/.exec(picture)?.[1]);
    expect(loading).toEqual([...Array(3).fill('eager'), ...Array(17).fill('lazy')]);
  });

  it('names the dish in the large photo’s alt text', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: `/r/${menuId}` });
    expect(page.body).toMatch(/<img class="photo"[^>]* alt="Velouté [^"]+"/);
  });

  it('keeps the page budget: HTML + CSS ≤ 25 KB compressed', async () => {
    const page = await testApp.app.inject({
      method: 'GET',
      url: `/r/${menuId}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    const compressed = page.rawPayload.length;
    const html = brotliDecompressSync(page.rawPayload).toString();
    expect(html).toContain('<picture>');
    expect(compressed).toBeLessThan(25 * 1024);
    // A cached page: the same bytes, and a 304 for the browser's copy.
    const again = await testApp.app.inject({
      method: 'GET',
      url: `/r/${menuId}`,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(page.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
