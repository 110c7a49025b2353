import { mkdtempSync } from 'node:fs';
import { readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DeleteObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_EXPORT_LIMITS, DATA_EXPORT_MESSAGES } from '../../domain/account/data-export';
import { teamFixtures } from '../team/testing/team-fixtures';
import { type FakeS3, startFakeS3 } from '../testing/fake-s3';
import { type TestApp, testAppForThisFile } from '../testing/test-app';

// Two instances on one database, each with its own DATA_DIR, as behind the reference proxy
// (docs/deploy.md): with a bucket, an archive built by A downloads from B; without one, B
// answers the link's 404, not a 500 (docs/data-export.md, "Several instances").
// SQLite and PostgreSQL.

let fakeS3: FakeS3;
let client: S3Client;
beforeAll(async () => {
  fakeS3 = await startFakeS3();
  client = new S3Client({
    endpoint: fakeS3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});
afterAll(async () => {
  client.destroy();
  await fakeS3.close();
});

const START = new Date('2026-11-26T10:00:00Z');
let clock = START;
const now = () => clock;
const ownDataDir = () => mkdtempSync(path.join(tmpdir(), 'ardoise-instance-b-'));

async function exportKeys(): Promise<string[]> {
  const listing = await client.send(
    new ListObjectsV2Command({ Bucket: fakeS3.bucket, Prefix: 'exports/' }),
  );
  return (listing.Contents ?? []).map((object) => object.Key ?? '');
}

/** A file left in an instance's DATA_DIR/exports, dated `ageMs` before `clock`. */
async function leftoverFile(instance: TestApp, name: string, ageMs: number) {
  const directory = path.join(instance.config.dataDir, 'exports');
  const file = path.join(directory, name);
  await writeFile(file, 'PK');
  const at = new Date(clock.getTime() - ageMs);
  await utimes(file, at, at);
}

function twoInstances(withBucket: boolean) {
  const a = testAppForThisFile(() => ({ now, env: withBucket ? fakeS3.env : {} }));
  const b = testAppForThisFile(() => ({
    now,
    sameDatabaseAs: a,
    env: { DATA_DIR: ownDataDir(), ...(withBucket ? fakeS3.env : {}) },
  }));
  const fx = teamFixtures(() => a);

  /** An export asked on A, its archive built there; its status as B answers it. */
  async function exportedOnA() {
    const restaurant = await fx.owner();
    const asked = await fx.call({
      method: 'POST',
      url: '/api/v1/account/export',
      cookie: restaurant.cookie,
    });
    expect(asked.statusCode, asked.body).toBe(202);
    await a.dataExport.idle();
    const status = await fx.call(
      { method: 'GET', url: '/api/v1/account/export', cookie: restaurant.cookie },
      b,
    );
    expect(status.json().status).toBe('ready');
    return { restaurant, url: status.json().url as string, bytes: status.json().bytes as number };
  }
  /** The archive's name in the store, as the database records it. */
  async function fileNameOf(ownerId: string) {
    const row = await a.testDatabase.database.db
      .selectFrom('data_export')
      .select('file_name')
      .where('owner_id', '=', ownerId)
      .executeTakeFirstOrThrow();
    return row.file_name;
  }
  return { a, b, fx, exportedOnA, fileNameOf };
}

describe('with a bucket (S3_*)', () => {
  const { a, b, fx, exportedOnA, fileNameOf } = twoInstances(true);

  it('downloads from B the archive A built, and keeps none on A’s disk', async () => {
    const { restaurant, url, bytes } = await exportedOnA();
    const fromA = await fx.call({ method: 'GET', url, cookie: restaurant.cookie }, a);
    const fromB = await fx.call({ method: 'GET', url, cookie: restaurant.cookie }, b);
    expect(fromB.statusCode, fromB.body).toBe(200);
    expect(fromB.headers['content-type']).toBe('application/zip');
    expect(fromB.rawPayload.length).toBe(bytes);
    expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
    expect(fromB.rawPayload.subarray(0, 2).toString()).toBe('PK');

    expect(await readdir(path.join(a.config.dataDir, 'exports'))).toEqual([]);
    const fileName = await fileNameOf(restaurant.id);
    expect(await exportKeys()).toContain(`exports/${fileName}`);
  });

  it('answers the link’s 404 when the object is gone from the bucket', async () => {
    const { restaurant, url } = await exportedOnA();
    const fileName = await fileNameOf(restaurant.id);
    await client.send(
      new DeleteObjectCommand({ Bucket: fakeS3.bucket, Key: `exports/${fileName}` }),
    );
    const gone = await fx.call({ method: 'GET', url, cookie: restaurant.cookie }, b);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(DATA_EXPORT_MESSAGES.linkInvalid);
  });

  it('purges from the bucket what expired or no export names, and from the disk what a build left', async () => {
    const { restaurant } = await exportedOnA();
    const fileName = await fileNameOf(restaurant.id);
    await client.send(
      new PutObjectCommand({ Bucket: fakeS3.bucket, Key: 'exports/orphan.zip', Body: 'PK' }),
    );
    // Past the link's 24 hours, and past a build's time since the bucket dated the orphan.
    clock = new Date(Date.now() + DATA_EXPORT_LIMITS.linkTtlMs + 60_000);
    try {
      await leftoverFile(a, 'cut.zip.part', DATA_EXPORT_LIMITS.buildTimeoutMs + 60_000);
      await leftoverFile(a, 'building.zip.part', 1000);
      // Kept on the disk before the bucket was configured.
      await leftoverFile(a, 'earlier.zip', DATA_EXPORT_LIMITS.linkTtlMs);
      expect(await b.dataExport.purgeExpired()).toBeGreaterThanOrEqual(2);
      expect(await a.dataExport.purgeExpired()).toBeGreaterThanOrEqual(2);
    } finally {
      clock = START;
    }
    const keys = await exportKeys();
    expect(keys).not.toContain(`exports/${fileName}`);
    expect(keys).not.toContain('exports/orphan.zip');
    const status = await fx.call({
      method: 'GET',
      url: '/api/v1/account/export',
      cookie: restaurant.cookie,
    });
    expect(status.json().status).toBe('expired');
    const left = await readdir(path.join(a.config.dataDir, 'exports'));
    expect(left).toEqual(['building.zip.part']);
    await rm(path.join(a.config.dataDir, 'exports', 'building.zip.part'));
  });

  it('deletes the object with the account', async () => {
    const { restaurant } = await exportedOnA();
    const fileName = await fileNameOf(restaurant.id);
    expect(await exportKeys()).toContain(`exports/${fileName}`);
    const deleted = await fx.call(
      {
        method: 'POST',
        url: '/api/auth/delete-user',
        cookie: restaurant.cookie,
        payload: { password: restaurant.password },
      },
      b,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await exportKeys()).not.toContain(`exports/${fileName}`);
  });
});

describe('without a bucket', () => {
  const { b, fx, exportedOnA } = twoInstances(false);

  it('answers B’s download with the link’s 404: the archive is on A’s disk', async () => {
    const { restaurant, url } = await exportedOnA();
    const fromB = await fx.call({ method: 'GET', url, cookie: restaurant.cookie }, b);
    expect(fromB.statusCode).toBe(404);
    expect(fromB.json().error.message).toBe(DATA_EXPORT_MESSAGES.linkInvalid);
  });
});
