import type { Kysely } from 'kysely';
import type { RestaurantProfile } from '../../domain/restaurant/profile';
import type { Database } from '../db/schema';
import { restaurantProfiles, type StoredProfile } from '../owner-state/restaurant-profile';

export type { StoredProfile };

type Db = Kysely<Database>;

/** The restaurant's public profile (table restaurant_profile), filtered by owner. */
export const profileRepository = {
  ...restaurantProfiles,

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
      legal_name: profile.legalName,
      siret: profile.siret,
      vat_number: profile.vatNumber,
      is_vat_exempt: profile.isVatExempt,
      legal_street_address: profile.legalStreetAddress,
      legal_postal_code: profile.legalPostalCode,
      legal_city: profile.legalCity,
      updated_at: now.toISOString(),
    };
    await db
      .insertInto('restaurant_profile')
      .values({ owner_id: ownerId, ...values })
      .onConflict((conflict) => conflict.column('owner_id').doUpdateSet(values))
      .execute();
  },
};
