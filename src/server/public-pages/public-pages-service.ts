import type { LRUCache } from 'lru-cache';
import type { Language } from '../../domain/i18n/languages';
import type { DishPhoto } from '../../domain/images/image-rules';
import type { MenuDocument } from '../../domain/menu/menu-schema';
import { createBoundedCache } from '../bounded-cache';
import type { AppDatabase } from '../db/database';
import type { EventBus } from '../events/event-bus';
import type { Logger } from '../logging/logger';
import { createOwnerStateCache } from '../owner-state/owner-state-cache';
import { profileImageIds, profileKeyOf } from '../owner-state/profile-snapshot';
import { promotionsKey } from '../owner-state/promotion-snapshot';
import { type MenuStamp, type OwnerState, publicReads as repo } from '../owner-state/public-reads';
import { slugRepository } from '../owner-state/restaurant-slug';
import { loadStoredTranslations } from '../owner-state/stored-translations';
import { type PageTable, pageTableOf, tableKeyOf } from '../owner-state/table-code';
import { isPublicById, pickMenuForOwner } from '../owner-state/visibility';
import { compressBody } from './compressed-body';
import type { DinerAssets } from './diner-assets';
import { type CachedPage, createPageCache } from './page-cache';
import { isUsualCacheControl } from './page-cache-control';
import { createPageRenderer, type PagePaths, pageLanguage, tablePaymentsOf } from './page-renderer';
import type { PublicQuery } from './public-query';
import type { InfoPageKind } from './render-diner-page';
import { TEMPLATE_TABLE } from './table-page-template';
import { createTablePages } from './table-pages';

export type PublicPagesOptions = {
  database: AppDatabase;
  events: EventBus;
  publicUrl: string;
  marketingUrl: string;
  assets: DinerAssets;
  log: Logger;
  /** Memory for rendered pages (identity + brotli + gzip). Default 64 MB. */
  cacheMaxBytes?: number;
  /** Memory for pages opened with a table's code (their links keep it). Default 16 MB. */
  tableCacheMaxBytes?: number;
  /** Free menus show this ad network's ads instead of the house ad (ADS_CLIENT_ID). */
  adsClientId?: string;
  /** Uploaded photos of a menu (images/image-service.ts); none: plain images only. */
  describePhotos?: DescribePhotos;
  /** The owner's images by id (the profile's logo and cover); none: no logo or cover. */
  describeImages?: DescribeImages;
  /** The clock deciding which \"Épuisé\" marks are in force, whether it is open, and menu schedules (tests move it). */
  now?: () => Date;
};

export type DescribeImages = (input: {
  ownerId: string;
  ids: readonly string[];
}) => Promise<ReadonlyMap<string, DishPhoto>>;

export type DescribePhotos = (input: {
  ownerId: string;
  document: MenuDocument;
}) => Promise<ReadonlyMap<string, DishPhoto>>;

export type ResolvedMenu = { state: OwnerState; menu: MenuStamp };
/** `/{slug}`: the page, a 301 to the owner's current slug, or nothing. */
export type SlugResolution =
  | { kind: 'page'; resolved: ResolvedMenu }
  | { kind: 'moved'; slug: string }
  | null;
export type { PagePaths };

/** Identifiers longer than this cannot exist (UUIDs, Better Auth ids): no database query. */
const MAX_ID_LENGTH = 100;
/**
 * Unknown ids are remembered briefly (printed QR codes of deleted menus, crawlers, scripts
 * trying ids): no database query for them, and their "Menu non disponible" page is served
 * from memory. A creation announced by the event log forgets them at once.
 */
const MISSING_TTL_MS = 30_000;

/** The page's part of the cache key for "L'addition": whether (and with tips) it pays. */
function tablePaymentsKeyOf(state: OwnerState, table: PageTable) {
  const payments = tablePaymentsOf(state, table);
  return payments ? (payments.tips ? 'pays+tips' : 'pays') : '';
}

export type NotFoundPage = {
  body: CachedPage['body'];
  /** Set when the id is known to be missing: the page may be replayed while this holds. */
  isStillMissing?: () => boolean;
};

export function createPublicPages(options: PublicPagesOptions) {
  const { db } = options.database;
  const menuOwners = createBoundedCache<string, string>({ maxEntries: 50_000 });
  const now = options.now ?? (() => new Date());
  const owners = createOwnerStateCache({
    load: (ownerId) => repo.loadOwnerState(db, ownerId, now()),
    now,
  });
  const pages = createPageCache({ maxBytes: options.cacheMaxBytes ?? 64 * 1024 * 1024 });
  // Pages of one table (docs/decisions/011, table-pages.ts).
  const tablePages = createTablePages({
    maxBytes: options.tableCacheMaxBytes ?? 16 * 1024 * 1024,
  });
  // Rendered "Menu non disponible" pages, per kind, language and address (they show the id).
  const notFoundPages = createPageCache({ maxBytes: 8 * 1024 * 1024 });
  const missingMenus = createBoundedCache<string, true>({
    maxEntries: 50_000,
    ttl: MISSING_TTL_MS,
  });
  const missingOwners = createBoundedCache<string, true>({
    maxEntries: 50_000,
    ttl: MISSING_TTL_MS,
  });
  // Current slugs only, checked against the owner's snapshot at each use: a former slug may
  // be released and taken by another owner (docs/decisions/007), so it is looked up each time.
  const slugOwners = createBoundedCache<string, string>({ maxEntries: 50_000 });
  const missingSlugs = createBoundedCache<string, true>({
    maxEntries: 50_000,
    ttl: MISSING_TTL_MS,
  });
  const forget = ({ ownerId }: { ownerId: string }) => {
    owners.invalidate(ownerId);
    pages.deleteOwner(ownerId);
    tablePages.deleteOwner(ownerId);
    missingOwners.delete(ownerId);
    // A new slug is announced by owner.changed (or the first menu's menu.changed).
    missingSlugs.clear();
  };
  options.events.on('menu.changed', (event) => {
    forget(event);
    missingMenus.delete(event.menuId);
  });
  options.events.on('owner.changed', forget);
  options.events.on('menu.availability', forget);
  options.events.on('menu.promotions', forget);

  const renderer = createPageRenderer(options);
  // Photos never change under a name (content hash): a cached page stays right.
  const photosOf = (ownerId: string, document: MenuDocument) =>
    options.describePhotos?.({ ownerId, document }) ?? Promise.resolve(undefined);
  const profileImagesOf = (state: OwnerState) => {
    const ids = profileImageIds(state.profile);
    return ids.length > 0 && options.describeImages
      ? options.describeImages({ ownerId: state.ownerId, ids })
      : Promise.resolve(undefined);
  };

  /** Who owns a menu id or a slug: remembered (it never changes hands), and so is "nobody". */
  async function ownerOf(
    key: string,
    known: LRUCache<string, string>,
    missing: LRUCache<string, true>,
    find: (database: typeof db, key: string) => Promise<string | null>,
  ): Promise<string | null> {
    if (missing.has(key)) return null;
    const cached = known.get(key);
    if (cached) return cached;
    const ownerId = await find(db, key);
    if (ownerId) known.set(key, ownerId);
    else missing.set(key, true);
    return ownerId;
  }

  return {
    /** /r/{menuId} and /menu/{menuId}/view: the owner's oldest menu, or an active one. */
    async resolveByMenuId(menuId: string): Promise<ResolvedMenu | null> {
      if (menuId.length > MAX_ID_LENGTH) return null;
      const ownerId = await ownerOf(menuId, menuOwners, missingMenus, repo.findMenuOwnerId);
      if (!ownerId) return null;
      const state = await owners.get(ownerId);
      const menu = state?.menus.find((candidate) => candidate.id === menuId);
      if (!state || !menu || !isPublicById(state, menuId, now())) return null;
      return { state, menu };
    },

    /** /u/{userId}: the owner's first active menu, otherwise the oldest. */
    async resolveByOwnerId(ownerId: string): Promise<ResolvedMenu | null> {
      if (ownerId.length > MAX_ID_LENGTH || missingOwners.has(ownerId)) return null;
      const state = await owners.get(ownerId);
      if (!state) missingOwners.set(ownerId, true);
      const menu = state && pickMenuForOwner(state, now());
      return state && menu ? { state, menu } : null;
    },

    /**
     * /{slug}: the restaurant's page under its current slug; a former one moves there during
     * its grace period, then names nothing.
     */
    async resolveBySlug(slug: string): Promise<SlugResolution> {
      const at = now();
      const page = (state: OwnerState): SlugResolution => {
        const menu = pickMenuForOwner(state, at);
        return menu ? { kind: 'page', resolved: { state, menu } } : null;
      };
      const cached = slugOwners.get(slug);
      const cachedState = cached ? await owners.get(cached) : undefined;
      if (cachedState?.slug === slug) return page(cachedState);
      slugOwners.delete(slug);
      if (missingSlugs.has(slug)) return null;
      const ownerId = await slugRepository.findHolder(db, slug, at);
      const state = ownerId ? await owners.get(ownerId) : undefined;
      if (!state) {
        missingSlugs.set(slug, true);
        return null;
      }
      if (state.slug === slug) {
        slugOwners.set(slug, state.ownerId);
        return page(state);
      }
      return state.slug ? { kind: 'moved', slug: state.slug } : null;
    },

    /** The page from the cache, rendered and compressed once per menu version and variant. */
    async getMenuPage(
      resolved: ResolvedMenu,
      query: PublicQuery,
      paths: PagePaths,
    ): Promise<{ page: CachedPage; key: string; table: PageTable }> {
      const { state, menu } = resolved;
      const lang = pageLanguage(state, query.lang);
      const table = pageTableOf(state, query.t);
      const soldOut = state.soldOut[menu.id] ?? [];
      const keyOf = (forTable: PageTable) =>
        [
          paths.selfPath,
          paths.canonicalPath,
          menu.id,
          menu.version,
          state.plan,
          state.restaurantName,
          state.isOrderingOpen ? 'open' : 'closed',
          state.isTakeAwayOn ? 'take-away' : 'tables-only',
          tableKeyOf(forTable),
          tablePaymentsKeyOf(state, forTable),
          lang,
          query.sans.join(','),
          soldOut.join(','),
          promotionsKey(state.promotions[menu.id]),
          query.regime ?? '',
          profileKeyOf(state.profile),
        ].join('|');
      const key = keyOf(table);
      const render = async (forTable: PageTable) => {
        const loaded = await repo.loadMenuDocument(db, menu.id);
        if (!loaded) throw new Error(`menu ${menu.id} vanished while rendering`);
        // Saved in between by another process: make the next request re-read the owner.
        if (loaded.version !== menu.version) owners.invalidate(state.ownerId);
        const [photos, profileImages] = await Promise.all([
          photosOf(state.ownerId, loaded.document),
          profileImagesOf(state),
        ]);
        const translations = await loadStoredTranslations({
          db,
          menuId: menu.id,
          lang,
          document: loaded.document,
        }).catch((error) => {
          // Never a broken page: without its translations the page shows dictionaries and French.
          options.log.error({ err: error }, `translations of menu ${menu.id} could not be read`);
          return undefined;
        });
        return renderer.renderMenu({
          state,
          menuId: menu.id,
          document: loaded.document,
          query,
          paths,
          photos,
          profileImages,
          translations,
          soldOut: new Set(soldOut),
          table: forTable,
        });
      };
      if (table.kind !== 'valid') {
        const page = await pages.getOrCreate(key, async () => {
          const rendered = await render(table);
          return {
            ownerId: state.ownerId,
            lang: rendered.lang,
            body: await compressBody(rendered.html),
            hasAdNetwork: renderer.hasAdNetwork(state),
          };
        });
        return { page, key, table };
      }
      const page = await tablePages.getOrCreate({
        key,
        templateKey: keyOf(TEMPLATE_TABLE),
        table,
        ownerId: state.ownerId,
        hasAdNetwork: renderer.hasAdNetwork(state),
        render,
      });
      return { page, key, table };
    },

    /**
     * "Menu non disponible", rendered and compressed once per kind, language and address, like
     * the menu pages (its body shows the searched id, spec part 2 §2).
     */
    async getNotFoundPage(
      kind: InfoPageKind,
      lang: Language,
      paths: PagePaths,
      id: string,
      /** What `id` is: a menu id, an owner id, or a readable address (`/{slug}`). */
      idKind: 'menu' | 'owner' | 'slug' = kind === 'menu-not-available' ? 'menu' : 'owner',
    ): Promise<NotFoundPage> {
      const key = [kind, lang, paths.selfPath, paths.canonicalPath, id].join('|');
      const page = await notFoundPages.getOrCreate(key, async () => ({
        ownerId: '',
        lang,
        body: await compressBody(await renderer.renderInfo(kind, lang, paths, id)),
        hasAdNetwork: false,
      }));
      const missing = { menu: missingMenus, owner: missingOwners, slug: missingSlugs }[idKind];
      if (!missing?.has(id)) return { body: page.body };
      return {
        body: page.body,
        isStillMissing: () => missing.has(id) && notFoundPages.get(key)?.body === page.body,
      };
    },

    /**
     * What an open diner page of this menu must show as "Épuisé" now, and when that changes by
     * itself; null when diners cannot open the menu.
     */
    async availabilityOf(menuId: string) {
      const resolved = await this.resolveByMenuId(menuId);
      if (!resolved) return null;
      const { state } = resolved;
      return {
        ownerId: state.ownerId,
        soldOut: state.soldOut[menuId] ?? [],
        refreshAt: state.refreshAt,
      };
    },

    /** The clock of the snapshots (time-bound pages: "Épuisé", promotions). */
    now,

    /**
     * For the fast path (fast-path.ts): the snapshot, while the page headers sent with it stay
     * right (page-cache-control.ts).
     */
    freshOwnerState: (ownerId: string) => {
      const state = owners.peek(ownerId);
      return state && isUsualCacheControl(state.refreshAt, now().getTime()) ? state : undefined;
    },
    page: (key: string) => pages.get(key) ?? tablePages.get(key),

    /** An uncached render, for the owner's preview (any of their menus, even inactive). */
    renderPreview: async (input: Parameters<typeof renderer.renderMenu>[0]) => {
      const [photos, profileImages] = await Promise.all([
        photosOf(input.state.ownerId, input.document),
        profileImagesOf(input.state),
      ]);
      return (await renderer.renderMenu({ ...input, photos, profileImages })).html;
    },

    renderInfo: renderer.renderInfo,

    stats: () => pages.stats(),
    tableStats: () => tablePages.stats(),
  };
}

export type PublicPages = ReturnType<typeof createPublicPages>;
