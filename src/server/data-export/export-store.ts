import { createReadStream } from 'node:fs';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Config } from '../config';
import { lazyS3Client } from '../s3-client';

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

export const S3_EXPORT_PREFIX = 'exports/';

/** Where archives are written while they are built, on every instance: DATA_DIR/exports. */
export const buildDirectoryOf = (dataDir: string) => path.join(dataDir, 'exports');

export function createExportStore(config: { dataDir: string; s3?: S3Config }): ExportStore {
  return config.s3
    ? createS3ExportStore(config.s3)
    : createDiskExportStore(buildDirectoryOf(config.dataDir));
}

/** The archives stay where they were built. */
function createDiskExportStore(root: string): ExportStore {
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
      const { client, PutObjectCommand } = await sdk();
      const { size } = await stat(file);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(name),
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: 'application/zip',
        }),
      );
      await rm(file, { force: true });
    },
    async open(name) {
      const { client, GetObjectCommand, S3ServiceException } = await sdk();
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(name) }));
        return answer.Body as Readable;
      } catch (error) {
        const isMissing =
          error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
        if (isMissing) return null;
        throw error;
      }
    },
    async remove(name) {
      const { client, DeleteObjectCommand } = await sdk();
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(name) }));
    },
    async list() {
      const { client, ListObjectsV2Command } = await sdk();
      const stored: StoredExport[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: S3_EXPORT_PREFIX, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          const name = object.Key.slice(S3_EXPORT_PREFIX.length);
          stored.push({ name, storedAt: object.LastModified?.getTime() ?? 0 });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return stored;
    },
  };
}
