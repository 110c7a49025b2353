import type { Kysely } from 'kysely';
import type { UploadedImage } from '../../domain/images/image-rules';
import { isVatNumberOfOtherCompany } from '../../domain/restaurant/legal';
import {
  PROFILE_FIELDS,
  PROFILE_MESSAGES,
  type RestaurantProfile,
  type RestaurantProfileChanges,
} from '../../domain/restaurant/profile';
import { SLUG_CHANGE_LIMIT, SLUG_MESSAGES } from '../../domain/restaurant/slug';
import type { AppDatabase } from '../db/database';
import { lockOwner } from '../db/portable';
import type { Database } from '../db/schema';
import type { EventBus } from '../events/event-bus';
import { AppError } from '../http/app-error';
import type { Owner } from '../owner-state/owner';
import { slugRepository } from '../owner-state/restaurant-slug';
import { profileRepository } from './profile-repository';

type Db = Kysely<Database>;

export type Restaurant = RestaurantProfile & {
  slug: string;
  /** `PUBLIC_URL/{slug}`: the address to share (the QR codes keep `/u/{ownerId}`). */
  publicUrl: string;
  /** Address of the logo's and the cover's largest JPEG, for previews (read only). */
  logoUrl: string | null;
  coverUrl: string | null;
};

/** What the profile needs of the images: the owner's own, by id (images/image-service.ts). */
export type ProfileImages = {
  requireOwnImageIds(input: {
    ownerId: string;
    images: readonly { id: string; field: string }[];
  }): Promise<Map<string, UploadedImage>>;
};

const IMAGE_FIELDS = ['logoImageId', 'coverImageId'] as const;

/** The restaurant's public profile and its readable address (issue 15 §5–6). */
export function createRestaurantService(deps: {
  database: AppDatabase;
  events: EventBus;
  images: ProfileImages;
  publicUrl: string;
  /** First path segments of the app's routes, known once every route is registered. */
  isRouteHead: (segment: string) => boolean;
  now?: () => Date;
}) {
  const { db, dialect } = deps.database;
  const now = deps.now ?? (() => new Date());

  /** The profile's images, checked to be the owner's (404 with the field otherwise). */
  async function imagesOf(ownerId: string, profile: RestaurantProfile) {
    const images = IMAGE_FIELDS.flatMap((field) => {
      const id = profile[field];
      return id ? [{ id, field }] : [];
    });
    return deps.images.requireOwnImageIds({ ownerId, images });
  }

  async function toRestaurant(ownerId: string, slug: string, profile: RestaurantProfile) {
    const images = await imagesOf(ownerId, profile);
    const urlOf = (id: string | null) => (id ? (images.get(id)?.url ?? null) : null);
    return {
      ...profile,
      slug,
      publicUrl: `${deps.publicUrl}/${slug}`,
      logoUrl: urlOf(profile.logoImageId),
      coverUrl: urlOf(profile.coverImageId),
    } satisfies Restaurant;
  }

  async function currentSlug(owner: Owner) {
    return (
      (await slugRepository.findCurrent(db, owner.id)) ??
      (await slugRepository.assignFromName(db, owner.id, owner.restaurantName))
    );
  }

  return {
    async getRestaurant({ owner }: { owner: Owner }): Promise<Restaurant> {
      const [slug, { profile }] = await Promise.all([
        currentSlug(owner),
        profileRepository.find(db, owner.id),
      ]);
      return toRestaurant(owner.id, slug, profile);
    },

    /** Changes the slug and/or any profile field; absent fields are kept. */
    async updateRestaurant({
      owner,
      changes,
    }: {
      owner: Owner;
      changes: RestaurantProfileChanges & { slug?: string };
    }): Promise<Restaurant> {
      const { slug, ...profileChanges } = changes;
      if (slug !== undefined && deps.isRouteHead(slug)) {
        throw new AppError('VALIDATION', SLUG_MESSAGES.reserved, 'slug');
      }
      const isProfileChanged = PROFILE_FIELDS.some((field) => profileChanges[field] !== undefined);
      if (isProfileChanged) {
        // Checked before the transaction: a refused image leaves everything as it was.
        await imagesOf(owner.id, {
          ...(await profileRepository.find(db, owner.id)).profile,
          ...profileChanges,
        });
      }
      const saved = await deps.events.transaction(async (trx, emit) => {
        await lockOwner(trx, dialect, owner.id);
        let isChanged = false;
        if (slug !== undefined && (await slugRepository.findCurrent(trx, owner.id)) !== slug) {
          await changeSlug(trx, owner.id, slug, now());
          isChanged = true;
        }
        const { profile: before } = await profileRepository.find(trx, owner.id);
        const profile: RestaurantProfile = { ...before };
        for (const field of PROFILE_FIELDS) {
          const value = profileChanges[field];
          if (value !== undefined) Object.assign(profile, { [field]: value });
        }
        if (isVatNumberOfOtherCompany(profile)) {
          throw new AppError('VALIDATION', PROFILE_MESSAGES.vatNumberSiren, 'vatNumber');
        }
        if (isProfileChanged && JSON.stringify(profile) !== JSON.stringify(before)) {
          await profileRepository.save(trx, owner.id, profile, now());
          isChanged = true;
        }
        // Every instance's public pages of this owner re-render (events/event-bus.ts).
        if (isChanged) await emit('owner.changed', { ownerId: owner.id });
        return profile;
      });
      return toRestaurant(owner.id, slug ?? (await currentSlug(owner)), saved);
    },
  };
}

export type RestaurantService = ReturnType<typeof createRestaurantService>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Moves the owner to `slug` (in the caller's transaction, owner locked): 409 when another
 * owner holds it (now, or in its grace period), 429 past SLUG_CHANGE_LIMIT changes in the
 * window, saying from when the next one is possible (docs/decisions/007-restaurant-slug.md).
 */
async function changeSlug(trx: Db, ownerId: string, slug: string, at: Date) {
  const holder = await slugRepository.findHolder(trx, slug, at);
  if (holder !== null && holder !== ownerId) {
    throw new AppError('CONFLICT', SLUG_MESSAGES.taken, 'slug');
  }
  const windowStart = new Date(at.getTime() - SLUG_CHANGE_LIMIT.days * DAY_MS);
  const changes = await slugRepository.listChangesSince(trx, ownerId, windowStart);
  if (changes.length >= SLUG_CHANGE_LIMIT.limit) {
    const oldest = changes[changes.length - SLUG_CHANGE_LIMIT.limit] ?? at;
    const nextChangeAt = new Date(oldest.getTime() + SLUG_CHANGE_LIMIT.days * DAY_MS);
    const refusal = new AppError(
      'RATE_LIMITED',
      SLUG_MESSAGES.tooManyChanges(nextChangeAt),
      'slug',
    );
    throw refusal.withRetryAfter((nextChangeAt.getTime() - at.getTime()) / 1000);
  }
  if (!(await slugRepository.setCurrent(trx, ownerId, slug, at))) {
    throw new AppError('CONFLICT', SLUG_MESSAGES.taken, 'slug');
  }
  await slugRepository.recordChange(trx, ownerId, at, windowStart);
}
