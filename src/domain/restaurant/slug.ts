import { z } from 'zod';
import { normalizeForSearch } from '../text/normalize';

/** A restaurant's readable public address `/{slug}` (issue 15 §6, docs/decisions/007). */
export const SLUG_MIN_LENGTH = 3;
export const SLUG_MAX_LENGTH = 60;

export const SLUG_MESSAGES = {
  tooShort: `L’adresse doit contenir au moins ${SLUG_MIN_LENGTH} caractères.`,
  tooLong: `L’adresse ne doit pas dépasser ${SLUG_MAX_LENGTH} caractères.`,
  characters:
    'L’adresse ne peut contenir que des lettres minuscules sans accent, des chiffres et des tirets (pas au début ni à la fin).',
  reserved: 'Cette adresse est réservée par Ardoise. Choisissez-en une autre.',
  taken: 'Cette adresse est déjà prise',
} as const;

/**
 * First path segments of the app's own routes: no restaurant may take them. A test
 * (restaurant-slug-routes.test.ts) enumerates the routes of the built app and fails when one is
 * missing here; the server also refuses every registered route head at run time.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
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
  'legal',
  'login',
  'logout',
  'menu',
  'menus',
  'new',
  'orders',
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
  'u',
  'www',
]);

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
  .refine((slug) => !RESERVED_SLUGS.has(slug), SLUG_MESSAGES.reserved);

/**
 * The address a name suggests: `Le Petit Bistro` → `le-petit-bistro`, accents folded, other
 * scripts dropped; too short a result is prefixed (`restaurant-xy`, or `restaurant`).
 */
export function slugFromName(name: string): string {
  const words = normalizeForSearch(name)
    .replace(/[^a-z0-9 ]+/g, ' ')
    .trim();
  const base = words.replace(/\s+/g, '-').slice(0, SLUG_MAX_LENGTH).replace(/-+$/, '');
  if (base.length >= SLUG_MIN_LENGTH) return base;
  return base ? `restaurant-${base}` : 'restaurant';
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
    if (!RESERVED_SLUGS.has(candidate) && !isTaken(candidate)) return candidate;
  }
}
