import type { Kysely, Selectable } from 'kysely';
import {
  EMPTY_PROFILE,
  type RestaurantProfile,
  RestaurantProfileSchema,
} from '../../domain/restaurant/profile';
import { parseJsonColumn, toBoolean, toIso } from '../db/portable';
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
    legalName: row.legal_name,
    siret: row.siret,
    vatNumber: row.vat_number,
    isVatExempt: toBoolean(row.is_vat_exempt),
    legalStreetAddress: row.legal_street_address,
    legalPostalCode: row.legal_postal_code,
    legalCity: row.legal_city,
  });
}

/** The restaurant's profile as pages, availability and images read it; restaurant saves it. */
export const restaurantProfiles = {
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
