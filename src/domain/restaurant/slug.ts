import { z } from 'zod';
import { normalizeForSearch } from '../text/normalize';

/** A restaurant's readable public address `/{slug}` (issue 15 §6, docs/decisions/007). */
export const SLUG_MIN_LENGTH = 3;
export const SLUG_MAX_LENGTH = 60;

/**
 * A former slug keeps redirecting to its owner's current one for this long after the owner
 * left it; then it is released: it no longer redirects and anyone may take it (docs/decisions/007).
 */
export const SLUG_RELEASE_DAYS = 90;
/** How often an owner may change address: at most `limit` changes in any `days` days. */
export const SLUG_CHANGE_LIMIT = { limit: 3, days: 30 } as const;

const frenchDate = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});

export const SLUG_MESSAGES = {
  tooShort: `L’adresse doit contenir au moins ${SLUG_MIN_LENGTH} caractères.`,
  tooLong: `L’adresse ne doit pas dépasser ${SLUG_MAX_LENGTH} caractères.`,
  characters:
    'L’adresse ne peut contenir que des lettres minuscules sans accent, des chiffres et des tirets (pas au début ni à la fin).',
  reserved: 'Cette adresse est réservée par Ardoise. Choisissez-en une autre.',
  taken: 'Cette adresse est déjà prise',
  tooManyChanges: (nextChangeAt: Date) =>
    `Vous avez déjà changé d’adresse ${SLUG_CHANGE_LIMIT.limit} fois en ${SLUG_CHANGE_LIMIT.days} jours. Vous pourrez la changer à nouveau à partir du ${frenchDate.format(nextChangeAt)}.`,
} as const;

/**
 * Words no restaurant may take as its address: the first path segments of the app's own routes
 * (a test, restaurant-slug.test.ts, enumerates the routes of the built app and fails when one
 * is missing here; the server also refuses every registered route head at run time), those of
 * the product's site and legal pages (French and English), and words a reader would take for
 * the product's own or for an error (`null`, `undefined`). Slugs already held are kept.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  // The app's routes, and a few for later.
  'about',
  'admin',
  'api',
  'app',
  'assets',
  'auth',
  'billing',
  'contact',
  'dashboard',
  'dev',
  'diner',
  'favicon',
  'forgot-password',
  'healthz',
  'help',
  'images',
  'invitation',
  'legal',
  'login',
  'logout',
  'menu',
  'menus',
  'metrics',
  'new',
  'orders',
  'outbox',
  'paiement',
  'pricing',
  'public',
  'qr',
  'r',
  'readyz',
  'register',
  'reset-password',
  'robots',
  'settings',
  'signup',
  'sitemap',
  'static',
  'stock',
  'support',
  'tablette',
  'u',
  'verify-email',
  'www',
  // The product's site and its legal pages.
  'a-propos',
  'accessibilite',
  'accessibility',
  'accueil',
  'aide',
  'ardoise',
  'blog',
  'carrieres',
  'careers',
  'cgu',
  'cgv',
  'compte',
  'conditions',
  'conditions-generales',
  'confidentialite',
  'connexion',
  'cookies',
  'demo',
  'docs',
  'documentation',
  'faq',
  'fonctionnalites',
  'features',
  'gdpr',
  'home',
  'inscription',
  'jobs',
  'mentions-legales',
  'newsletter',
  'offres',
  'partenaires',
  'partners',
  'politique-de-confidentialite',
  'premium',
  'presse',
  'press',
  'privacy',
  'rgpd',
  'securite',
  'security',
  'status',
  'statut',
  'tarifs',
  'terms',
  // Words that read as the product's or as an error.
  'false',
  'nan',
  'null',
  'true',
  'undefined',
]);

/** Bare numbers and UUIDs look like ids (`/u/{id}`, `/r/{menuId}`), not like a restaurant. */
const ID_SHAPED =
  /^(?:\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{32})$/;

/** Whether no restaurant may take `slug` (a reserved word, or shaped like an id). */
export const isReservedSlug = (slug: string) => RESERVED_SLUGS.has(slug) || ID_SHAPED.test(slug);

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/**
 * What the `/{slug}` route accepts (the router's parameter pattern, without anchors): capitals
 * too, since people type addresses read on a flyer (`/Le-Petit-Bistro` moves to lower case).
 */
export const SLUG_ROUTE_PATTERN = `[A-Za-z0-9-]{${SLUG_MIN_LENGTH},${SLUG_MAX_LENGTH}}`;

export const isSlugShaped = (text: string) =>
  text.length >= SLUG_MIN_LENGTH && text.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(text);

/** What an owner may ask for (format and reserved words; uniqueness is the server's check). */
export const SlugSchema = z
  .string({ error: SLUG_MESSAGES.characters })
  .trim()
  .min(SLUG_MIN_LENGTH, SLUG_MESSAGES.tooShort)
  .max(SLUG_MAX_LENGTH, SLUG_MESSAGES.tooLong)
  .regex(SLUG_PATTERN, SLUG_MESSAGES.characters)
  .refine((slug) => !isReservedSlug(slug), SLUG_MESSAGES.reserved);

/**
 * The address a name suggests: `Le Petit Bistro` → `le-petit-bistro`, accents folded, other
 * scripts dropped; too short a result is prefixed (`restaurant-xy`, or `restaurant`).
 */
export function slugFromName(name: string): string {
  const words = normalizeForSearch(name)
    .replace(/[^a-z0-9 ]+/g, ' ')
    .trim();
  const base = words.replace(/\s+/g, '-').slice(0, SLUG_MAX_LENGTH).replace(/-+$/, '');
  // "1789" would read as an id: `restaurant-1789`.
  if (base.length >= SLUG_MIN_LENGTH && !ID_SHAPED.test(base)) return base;
  return base ? `restaurant-${base}`.slice(0, SLUG_MAX_LENGTH) : 'restaurant';
}

/**
 * The first free address from `base`: itself, then `base-2`, `base-3`… (cut to fit 60
 * characters), skipping reserved words and whatever `isTaken` says is held.
 */
export function firstFreeSlug(base: string, isTaken: (slug: string) => boolean): string {
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? '' : `-${n}`;
    const stem = base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '');
    const candidate = `${stem}${suffix}`;
    if (!isReservedSlug(candidate) && !isTaken(candidate)) return candidate;
  }
}
