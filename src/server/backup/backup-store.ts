import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Config } from '../config';
import { getObjectOrNull, lazyS3Client, listObjects, putFile } from '../s3-client';
import { CHECKSUM_SUFFIX, checksumLine } from './backup-names';

/** Where finished backups go: DATA_DIR/backups, or the bucket under `backups/`. */
export interface BackupStore {
  readonly kind: 'disk' | 's3';
  /** Where `name` is (a path, or s3://bucket/key), for messages. */
  locationOf(name: string): string;
  /** Moves a finished archive in (it is gone from `file` afterwards), its checksum beside it. */
  save(file: string, name: string, sha256: string): Promise<void>;
  /** The names of the files stored (archives and checksums). */
  list(): Promise<string[]>;
  /** Deletes a backup and its checksum; a missing one is not an error. */
  remove(name: string): Promise<void>;
  /**
   * A local path to the backup `name` with its checksum beside it (the bucket's are downloaded
   * into `directory`), or null when there is no such backup.
   */
  fetch(name: string, directory: string): Promise<string | null>;
}

export const S3_PREFIX = 'backups/';

export function createBackupStore(config: { dataDir: string; s3?: S3Config }): BackupStore {
  return config.s3
    ? createS3BackupStore(config.s3)
    : createDiskBackupStore(path.join(config.dataDir, 'backups'));
}

/** Files in `root`; the archive is already written there under a temporary name. */
function createDiskBackupStore(root: string): BackupStore {
  return {
    kind: 'disk',
    locationOf: (name) => path.join(root, name),
    async save(file, name, sha256) {
      await mkdir(root, { recursive: true });
      const checksum = path.join(root, `${name}${CHECKSUM_SUFFIX}`);
      await writeFile(`${checksum}.tmp`, checksumLine(sha256, name), { mode: 0o600 });
      await rename(file, path.join(root, name));
      await rename(`${checksum}.tmp`, checksum);
    },
    async list() {
      try {
        return await readdir(root);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    },
    async remove(name) {
      await rm(path.join(root, `${name}${CHECKSUM_SUFFIX}`), { force: true });
      await rm(path.join(root, name), { force: true });
    },
    async fetch(name) {
      const file = path.join(root, name);
      return (await stat(file).catch(() => null)) ? file : null;
    },
  };
}

/**
 * Objects under `backups/` in the photos' bucket. One PUT per archive (S3 takes up to 5 GB in
 * one request); the checksum object is written after the archive, so a backup with its
 * checksum is a complete one.
 */
function createS3BackupStore(config: S3Config): BackupStore {
  const sdk = lazyS3Client(config);
  const Bucket = config.bucket;
  const keyOf = (name: string) => `${S3_PREFIX}${name}`;
  return {
    kind: 's3',
    locationOf: (name) => `s3://${Bucket}/${keyOf(name)}`,
    async save(file, name, sha256) {
      const loaded = await sdk();
      const { client, PutObjectCommand } = loaded;
      await putFile(loaded, {
        bucket: Bucket,
        key: keyOf(name),
        file,
        contentType: 'application/gzip',
      });
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(`${name}${CHECKSUM_SUFFIX}`),
          Body: checksumLine(sha256, name),
          ContentType: 'text/plain; charset=utf-8',
        }),
      );
      await rm(file, { force: true });
    },
    async list() {
      const objects = await listObjects(await sdk(), Bucket, S3_PREFIX);
      return objects.map(({ key }) => key.slice(S3_PREFIX.length));
    },
    async remove(name) {
      const { client, DeleteObjectCommand } = await sdk();
      await client.send(
        new DeleteObjectCommand({ Bucket, Key: keyOf(`${name}${CHECKSUM_SUFFIX}`) }),
      );
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(name) }));
    },
    async fetch(name, directory) {
      const loaded = await sdk();
      await mkdir(directory, { recursive: true });
      for (const suffix of ['', CHECKSUM_SUFFIX]) {
        const answer = await getObjectOrNull(loaded, Bucket, keyOf(`${name}${suffix}`));
        if (!answer) {
          if (suffix === '') return null;
          continue;
        }
        await pipeline(
          answer.Body as Readable,
          createWriteStream(path.join(directory, `${name}${suffix}`)),
        );
      }
      return path.join(directory, name);
    },
  };
}
