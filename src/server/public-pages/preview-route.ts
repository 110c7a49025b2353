import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auth } from '../auth/auth';
import { requireOwner } from '../auth/require-owner';
import type { AppDatabase } from '../db/database';
import { AppError } from '../http/app-error';
import { menuRepository } from '../menus/menu-repository';
import { getPlan } from '../plans/plan-repository';
import type { PublicPages } from './public-pages-service';
import { parsePublicQuery } from './public-query';

/**
 * `GET /api/v1/menus/{id}/preview`: the diner page of any of my menus, even inactive, exactly
 * as diners would see it with my plan, for the dashboard preview (an iframe in the SPA).
 * Never cached, never indexed; framable by our own pages only.
 */
export function registerPreviewRoute(
  app: FastifyInstance,
  deps: { auth: Auth; database: AppDatabase; pages: PublicPages },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/menus/:id/preview',
    {
      schema: {
        tags: ['menus'],
        summary: 'Diner page preview of one of my menus (HTML; ?lang=, ?sans=)',
        params: z.object({ id: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const owner = await requireOwner(deps.auth, request);
      const { db } = deps.database;
      const menuId = request.params.id;
      const [record, plan] = await Promise.all([
        menuRepository.findByOwner(db, owner.id, menuId),
        getPlan(db, owner.id),
      ]);
      if (!record) throw new AppError('NOT_FOUND', 'Menu non trouvé');
      const path = `/api/v1/menus/${encodeURIComponent(menuId)}/preview`;
      const html = deps.pages.renderPreview({
        state: { ownerId: owner.id, plan, restaurantName: owner.restaurantName, menus: [] },
        document: record.document,
        query: parsePublicQuery(request.query),
        paths: {
          selfPath: path,
          canonicalPath: `/r/${encodeURIComponent(menuId)}`,
          isNoIndex: true,
          isPreview: true,
        },
      });
      const csp = String(reply.getHeader('Content-Security-Policy') ?? '');
      return reply
        .header(
          'Content-Security-Policy',
          csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
        )
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );
}
