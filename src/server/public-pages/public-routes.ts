import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SLUG_ROUTE_PATTERN } from '../../domain/restaurant/slug';
import { openCspForAdNetwork } from './ad-network-csp';
import { compressBody } from './compressed-body';
import type { CountView, FastPath } from './fast-path';
import { pageCacheControl } from './page-cache-control';
import type { PagePaths, PublicPages, ResolvedMenu } from './public-pages-service';
import { parsePublicQuery } from './public-query';
import type { InfoPageKind } from './render-diner-page';
import { sendCompressed } from './send-compressed';

const HTML = 'text/html; charset=utf-8';
/** A table's page: kept by this diner's browser, not by shared caches; always revalidated. */
export const TABLE_PAGE_CACHE_CONTROL = 'private, no-cache';

export { PUBLIC_PAGE_CACHE_CONTROL } from './page-cache-control';

type IdParams = { Params: { id: string } };

/** Counting the views of diner pages (stats, passed in): prepared once per page. */
export type ViewCounting = (view: {
  ownerId: string;
  menuId: string;
  lang: string;
  /** The table's name when the page was opened with one of its codes (a QR scan). */
  table: string | null;
}) => CountView;
/** Precompressed bodies, kept by shared caches: no per-response CSP nonce (security-headers.ts). */
const PAGE_ROUTE = { compress: false, config: { isSharedCacheable: true } } as const;

/**
 * The public diner pages (spec part 2 §2, part 1 §2): /r/{menuId}, /u/{userId},
 * /menu/{menuId}/view and /menu/active. Readable without sign-in and without JavaScript.
 */
export function registerPublicRoutes(
  app: FastifyInstance,
  pages: PublicPages,
  fastPath: FastPath | undefined,
  countViews?: ViewCounting,
) {
  async function sendMenu(
    request: FastifyRequest,
    reply: FastifyReply,
    resolve: () => Promise<ResolvedMenu | null>,
    paths: PagePaths,
    notAvailable: { kind: InfoPageKind; id: string; isSlug?: boolean },
    /** The restaurant's page: canonical at its readable address `/{slug}` when it has one. */
    isRestaurantPage = false,
  ) {
    const query = parsePublicQuery(request.query);
    try {
      const resolved = await resolve();
      if (resolved) {
        const { slug } = resolved.state;
        const canonicalPath = isRestaurantPage && slug ? `/${slug}` : paths.canonicalPath;
        const { page, key, table } = await pages.getMenuPage(resolved, query, {
          ...paths,
          canonicalPath,
        });
        const countView = countViews?.({
          ownerId: resolved.state.ownerId,
          menuId: resolved.menu.id,
          lang: page.lang,
          table: table.kind === 'valid' ? table.name : null,
        });
        if (countView && request.method === 'GET') {
          countView(request.headers['user-agent'], request.headers.referer, request.url);
        }
        if (page.hasAdNetwork) {
          const policy = String(reply.getHeader('Content-Security-Policy') ?? '');
          reply.header('Content-Security-Policy', openCspForAdNetwork(policy));
        }
        return sendCompressed(request, reply, page.body, {
          contentType: HTML,
          // A page opened with a table's code names that table and keeps its code in its
          // links: for this diner's browser only, revalidated (a regenerated code shows at
          // once). Shared caches keep the plain pages (docs/decisions/011-table-codes.md).
          cacheControl:
            table.kind === 'none'
              ? pageCacheControl(resolved.state.refreshAt, pages.now().getTime())
              : TABLE_PAGE_CACHE_CONTROL,
          contentLanguage: page.lang,
          // Codes the restaurant does not have all share one page, but each would take a
          // place of its own in the warm path's URL table: they stay on the normal path.
          beforeSend:
            table.kind === 'invalid'
              ? undefined
              : () =>
                  fastPath?.remember(request, reply, {
                    ownerId: resolved.state.ownerId,
                    state: resolved.state,
                    pageKey: key,
                    body: page.body,
                    countView,
                  }),
        });
      }
    } catch (error) {
      // Spec §8: a failed load shows "Menu non disponible" like a missing menu.
      request.log.error({ err: error }, 'public menu page failed');
    }
    const notFound = await pages.getNotFoundPage(
      notAvailable.kind,
      query.lang,
      { ...paths, isNoIndex: true },
      notAvailable.id,
      notAvailable.isSlug ? 'slug' : undefined,
    );
    const { isStillMissing } = notFound;
    return sendCompressed(request, reply, notFound.body, {
      contentType: HTML,
      cacheControl: 'no-cache',
      contentLanguage: query.lang,
      status: 404,
      beforeSend: isStillMissing
        ? () =>
            fastPath?.remember(request, reply, {
              body: notFound.body,
              isStillValid: isStillMissing,
            })
        : undefined,
    });
  }

  app.get<IdParams>('/r/:id', PAGE_ROUTE, (request, reply) => {
    const { id } = request.params;
    const path = `/r/${encodeURIComponent(id)}`;
    return sendMenu(
      request,
      reply,
      () => pages.resolveByMenuId(id),
      {
        selfPath: path,
        canonicalPath: path,
      },
      { kind: 'menu-not-available', id },
    );
  });

  // The same menu as /r/{menuId} (same visibility rule); /r/ is the canonical address.
  app.get<IdParams>('/menu/:id/view', PAGE_ROUTE, (request, reply) => {
    const { id } = request.params;
    return sendMenu(
      request,
      reply,
      () => pages.resolveByMenuId(id),
      {
        selfPath: `/menu/${encodeURIComponent(id)}/view`,
        canonicalPath: `/r/${encodeURIComponent(id)}`,
      },
      { kind: 'menu-not-available', id },
    );
  });

  app.get<IdParams>('/u/:id', PAGE_ROUTE, (request, reply) => {
    const { id } = request.params;
    const path = `/u/${encodeURIComponent(id)}`;
    return sendMenu(
      request,
      reply,
      () => pages.resolveByOwnerId(id),
      {
        selfPath: path,
        canonicalPath: path,
      },
      { kind: 'user-not-available', id },
      true,
    );
  });

  // The readable address (issue 15 §6). Every fixed route wins over it (the router prefers
  // static segments, and such slugs are refused: RESERVED_SLUGS, route-heads.ts); anything not
  // slug-shaped (`/favicon.svg`) goes on to the files and the 404 page.
  app.get<{ Params: { slug: string } }>(
    `/:slug(^${SLUG_ROUTE_PATTERN}$)`,
    PAGE_ROUTE,
    async (request, reply) => {
      const { slug } = request.params;
      const path = `/${slug}`;
      const search = request.url.slice(path.length);
      const lower = slug.toLowerCase();
      const found =
        lower === slug
          ? await pages.resolveBySlug(slug).catch((error: unknown) => {
              request.log.error({ err: error }, 'public slug lookup failed');
              return null;
            })
          : ({ kind: 'moved', slug: lower } as const);
      if (found?.kind === 'moved') {
        return reply
          .code(301)
          .header('Cache-Control', 'public, max-age=300')
          .redirect(`/${found.slug}${search}`, 301);
      }
      return sendMenu(
        request,
        reply,
        async () => (found?.kind === 'page' ? found.resolved : null),
        { selfPath: path, canonicalPath: path },
        { kind: 'user-not-available', id: slug, isSlug: true },
        true,
      );
    },
  );

  app.get('/menu/active', PAGE_ROUTE, async (request, reply) => {
    const { lang } = parsePublicQuery(request.query);
    const paths = { selfPath: '/menu/active', canonicalPath: '/menu/active', isNoIndex: true };
    const html = await pages.renderInfo('no-restaurant', lang, paths);
    return sendCompressed(request, reply, await compressBody(html), {
      contentType: HTML,
      cacheControl: 'public, max-age=300',
      contentLanguage: lang,
    });
  });
}
