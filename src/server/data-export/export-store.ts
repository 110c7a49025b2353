import { createReadStream } from 'node:fs';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Config } from '../config';
import { getObjectOrNull, lazyS3Client, listObjects, putFile } from '../s3-client';

/** A finished archive kept for its link's 24 hours: its name, and when it was stored. */
export type StoredExport = { name: string; storedAt: number };

/**
 * Where finished data exports are kept until their link expires (docs/data-export.md): the
 * building instance's `DATA_DIR/exports`, or the bucket under `exports/` when S3 is configured,
 * so that the download works whichever instance answers it.
 */
export interface ExportStore {
  readonly kind: 'disk' | 's3';
  /** Moves a finished archive in: it is gone from `file` afterwards. */
  save(file: string, name: string): Promise<void>;
  /** The archive's bytes, or null when it is not there. */
  open(name: string): Promise<Readable | null>;
  /** A missing archive is not an error. */
  remove(name: string): Promise<void>;
  list(): Promise<StoredExport[]>;
}

const S3_EXPORT_PREFIX = 'exports/';

/** Where archives are written while they are built, on every instance: DATA_DIR/exports. */
export const buildDirectoryOf = (dataDir: string) => path.join(dataDir, 'exports');

export function createExportStore(config: { dataDir: string; s3?: S3Config }): ExportStore {
  return config.s3
    ? createS3ExportStore(config.s3)
    : createDiskExportStore(buildDirectoryOf(config.dataDir));
}

/** Files in `root`: without a bucket, the archives stay where they were built. */
export function createDiskExportStore(root: string): ExportStore {
  const fileOf = (name: string) => path.join(root, path.basename(name));
  return {
    kind: 'disk',
    async save(file, name) {
      await rename(file, fileOf(name));
    },
    async open(name) {
      const file = fileOf(name);
      if (!(await stat(file).catch(() => null))) return null;
      return createReadStream(file);
    },
    async remove(name) {
      await rm(fileOf(name), { force: true });
    },
    async list() {
      const names = await readdir(root).catch(() => [] as string[]);
      const stored: StoredExport[] = [];
      for (const name of names) {
        const info = await stat(fileOf(name)).catch(() => null);
        if (info) stored.push({ name, storedAt: info.mtimeMs });
      }
      return stored;
    },
  };
}

/**
 * Objects under `exports/` in the photos' bucket (private: the archive holds personal data; its
 * link goes through the app, which checks the owner's session). One PUT per archive.
 */
function createS3ExportStore(config: S3Config): ExportStore {
  const sdk = lazyS3Client(config);
  const Bucket = config.bucket;
  const keyOf = (name: string) => `${S3_EXPORT_PREFIX}${path.basename(name)}`;
  return {
    kind: 's3',
    async save(file, name) {
      const object = { bucket: Bucket, key: keyOf(name), file, contentType: 'application/zip' };
      await putFile(await sdk(), object);
      await rm(file, { force: true });
    },
    async open(name) {
      const answer = await getObjectOrNull(await sdk(), Bucket, keyOf(name));
      return (answer?.Body as Readable | undefined) ?? null;
    },
    async remove(name) {
      const { client, DeleteObjectCommand } = await sdk();
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(name) }));
    },
    async list() {
      const objects = await listObjects(await sdk(), Bucket, S3_EXPORT_PREFIX);
      return objects.map(({ key, lastModified }) => ({
        name: key.slice(S3_EXPORT_PREFIX.length),
        storedAt: lastModified?.getTime() ?? 0,
      }));
    },
  };
}
