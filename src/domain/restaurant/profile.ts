import { z } from 'zod';
import { type WeeklySlot, WeeklySlotSchema } from '../time/weekly-slots';
import { compactIdentifier, isValidFrenchVatNumber, isValidSiret } from './legal';

/**
 * The restaurant's public profile (issue 15 §5, docs/restaurant-profile.md): address, phone,
 * opening hours, description, links, logo and cover. Every field may be empty (null); the
 * schema normalises what owners type (phone numbers, Instagram handles) so that the diner page
 * and the JSON-LD read one form.
 */

export const PROFILE_LIMITS = {
  streetAddress: 120,
  city: 80,
  description: 300,
  url: 500,
  /** Ranges in the week (several per day, seven days). */
  openingHours: 35,
  legalName: 120,
} as const;

export const PROFILE_MESSAGES = {
  streetAddressTooLong: `L’adresse ne doit pas dépasser ${PROFILE_LIMITS.streetAddress} caractères.`,
  postalCode: 'Le code postal doit contenir 5 chiffres (par exemple 75011).',
  cityTooLong: `La ville ne doit pas dépasser ${PROFILE_LIMITS.city} caractères.`,
  phone:
    'Numéro de téléphone invalide : 10 chiffres commençant par 0 (01 23 45 67 89) ou au format +33 1 23 45 67 89.',
  descriptionTooLong: `La description ne doit pas dépasser ${PROFILE_LIMITS.description} caractères.`,
  url: 'Adresse web invalide : elle doit commencer par https:// (par exemple https://www.monrestaurant.fr).',
  urlTooLong: `L’adresse web ne doit pas dépasser ${PROFILE_LIMITS.url} caractères.`,
  instagram:
    'Compte Instagram invalide : indiquez @votrecompte ou l’adresse https://www.instagram.com/votrecompte.',
  tooManyRanges: `Pas plus de ${PROFILE_LIMITS.openingHours} plages horaires par semaine.`,
  text: 'Ce champ doit être un texte.',
  imageId: 'Identifiant de photo invalide.',
  imageNotFound: 'Photo introuvable : envoyez-la à nouveau.',
  imageInUse:
    'Cette photo est le logo ou la photo de couverture de votre restaurant : retirez-la d’abord du profil (Paramètres).',
  legalNameTooLong: `La raison sociale ne doit pas dépasser ${PROFILE_LIMITS.legalName} caractères.`,
  siret:
    'Numéro SIRET invalide : 14 chiffres, tels qu’inscrits sur votre extrait Kbis ou votre avis de situation Insee.',
  vatNumber:
    'Numéro de TVA intracommunautaire invalide : FR, 2 caractères de clé puis les 9 chiffres du SIREN (par exemple FR40 303 265 045).',
  vatNumberSiren:
    'Le numéro de TVA ne correspond pas au SIREN de votre SIRET (ses 9 premiers chiffres).',
  vatExempt: 'Indiquez oui ou non pour la franchise de TVA.',
} as const;

/** Trimmed text; empty means "not given" (null). */
const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: PROFILE_MESSAGES.text })
    .trim()
    .max(max, { error: tooLong })
    .nullable()
    .transform((value) => (value ? value : null));

const PostalCodeSchema = optionalText(5, PROFILE_MESSAGES.postalCode).refine(
  (value) => value === null || /^\d{5}$/.test(value),
  { error: PROFILE_MESSAGES.postalCode },
);

/** An identifier typed with spaces or dots, compacted and upper-cased, then checked. */
const identifier = (isValid: (value: string) => boolean, message: string) =>
  optionalText(40, message)
    .transform((value) => (value === null ? null : compactIdentifier(value).toUpperCase()))
    .refine((value) => value === null || isValid(value), { error: message });

/** A French number, national (01 23 45 67 89) or international (+33 1 23 45 67 89, 0033…), as E.164. */
export function normalizeFrenchPhone(input: string): string | null {
  const compact = input.replace(/[\s.\-()/]/g, '');
  const match = /^(?:\+33|0033|0)([1-9]\d{8})$/.exec(compact);
  return match ? `+33${match[1]}` : null;
}

/** "+33123456789" → "01 23 45 67 89", as French diners read it. */
export function formatPhoneNational(e164: string): string {
  const national = `0${e164.slice(3)}`;
  return national.replace(/(\d{2})(?=\d)/g, '$1 ');
}

/** "@le.bistro", "le_bistro", "instagram.com/le_bistro/" → "le_bistro"; null when it is none. */
export function normalizeInstagram(input: string): string | null {
  let value = input.trim();
  const asUrl = /^(?:https?:\/\/)?(?:www\.)?instagram\.com\/([^/?#]+)\/?(?:[?#].*)?$/i.exec(value);
  if (asUrl?.[1]) value = asUrl[1];
  else if (/[/:]/.test(value)) return null;
  value = value.replace(/^@/, '');
  const isHandle = /^[A-Za-z0-9._]{1,30}$/.test(value) && !/^\.|\.$|\.\./.test(value);
  return isHandle ? value.toLowerCase() : null;
}

export const instagramUrl = (handle: string) => `https://www.instagram.com/${handle}/`;

const isHttpsUrl = (value: string) => {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' && url.hostname.includes('.') && !url.username;
};

const HttpsUrlSchema = optionalText(PROFILE_LIMITS.url, PROFILE_MESSAGES.urlTooLong).refine(
  (value) => value === null || isHttpsUrl(value),
  { error: PROFILE_MESSAGES.url },
);

const ImageIdSchema = z
  .string({ error: PROFILE_MESSAGES.imageId })
  .regex(/^[0-9a-f-]{36}$/i, { error: PROFILE_MESSAGES.imageId })
  .nullable();

/** Every field of the profile, validated and normalised (null: not given). */
export const RestaurantProfileSchema = z.object({
  streetAddress: optionalText(PROFILE_LIMITS.streetAddress, PROFILE_MESSAGES.streetAddressTooLong),
  postalCode: PostalCodeSchema,
  city: optionalText(PROFILE_LIMITS.city, PROFILE_MESSAGES.cityTooLong),
  phone: optionalText(30, PROFILE_MESSAGES.phone).transform((value, context) => {
    if (value === null) return null;
    const phone = normalizeFrenchPhone(value);
    if (phone === null) context.addIssue({ code: 'custom', message: PROFILE_MESSAGES.phone });
    return phone;
  }),
  description: optionalText(PROFILE_LIMITS.description, PROFILE_MESSAGES.descriptionTooLong),
  website: HttpsUrlSchema,
  instagram: optionalText(PROFILE_LIMITS.url, PROFILE_MESSAGES.instagram).transform(
    (value, context) => {
      if (value === null) return null;
      const handle = normalizeInstagram(value);
      if (handle === null)
        context.addIssue({ code: 'custom', message: PROFILE_MESSAGES.instagram });
      return handle;
    },
  ),
  reservationUrl: HttpsUrlSchema,
  /** Several ranges a day; a range whose end is not after its start runs past midnight. */
  openingHours: z
    .array(WeeklySlotSchema)
    .max(PROFILE_LIMITS.openingHours, { error: PROFILE_MESSAGES.tooManyRanges }),
  logoImageId: ImageIdSchema,
  coverImageId: ImageIdSchema,
  // What a receipt must print (docs/receipts-and-vat.md); not shown on the diner's menu.
  /** Raison sociale: the company's registered name ("SARL Le Comptoir"). */
  legalName: optionalText(PROFILE_LIMITS.legalName, PROFILE_MESSAGES.legalNameTooLong),
  siret: identifier(isValidSiret, PROFILE_MESSAGES.siret),
  /** Numéro de TVA intracommunautaire, "FR" + key + SIREN. */
  vatNumber: identifier(isValidFrenchVatNumber, PROFILE_MESSAGES.vatNumber),
  /** Franchise en base de TVA: receipts say "TVA non applicable, art. 293 B du CGI". */
  isVatExempt: z.boolean({ error: PROFILE_MESSAGES.vatExempt }),
  /** The registered office's address when it is not the restaurant's; null: the same. */
  legalStreetAddress: optionalText(
    PROFILE_LIMITS.streetAddress,
    PROFILE_MESSAGES.streetAddressTooLong,
  ),
  legalPostalCode: PostalCodeSchema,
  legalCity: optionalText(PROFILE_LIMITS.city, PROFILE_MESSAGES.cityTooLong),
});
export type RestaurantProfile = z.output<typeof RestaurantProfileSchema>;
export type RestaurantProfileInput = z.input<typeof RestaurantProfileSchema>;

/** PUT /api/v1/restaurant: any subset of the fields; absent ones are kept. */
export const RestaurantProfileChangesSchema = RestaurantProfileSchema.partial();
export type RestaurantProfileChanges = z.output<typeof RestaurantProfileChangesSchema>;

export const PROFILE_FIELDS = Object.keys(
  RestaurantProfileSchema.shape,
) as (keyof RestaurantProfile)[];

export const EMPTY_PROFILE: RestaurantProfile = {
  streetAddress: null,
  postalCode: null,
  city: null,
  phone: null,
  description: null,
  website: null,
  instagram: null,
  reservationUrl: null,
  openingHours: [],
  logoImageId: null,
  coverImageId: null,
  legalName: null,
  siret: null,
  vatNumber: null,
  isVatExempt: false,
  legalStreetAddress: null,
  legalPostalCode: null,
  legalCity: null,
};

export { formatAddress } from './address';

export const mapUrl = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

const SCHEMA_DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/**
 * schema.org `openingHoursSpecification`: one entry per day and range. A range past midnight
 * (Friday 18:00–02:00) stays on the day it starts, with `closes` before `opens`: schema.org
 * reads that as "closes the next day" (its OpeningHoursSpecification definition).
 */
export function openingHoursSpecification(slots: readonly WeeklySlot[]) {
  return slots
    .flatMap((slot) => slot.days.map((day) => ({ day, opens: slot.start, closes: slot.end })))
    .sort((a, b) => a.day - b.day || a.opens.localeCompare(b.opens))
    .map(({ day, opens, closes }) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${SCHEMA_DAYS[day - 1]}`,
      opens,
      closes,
    }));
}

/** The ranges that start on an ISO weekday, in order: "12:00–14:30". */
export function rangesOfDay(slots: readonly WeeklySlot[], weekday: number): string[] {
  return slots
    .filter((slot) => slot.days.includes(weekday))
    .map((slot) => `${slot.start}–${slot.end}`)
    .sort();
}
