import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config';
import { type FakeS3, startFakeS3 } from '../testing/fake-s3';
import { testAppForThisFile } from '../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { createBackupStore } from './backup-store';
import { type BackupConfig, createBackup } from './create-backup';
import { repeatOnTheClock } from './plugin';
import { restoreBackup } from './restore-backup';

const isSqlite = inject('testDatabase').dialect === 'sqlite';

describe.runIf(isSqlite)('backups to the S3 bucket', () => {
  let fakeS3: FakeS3;
  let testDatabase: TestDatabase;
  let config: BackupConfig;
  beforeAll(async () => {
    fakeS3 = await startFakeS3();
    testDatabase = await createTestDatabase();
    config = {
      ...loadConfig({
        DATA_DIR: testDatabase.dataDir,
        BACKUP_KEEP_HOURLY: '1',
        BACKUP_KEEP_DAILY: '1',
        ...fakeS3.env,
      }),
      database: testDatabase.settings,
    };
    // Photos left on disk from before S3 was configured: not what the bucket serves.
    mkdirSync(path.join(testDatabase.dataDir, 'images', 'ab'), { recursive: true });
    writeFileSync(path.join(testDatabase.dataDir, 'images', 'ab', 'old.webp'), 'old');
  });
  afterAll(async () => {
    await testDatabase.cleanup();
    await fakeS3.close();
  });

  const keysInBucket = async () => {
    const client = new S3Client({
      endpoint: fakeS3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const listing = await client.send(new ListObjectsV2Command({ Bucket: fakeS3.bucket }));
    client.destroy();
    return (listing.Contents ?? []).map((object) => object.Key).sort();
  };

  it('go under backups/ with their checksum, without the photos, and keep to the retention', async () => {
    const first = await createBackup(config, () => new Date('2026-11-25T09:00:00.000Z'));
    expect(first.location).toBe(
      `s3://${fakeS3.bucket}/backups/ardoise-2026-11-25T090000.000Z.tar.gz`,
    );
    expect(first.photos).toBe('on-s3-not-included');
    expect(first.files).toBe(1);
    const second = await createBackup(config, () => new Date('2026-11-26T09:00:00.000Z'));
    // Keep 1 "hourly" and 1 daily (the newest of the newest day: the same one).
    expect(second.expired).toEqual(['ardoise-2026-11-25T090000.000Z.tar.gz']);
    const third = await createBackup(config, () => new Date('2026-11-26T10:00:00.000Z'));
    expect(third.expired).toEqual(['ardoise-2026-11-26T090000.000Z.tar.gz']);
    expect(await keysInBucket()).toEqual([
      'backups/ardoise-2026-11-26T100000.000Z.tar.gz',
      'backups/ardoise-2026-11-26T100000.000Z.tar.gz.sha256',
    ]);
    // Nothing stays on disk: the archive was built there, then uploaded.
    expect(readdirSync(path.join(testDatabase.dataDir, 'backups'))).toEqual([]);
  });

  it('restore from the bucket by name, checksum checked', async () => {
    const download = path.join(testDatabase.dataDir, 'download');
    const archive = await createBackupStore(config).fetch(
      'ardoise-2026-11-26T100000.000Z.tar.gz',
      download,
    );
    expect(archive).toBe(path.join(download, 'ardoise-2026-11-26T100000.000Z.tar.gz'));
    const target = path.join(testDatabase.dataDir, 'restored');
    const result = await restoreBackup({ archive: archive as string, dataDir: target });
    expect(result.isChecksumVerified).toBe(true);
    expect(result.manifest.photos).toBe('on-s3-not-included');
    expect(readdirSync(target)).toEqual(['ardoise.sqlite', 'server.lock']);
    expect(
      await createBackupStore(config).fetch('ardoise-2020-01-01T000000.000Z.tar.gz', download),
    ).toBeNull();
  });
});

describe.runIf(isSqlite)('the schedule', () => {
  const testApp = testAppForThisFile({ env: { BACKUP_SCHEDULE: '10s' } });

  it('backs up on the clock while the server runs (BACKUP_SCHEDULE)', async () => {
    const folder = path.join(testApp.config.dataDir, 'backups');
    await expect
      .poll(
        () =>
          existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.sha256')) : [],
        {
          timeout: 20_000,
          interval: 200,
        },
      )
      .toHaveLength(1);
  });

  it('runs on each multiple of the interval until stopped', async () => {
    const runs: number[] = [];
    const stop = repeatOnTheClock(() => runs.push(Date.now()), 50);
    await expect
      .poll(() => runs.length, { timeout: 5_000, interval: 10 })
      .toBeGreaterThanOrEqual(2);
    stop();
    const count = runs.length;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(runs.length).toBe(count);
  });
});
