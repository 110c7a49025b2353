import { isShownById, pickServedMenu } from '../../domain/menu/served-menu';
import type { AppDatabase } from '../db/database';
import { type MenuStamp, publicReads } from '../owner-state/public-reads';
import { slugRepository } from '../owner-state/restaurant-slug';

/** The fixed pages of spec part 2 §2 "Sitemap", with change frequency and priority. */
const FIXED_PAGES = [
  { path: '/', changefreq: 'monthly', priority: '1.0' },
  { path: '/login', changefreq: 'monthly', priority: '0.5' },
  { path: '/dashboard', changefreq: 'weekly', priority: '0.3' },
  { path: '/dashboard/menu/new', changefreq: 'monthly', priority: '0.3' },
  { path: '/dashboard/qr-code', changefreq: 'monthly', priority: '0.3' },
  { path: '/dashboard/settings', changefreq: 'monthly', priority: '0.2' },
  { path: '/dashboard/orders', changefreq: 'weekly', priority: '0.2' },
] as const;

/** sitemaps.org allows 50,000 URLs per file. */
const MAX_URLS = 50_000;

type SitemapUrl = { loc: string; lastmod?: string; changefreq: string; priority: string };

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  );

/** W3C Datetime, second precision: 2026-11-21T10:15:00+00:00. */
export const toW3cDate = (iso: string) =>
  new Date(iso).toISOString().replace(/\.\d{3}Z$/, '+00:00');

/**
 * Per owner with menus: the restaurant's page (once, dated by the menu it shows) at its
 * readable address /{slug} — /u/{userId} for an owner without one — and /r/{menuId} for each
 * menu that page would show (oldest or active): a hidden menu's address answers 404, so it
 * does not belong in a sitemap.
 */
export function buildSitemapUrls(
  publicUrl: string,
  menus: (MenuStamp & { ownerId: string })[],
  slugs: ReadonlyMap<string, string> = new Map(),
) {
  const urls: SitemapUrl[] = FIXED_PAGES.map((page) => ({
    ...page,
    loc: `${publicUrl}${page.path}`,
  }));
  const byOwner = new Map<string, MenuStamp[]>();
  for (const menu of menus) {
    const list = byOwner.get(menu.ownerId) ?? [];
    list.push(menu);
    byOwner.set(menu.ownerId, list);
  }
  for (const [ownerId, ownerMenus] of byOwner) {
    // Without a clock: the sitemap does not change with the hour (schedules left aside).
    const shown = pickServedMenu(ownerMenus);
    if (shown) {
      const slug = slugs.get(ownerId);
      const loc = slug ? `${publicUrl}/${slug}` : `${publicUrl}/u/${encodeURIComponent(ownerId)}`;
      urls.push({
        loc,
        lastmod: toW3cDate(shown.updatedAt),
        changefreq: 'weekly',
        priority: '0.8',
      });
    }
    for (const menu of ownerMenus.filter((candidate) => isShownById(ownerMenus, candidate.id))) {
      const loc = `${publicUrl}/r/${encodeURIComponent(menu.id)}`;
      urls.push({ loc, lastmod: toW3cDate(menu.updatedAt), changefreq: 'weekly', priority: '0.7' });
    }
  }
  return urls.slice(0, MAX_URLS);
}

export function renderSitemapXml(urls: SitemapUrl[]): string {
  const entries = urls.map((url) =>
    [
      '<url>',
      `<loc>${escapeXml(url.loc)}</loc>`,
      url.lastmod ? `<lastmod>${url.lastmod}</lastmod>` : '',
      `<changefreq>${url.changefreq}</changefreq>`,
      `<priority>${url.priority}</priority>`,
      '</url>',
    ].join(''),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

/** The sitemap of every public menu address, built from the stored menus. */
export async function renderSitemap(deps: { database: AppDatabase; publicUrl: string }) {
  const [menus, slugs] = await Promise.all([
    publicReads.listAllMenuStamps(deps.database.db),
    slugRepository.listCurrent(deps.database.db),
  ]);
  return renderSitemapXml(buildSitemapUrls(deps.publicUrl, menus, slugs));
}
