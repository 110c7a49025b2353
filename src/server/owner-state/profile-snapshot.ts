import type { Kysely } from 'kysely';
import { openingStateAt } from '../../domain/restaurant/opening-state';
import type { RestaurantProfile } from '../../domain/restaurant/profile';
import type { Database } from '../db/schema';
import { restaurantProfiles } from './restaurant-profile';

/** The restaurant's profile as a diner page shows it at one instant (issue 15 §5). */
export type ProfileSnapshot = {
  profile: RestaurantProfile;
  updatedAt: string;
  /** "Ouvert maintenant" / "Fermé" now; null without opening hours. */
  isOpen: boolean | null;
  /** Today in Europe/Paris (ISO weekday): the page shows today's hours. */
  weekday: number;
};

/** The owner's profile snapshot (null: never saved) and when it stops being right. */
export async function loadProfileSnapshot(
  db: Kysely<Database>,
  ownerId: string,
  now: Date,
): Promise<{ profile: ProfileSnapshot | null; refreshAt: number | null }> {
  const { profile, updatedAt } = await restaurantProfiles.find(db, ownerId);
  if (updatedAt === null) return { profile: null, refreshAt: null };
  const { isOpen, weekday, validUntil } = openingStateAt(profile.openingHours, now);
  return { profile: { profile, updatedAt, isOpen, weekday }, refreshAt: validUntil };
}

/** The part of a page's cache key that the profile decides. */
export const profileKeyOf = (snapshot: ProfileSnapshot | null | undefined) =>
  snapshot ? `${snapshot.updatedAt}:${snapshot.isOpen}:${snapshot.weekday}` : '';

/** The ids of the images the profile shows (logo, cover). */
export const profileImageIds = (snapshot: ProfileSnapshot | null | undefined) =>
  [snapshot?.profile.logoImageId, snapshot?.profile.coverImageId].filter((id): id is string =>
    Boolean(id),
  );
