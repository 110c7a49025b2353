import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PreviewService } from './preview-service';
import { parsePublicQuery } from './public-query';

/**
 * `GET /api/v1/menus/{id}/preview`: the diner page of one of my menus for the dashboard
 * preview (an iframe in the SPA). Never cached, never indexed; framable by our own pages only.
 */
export function registerPreviewRoute(api: FastifyInstance, deps: { previews: PreviewService }) {
  api.withTypeProvider<ZodTypeProvider>().get(
    '/menus/:id/preview',
    {
      config: { permission: 'menus.write' },
      schema: {
        tags: ['menus'],
        summary: 'Diner page preview of one of my menus (HTML; ?lang=, ?sans=)',
        params: z.object({ id: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const html = await deps.previews.renderPreview({
        owner: request.owner,
        menuId: request.params.id,
        query: parsePublicQuery(request.query),
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
