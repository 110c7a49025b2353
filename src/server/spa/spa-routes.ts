/**
 * Paths the owner single-page app answers (spec part 1 §2). Anything else that is not an API
 * route, a public page or an asset is a real 404.
 */
export const SPA_PATHS = [
  '/',
  '/login',
  '/forgot-password',
  '/reset-password',
  '/dashboard',
  // Joining a restaurant's team (`?id=`, issue 24 §1); a tablet's pairing code (§2).
  '/invitation',
  '/tablette',
];
export const SPA_PREFIXES = ['/dashboard/'];
