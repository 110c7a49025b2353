import { SLUG_MESSAGES } from '../../domain/restaurant/slug';
import type { Owner } from '../auth/require-owner';
import type { AppDatabase } from '../db/database';
import { lockOwner } from '../db/portable';
import type { EventBus } from '../events/event-bus';
import { AppError } from '../http/app-error';
import { slugRepository } from './slug-repository';

export type Restaurant = {
  slug: string;
  /** `PUBLIC_URL/{slug}`: the address to share (the QR codes keep `/u/{ownerId}`). */
  publicUrl: string;
};

/** The restaurant's public profile; for now its readable address (issue 15 §6). */
export function createRestaurantService(deps: {
  database: AppDatabase;
  events: EventBus;
  publicUrl: string;
  /** First path segments of the app's routes, known once every route is registered. */
  isRouteHead: (segment: string) => boolean;
  now?: () => Date;
}) {
  const { db, dialect } = deps.database;
  const now = deps.now ?? (() => new Date());
  const toRestaurant = (slug: string): Restaurant => ({
    slug,
    publicUrl: `${deps.publicUrl}/${slug}`,
  });

  return {
    async getRestaurant({ owner }: { owner: Owner }): Promise<Restaurant> {
      const slug =
        (await slugRepository.findCurrent(db, owner.id)) ??
        (await slugRepository.assignFromName(db, owner.id, owner.restaurantName));
      return toRestaurant(slug);
    },

    async updateRestaurant({
      owner,
      changes,
    }: {
      owner: Owner;
      changes: { slug?: string };
    }): Promise<Restaurant> {
      const { slug } = changes;
      if (slug === undefined) return this.getRestaurant({ owner });
      if (deps.isRouteHead(slug)) {
        throw new AppError('VALIDATION', SLUG_MESSAGES.reserved, 'slug');
      }
      await deps.events.transaction(async (trx, emit) => {
        await lockOwner(trx, dialect, owner.id);
        if ((await slugRepository.findCurrent(trx, owner.id)) === slug) return;
        const holder = await slugRepository.findOwnerId(trx, slug);
        const isSet =
          (holder === null || holder === owner.id) &&
          (await slugRepository.setCurrent(trx, owner.id, slug, now()));
        if (!isSet) throw new AppError('CONFLICT', SLUG_MESSAGES.taken, 'slug');
        await emit('owner.changed', { ownerId: owner.id });
      });
      return toRestaurant(slug);
    },
  };
}

export type RestaurantService = ReturnType<typeof createRestaurantService>;
