import type { Kysely, Selectable } from 'kysely';
import {
  EMPTY_PROFILE,
  type RestaurantProfile,
  RestaurantProfileSchema,
} from '../../domain/restaurant/profile';
import { parseJsonColumn, toIso } from '../db/portable';
import type { Database, RestaurantProfileTable } from '../db/schema';

type Db = Kysely<Database>;

export type StoredProfile = { profile: RestaurantProfile; updatedAt: string | null };

function toProfile(row: Selectable<RestaurantProfileTable>): RestaurantProfile {
  // Validated when saved; read back through the schema like stored menus (no surprise shape).
  return RestaurantProfileSchema.parse({
    streetAddress: row.street_address,
    postalCode: row.postal_code,
    city: row.city,
    phone: row.phone,
    description: row.description,
    website: row.website,
    instagram: row.instagram,
    reservationUrl: row.reservation_url,
    openingHours: parseJsonColumn(row.opening_hours),
    logoImageId: row.logo_image_id,
    coverImageId: row.cover_image_id,
  });
}

/** The restaurant's public profile (table restaurant_profile), filtered by owner. */
export const profileRepository = {
  /** The owner's profile; every field empty when they never saved one. */
  async find(db: Db, ownerId: string): Promise<StoredProfile> {
    const row = await db
      .selectFrom('restaurant_profile')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .executeTakeFirst();
    return row
      ? { profile: toProfile(row), updatedAt: toIso(row.updated_at) }
      : { profile: EMPTY_PROFILE, updatedAt: null };
  },

  async save(db: Db, ownerId: string, profile: RestaurantProfile, now: Date): Promise<void> {
    const values = {
      street_address: profile.streetAddress,
      postal_code: profile.postalCode,
      city: profile.city,
      phone: profile.phone,
      description: profile.description,
      website: profile.website,
      instagram: profile.instagram,
      reservation_url: profile.reservationUrl,
      opening_hours: JSON.stringify(profile.openingHours),
      logo_image_id: profile.logoImageId,
      cover_image_id: profile.coverImageId,
      updated_at: now.toISOString(),
    };
    await db
      .insertInto('restaurant_profile')
      .values({ owner_id: ownerId, ...values })
      .onConflict((conflict) => conflict.column('owner_id').doUpdateSet(values))
      .execute();
  },

  /** The ids of the owner's images the profile shows (logo, cover): in use, never purged. */
  async listImageIds(db: Db, ownerId: string): Promise<string[]> {
    const row = await db
      .selectFrom('restaurant_profile')
      .select(['logo_image_id', 'cover_image_id'])
      .where('owner_id', '=', ownerId)
      .executeTakeFirst();
    return [row?.logo_image_id, row?.cover_image_id].filter((id): id is string => Boolean(id));
  },
};
