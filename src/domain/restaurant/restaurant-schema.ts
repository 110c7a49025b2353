import { z } from 'zod';
import { RestaurantProfileChangesSchema } from './profile';
import { SlugSchema } from './slug';

const text = z.string().nullable();

/** `GET|PUT /api/v1/restaurant`: the restaurant's public profile and address (issue 15 §5–6). */
export const RestaurantSchema = z.object({
  slug: z.string(),
  /** `PUBLIC_URL/{slug}`: the readable address to share (QR codes keep /u/{ownerId}). */
  publicUrl: z.string(),
  streetAddress: text,
  postalCode: text,
  city: text,
  /** E.164 (+33123456789). */
  phone: text,
  description: text,
  website: text,
  /** The handle, without "@". */
  instagram: text,
  reservationUrl: text,
  /** Weekly slots (src/domain/time/weekly-slots.ts), as saved. */
  openingHours: z.array(
    z.object({ days: z.array(z.number()), start: z.string(), end: z.string() }),
  ),
  logoImageId: text,
  coverImageId: text,
  /** Raison sociale, printed on receipts (not on the menu). */
  legalName: text,
  /** 14 digits. */
  siret: text,
  /** "FR" + key + SIREN, compacted. */
  vatNumber: text,
  /** Franchise en base de TVA (art. 293 B du CGI): receipts charge no VAT. */
  isVatExempt: z.boolean(),
  /** The registered office when it differs from the restaurant's address (null: the same). */
  legalStreetAddress: text,
  legalPostalCode: text,
  legalCity: text,
  /** The logo's and the cover's largest JPEG (previews). */
  logoUrl: text,
  coverUrl: text,
});
export type Restaurant = z.output<typeof RestaurantSchema>;

/** `PUT /api/v1/restaurant`: any subset of the fields; null or "" empties one. */
export const UpdateRestaurantSchema = RestaurantProfileChangesSchema.extend({
  slug: SlugSchema.optional(),
}).strict();
export type UpdateRestaurant = z.input<typeof UpdateRestaurantSchema>;
