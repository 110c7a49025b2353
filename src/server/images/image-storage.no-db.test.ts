import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { type FakeS3, startFakeS3 } from '../testing/fake-s3';
import { createImageStorage, type ImageStorage } from './image-storage';

let fakeS3: FakeS3;
let dataDir: string;
beforeAll(async () => {
  fakeS3 = await startFakeS3();
  dataDir = mkdtempSync(path.join(tmpdir(), 'ardoise-storage-'));
});
afterAll(async () => {
  await fakeS3.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const NAME = `${'ab'.repeat(16)}-320.jpg`;

const storages: [string, () => ImageStorage][] = [
  ['disk', () => createImageStorage(loadConfig({ DATA_DIR: dataDir }))],
  ['S3 (s3rver)', () => createImageStorage(loadConfig({ DATA_DIR: dataDir, ...fakeS3.env }))],
];

describe.each(storages)('image storage: %s', (kind, make) => {
  it('writes, reads back and deletes a file; a missing file is null', async () => {
    const storage = make();
    expect(storage.kind).toBe(kind === 'disk' ? 'disk' : 's3');
    expect(await storage.get(NAME)).toBeNull();
    await storage.put(NAME, Buffer.from('jpeg bytes'), 'image/jpeg');
    await storage.put(NAME, Buffer.from('jpeg bytes'), 'image/jpeg'); // same name again: harmless
    const file = await storage.get(NAME);
    expect(file?.contentType).toBe('image/jpeg');
    expect(file?.size).toBe(10);
    if (!file) throw new Error('stored file expected');
    expect(await text(file.body)).toBe('jpeg bytes');
    await storage.delete(NAME);
    await storage.delete(NAME); // already gone: not an error
    expect(await storage.get(NAME)).toBeNull();
  });

  it('links through the app unless a public base is configured', () => {
    expect(make().publicUrl(NAME)).toBe(`/images/${NAME}`);
  });
});

describe('S3 storage', () => {
  it('stores objects under images/ with their type and immutable caching', async () => {
    const storage = createImageStorage(loadConfig({ ...fakeS3.env }));
    await storage.put(NAME, Buffer.from('x'), 'image/jpeg');
    const client = new S3Client({
      endpoint: fakeS3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const object = await client.send(
      new GetObjectCommand({ Bucket: fakeS3.bucket, Key: `images/${NAME}` }),
    );
    expect(object.ContentType).toBe('image/jpeg');
    expect(object.CacheControl).toBe('public, max-age=31536000, immutable');
    await storage.delete(NAME);
  });

  it('links diner pages to S3_PUBLIC_URL when set', () => {
    const storage = createImageStorage(
      loadConfig({ ...fakeS3.env, S3_PUBLIC_URL: 'https://cdn.example.fr/' }),
    );
    expect(storage.publicUrl(NAME)).toBe(`https://cdn.example.fr/images/${NAME}`);
  });
});
