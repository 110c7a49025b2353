import { randomUUID } from 'node:crypto';
import {
  type DishPhoto,
  IMAGE_LIMITS,
  IMAGE_MESSAGES,
  imageFileName,
  toDishPhoto,
  type UploadedImage,
  uploadedImageHash,
  uploadedImagePath,
} from '../../domain/images/image-rules';
import type { MenuDocument } from '../../domain/menu/menu-schema';
import { PROFILE_MESSAGES } from '../../domain/restaurant/profile';
import type { AppDatabase } from '../db/database';
import { lockOwner } from '../db/portable';
import type { EventBus } from '../events/event-bus';
import { AppError } from '../http/app-error';
import type { Logger } from '../logging/logger';
import { ownerMenus } from '../owner-state/owner-menus';
import { restaurantProfiles } from '../owner-state/restaurant-profile';
import { hashOf, processImage } from './image-processor';
import { type ImageRecord, imageRepository as images } from './image-repository';
import type { ImageStorage } from './image-storage';
import { createImageWorkQueue, type ImageWorkQueue } from './image-work-queue';

export type ImageLimits = Record<
  'maxImagesPerOwner' | 'maxBytesPerOwner' | 'maxPixels' | 'orphanGraceMs',
  number
>;

type Deps = {
  database: AppDatabase;
  /** Its transactions (uploads emit nothing yet). */
  events: EventBus;
  storage: ImageStorage;
  /** Tests lower them. */
  limits?: Partial<ImageLimits>;
  /** Where photos wait for their turn to be processed (image-work-queue.ts). */
  workQueue?: ImageWorkQueue;
  now?: () => Date;
  log: Logger;
};

const NOT_FOUND = () => new AppError('NOT_FOUND', IMAGE_MESSAGES.notFound);

/** Every uploaded photo a menu document points at, with the dish's path for errors. */
function uploadedPhotosOf(document: MenuDocument) {
  return document.categories.flatMap((category, categoryIndex) =>
    category.items.flatMap((dish, dishIndex) => {
      const hash = uploadedImageHash(dish.imageUrl);
      if (!hash || !dish.imageUrl) return [];
      const field = `categories.${categoryIndex}.items.${dishIndex}.imageUrl`;
      return [{ hash, url: dish.imageUrl, field }];
    }),
  );
}

const fileNamesOf = (record: Pick<ImageRecord, 'hash' | 'variants'>) =>
  record.variants.map((variant) => imageFileName(record.hash, variant.width, variant.format));

export function createImageService(deps: Deps) {
  const { database, storage } = deps;
  const { db, dialect } = database;
  const limits: ImageLimits = { ...IMAGE_LIMITS, ...deps.limits };
  const now = deps.now ?? (() => new Date());
  const workQueue = deps.workQueue ?? createImageWorkQueue();

  const toUploaded = (record: ImageRecord): UploadedImage => ({
    id: record.id,
    url: uploadedImagePath(record.hash, Math.max(...record.variants.map((v) => v.width))),
    width: record.width,
    height: record.height,
    placeholder: record.placeholder,
    bytes: record.bytes,
    variants: record.variants.map((variant) => ({
      ...variant,
      url: storage.publicUrl(imageFileName(record.hash, variant.width, variant.format)),
    })),
  });

  /** Files are shared by every owner who uploaded the same bytes: removed with the last. */
  async function deleteFilesIfUnused(record: Pick<ImageRecord, 'hash' | 'variants'>) {
    if (await images.isHashUsed(db, record.hash)) return;
    await Promise.all(fileNamesOf(record).map((name) => storage.delete(name)));
  }

  function checkQuota(usage: { count: number; bytes: number }, addedBytes = 0) {
    if (usage.count >= limits.maxImagesPerOwner) {
      throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_MESSAGES.quotaImages);
    }
    if (usage.bytes + addedBytes > limits.maxBytesPerOwner) {
      throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_MESSAGES.quotaBytes);
    }
  }

  return {
    /**
     * Stores a photo's variants and records it for the owner. The same bytes again answer the
     * image already kept (`isNew: false`): nothing is processed or stored twice.
     */
    async uploadImage(input: {
      ownerId: string;
      bytes: Buffer;
    }): Promise<{ image: UploadedImage; isNew: boolean }> {
      const { ownerId, bytes } = input;
      const existing = await images.findByHash(db, ownerId, hashOf(bytes));
      if (existing) {
        await images.setOrphanedAt(db, ownerId, [existing.id], null);
        return { image: toUploaded(existing), isNew: false };
      }
      checkQuota(await images.usage(db, ownerId));
      const processed = await workQueue.run(() =>
        processImage(bytes, { maxPixels: limits.maxPixels }),
      );
      await Promise.all(
        processed.files.map((file) => storage.put(file.name, file.body, file.contentType)),
      );
      const record: ImageRecord = {
        id: randomUUID(),
        ownerId,
        hash: processed.hash,
        width: processed.width,
        height: processed.height,
        bytes: processed.bytes,
        placeholder: processed.placeholder,
        variants: processed.files.map(({ format, width, height }) => ({ format, width, height })),
        createdAt: now().toISOString(),
        orphanedAt: null,
      };
      try {
        const kept = await deps.events.transaction(async (trx) => {
          await lockOwner(trx, dialect, ownerId);
          // The same photo sent twice at once: the first one wins, the second answers it.
          const raced = await images.findByHash(trx, ownerId, record.hash);
          if (raced) return raced;
          checkQuota(await images.usage(trx, ownerId), record.bytes);
          await images.insert(trx, record);
          return record;
        });
        return { image: toUploaded(kept), isNew: kept === record };
      } catch (error) {
        await deleteFilesIfUnused(record).catch((cleanup: unknown) =>
          deps.log.warn({ err: cleanup }, 'image files left behind after a refused upload'),
        );
        throw error;
      }
    },

    async requireImage(input: { ownerId: string; imageId: string }): Promise<UploadedImage> {
      const record = await images.findByOwner(db, input.ownerId, input.imageId);
      if (!record) throw NOT_FOUND();
      return toUploaded(record);
    },

    /** 404 for another owner's image; 409 while one of the owner's menus shows it. */
    async deleteImage(input: { ownerId: string; imageId: string }): Promise<void> {
      const record = await images.findByOwner(db, input.ownerId, input.imageId);
      if (!record) throw NOT_FOUND();
      const menus = await ownerMenus.listByOwner(db, input.ownerId);
      const isUsed = menus.some((menu) =>
        uploadedPhotosOf(menu.document).some((photo) => photo.hash === record.hash),
      );
      if (isUsed) throw new AppError('CONFLICT', IMAGE_MESSAGES.inUse);
      if ((await restaurantProfiles.listImageIds(db, input.ownerId)).includes(record.id)) {
        throw new AppError('CONFLICT', PROFILE_MESSAGES.imageInUse);
      }
      if (!(await images.delete(db, input.ownerId, input.imageId))) throw NOT_FOUND();
      await deleteFilesIfUnused(record);
    },

    /**
     * Before a menu is saved: every uploaded photo it points at must be one of the owner's
     * images, with a variant that exists (another owner's photo answers 404, as its id would).
     * Photos in use are no longer orphans.
     */
    async requireOwnImages(input: { ownerId: string; document: MenuDocument }): Promise<void> {
      const photos = uploadedPhotosOf(input.document);
      if (photos.length === 0) return;
      const hashes = [...new Set(photos.map((photo) => photo.hash))];
      const records = await images.listByHashes(db, input.ownerId, hashes);
      const known = new Map(records.map((record) => [record.hash, record]));
      for (const photo of photos) {
        const record = known.get(photo.hash);
        const paths = record
          ? record.variants.map((v) => uploadedImagePath(record.hash, v.width, v.format))
          : [];
        if (!paths.includes(photo.url)) {
          throw new AppError('NOT_FOUND', IMAGE_MESSAGES.notFoundInMenu, photo.field);
        }
      }
      const orphans = records.filter((record) => record.orphanedAt !== null);
      await images.setOrphanedAt(
        db,
        input.ownerId,
        orphans.map((record) => record.id),
        null,
      );
    },

    /**
     * Before the restaurant profile is saved: its logo and cover must be the owner's images
     * (another owner's id answers 404, as on GET /images/{id}); in use, they are no orphans.
     */
    async requireOwnImageIds(input: {
      ownerId: string;
      images: readonly { id: string; field: string }[];
    }): Promise<Map<string, UploadedImage>> {
      const found = new Map<string, UploadedImage>();
      const orphans: string[] = [];
      for (const { id, field } of input.images) {
        const record = await images.findByOwner(db, input.ownerId, id);
        if (!record) throw new AppError('NOT_FOUND', PROFILE_MESSAGES.imageNotFound, field);
        if (record.orphanedAt !== null) orphans.push(record.id);
        found.set(id, toUploaded(record));
      }
      await images.setOrphanedAt(db, input.ownerId, orphans, null);
      return found;
    },

    /** For diner pages: the `<picture>` of the owner's images by id (logo, cover). */
    async describeImages(input: {
      ownerId: string;
      ids: readonly string[];
    }): Promise<Map<string, DishPhoto>> {
      const described = new Map<string, DishPhoto>();
      for (const id of new Set(input.ids)) {
        const record = await images.findByOwner(db, input.ownerId, id);
        if (record) described.set(id, toDishPhoto(toUploaded(record)));
      }
      return described;
    },

    /** For diner pages: the `<picture>` of every uploaded photo of a menu, by its address. */
    async describePhotos(input: {
      ownerId: string;
      document: MenuDocument;
    }): Promise<Map<string, DishPhoto>> {
      const photos = uploadedPhotosOf(input.document);
      const hashes = [...new Set(photos.map((photo) => photo.hash))];
      const records = await images.listByHashes(db, input.ownerId, hashes);
      const byHash = new Map(records.map((record) => [record.hash, record]));
      const described = new Map<string, DishPhoto>();
      for (const photo of photos) {
        const record = byHash.get(photo.hash);
        if (record) described.set(photo.url, toDishPhoto(toUploaded(record)));
      }
      return described;
    },

    openFile: (name: string) => storage.get(name),

    /**
     * The scheduled clean-up: an image that no menu of its owner shows is marked, and deleted
     * once it has stayed unused for the grace period (an offline draft may still bring it back).
     */
    async purgeOrphans(): Promise<{ marked: number; deleted: number }> {
      const at = now();
      const deadline = at.getTime() - limits.orphanGraceMs;
      let marked = 0;
      let deleted = 0;
      for (const ownerId of await images.listOwnersWithImages(db)) {
        const [records, menus, profileImageIds] = await Promise.all([
          images.listByOwner(db, ownerId),
          ownerMenus.listByOwner(db, ownerId),
          restaurantProfiles.listImageIds(db, ownerId),
        ]);
        // In use: shown by a dish of a menu, or the restaurant's logo or cover.
        const used = new Set([
          ...menus.flatMap((menu) => uploadedPhotosOf(menu.document).map((photo) => photo.hash)),
          ...records.filter((record) => profileImageIds.includes(record.id)).map((r) => r.hash),
        ]);
        const unused = records.filter((record) => !used.has(record.hash));
        const back = records.filter((record) => used.has(record.hash) && record.orphanedAt);
        const fresh = unused.filter((record) => record.orphanedAt === null);
        await images.setOrphanedAt(
          db,
          ownerId,
          back.map((record) => record.id),
          null,
        );
        await images.setOrphanedAt(
          db,
          ownerId,
          fresh.map((record) => record.id),
          at.toISOString(),
        );
        marked += fresh.length;
        for (const record of unused) {
          if (record.orphanedAt === null || Date.parse(record.orphanedAt) > deadline) continue;
          if (await images.delete(db, ownerId, record.id)) {
            await deleteFilesIfUnused(record);
            deleted += 1;
          }
        }
      }
      return { marked, deleted };
    },

    /**
     * The owner's photos for their data export: each one's largest JPEG (or largest variant),
     * read from the storage (disk or S3) when the archive takes it.
     */
    async listOwnerPhotoFiles(ownerId: string) {
      const records = await images.listByOwner(db, ownerId);
      return records.flatMap((record) => {
        const jpegs = record.variants.filter((variant) => variant.format === 'jpeg');
        const candidates = jpegs.length > 0 ? jpegs : record.variants;
        const largest = [...candidates].sort((a, b) => b.width - a.width)[0];
        if (!largest) return [];
        const name = imageFileName(record.hash, largest.width, largest.format);
        return [
          {
            id: record.id,
            name,
            url: uploadedImagePath(record.hash, largest.width, largest.format),
            createdAt: record.createdAt,
            read: () => storage.get(name),
          },
        ];
      });
    },

    /** When an account is deleted: its images and, unless another owner keeps them, files. */
    async deleteOwnerImages(ownerId: string): Promise<void> {
      for (const record of await images.listByOwner(db, ownerId)) {
        await images.delete(db, ownerId, record.id);
        await deleteFilesIfUnused(record);
      }
    },
  };
}

export type ImageService = ReturnType<typeof createImageService>;
