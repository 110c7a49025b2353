/**
 * Browsers revalidate every time (cheap: 304 with the ETag); a CDN may serve a page for 60 s
 * and, while it refetches, a stale copy for 5 more minutes (docs/decisions/003).
 */
export const PUBLIC_PAGE_CACHE_CONTROL =
  'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

const S_MAXAGE = 60;
const STALE_WHILE_REVALIDATE = 300;
/** How long a shared cache may keep a page with the usual header (ms). */
export const SHARED_CACHE_LIFETIME_MS = (S_MAXAGE + STALE_WHILE_REVALIDATE) * 1000;

/**
 * The page's Cache-Control when it stops being right at `refreshAt` (a promotion starts or
 * ends, an "Épuisé" mark ends; docs/promotions.md): no shared cache may keep it, stale copies
 * included, past that instant.
 */
export function pageCacheControl(refreshAt: number | null, now: number): string {
  if (refreshAt === null || refreshAt - now >= SHARED_CACHE_LIFETIME_MS) {
    return PUBLIC_PAGE_CACHE_CONTROL;
  }
  const left = Math.max(0, Math.floor((refreshAt - now) / 1000));
  const sMaxAge = Math.min(S_MAXAGE, left);
  return `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${left - sMaxAge}`;
}

/**
 * The fast path replays the headers a page was first sent with: only while the usual header
 * still holds (at least its whole shared-cache lifetime before `refreshAt`). Closer to it,
 * Fastify answers with a header computed for the instant.
 */
export const isUsualCacheControl = (refreshAt: number | null, now: number) =>
  refreshAt === null || refreshAt - now >= SHARED_CACHE_LIFETIME_MS;
