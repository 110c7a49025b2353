import type { UploadedImage } from '../../domain/images/image-rules';
import {
  PROFILE_FIELDS,
  type RestaurantProfile,
  type RestaurantProfileChanges,
} from '../../domain/restaurant/profile';
import { SLUG_MESSAGES } from '../../domain/restaurant/slug';
import type { Owner } from '../auth/require-owner';
import type { AppDatabase } from '../db/database';
import { lockOwner } from '../db/portable';
import type { EventBus } from '../events/event-bus';
import { AppError } from '../http/app-error';
import { profileRepository } from './profile-repository';
import { slugRepository } from './slug-repository';

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
          const holder = await slugRepository.findOwnerId(trx, slug);
          const isSet =
            (holder === null || holder === owner.id) &&
            (await slugRepository.setCurrent(trx, owner.id, slug, now()));
          if (!isSet) throw new AppError('CONFLICT', SLUG_MESSAGES.taken, 'slug');
          isChanged = true;
        }
        const { profile: before } = await profileRepository.find(trx, owner.id);
        const profile: RestaurantProfile = { ...before };
        for (const field of PROFILE_FIELDS) {
          const value = profileChanges[field];
          if (value !== undefined) Object.assign(profile, { [field]: value });
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
