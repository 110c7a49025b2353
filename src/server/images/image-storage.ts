import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../config';
import { createS3Storage } from './s3-storage';

export type StoredFile = { body: Readable; contentType: string; size: number };

/**
 * Where the variants of dish photos live (ARCHITECTURE.md §1): local disk by default, an
 * S3-compatible bucket when S3_* is configured. Names are content hashes (see image-rules),
 * so a file never changes once written and writing it again is harmless.
 */
export interface ImageStorage {
  readonly kind: 'disk' | 's3';
  put(name: string, body: Buffer, contentType: string): Promise<void>;
  /** null when there is no such file. */
  get(name: string): Promise<StoredFile | null>;
  /** Deleting a missing file is not an error. */
  delete(name: string): Promise<void>;
  /** The address diner pages use: a CDN's when configured, else the app's `/images/…`. */
  publicUrl(name: string): string;
}

/** Stored files are served forever under the same name (content hash). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export const CONTENT_TYPES: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

export function createImageStorage(config: Pick<Config, 'dataDir' | 's3'>): ImageStorage {
  return config.s3
    ? createS3Storage(config.s3)
    : createDiskStorage(path.join(config.dataDir, 'images'));
}

/**
 * Files under `root`, fanned out by the hash's first two characters so that no folder holds
 * more than a few thousand files. Written to a temporary name then renamed: a reader never
 * sees half a file.
 */
export function createDiskStorage(root: string): ImageStorage {
  const fileOf = (name: string) => path.join(root, name.slice(0, 2), name);
  return {
    kind: 'disk',
    async put(name, body) {
      const file = fileOf(name);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, file);
    },
    async get(name) {
      const file = fileOf(name);
      try {
        const { size } = await stat(file);
        const extension = name.slice(name.lastIndexOf('.') + 1);
        return {
          body: createReadStream(file),
          contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
          size,
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(name) {
      await rm(fileOf(name), { force: true });
    },
    publicUrl: (name) => `/images/${name}`,
  };
}
