import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../db/database';
import { renderSitemap } from './sitemap-service';

/** `/sitemap.xml` (spec part 2 §2) and `/robots.txt` pointing to it. */
export function registerSitemapRoutes(
  app: FastifyInstance,
  deps: { database: AppDatabase; publicUrl: string },
) {
  app.get('/sitemap.xml', async (_request, reply) => {
    const xml = await renderSitemap(deps);
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=0, s-maxage=3600')
      .send(xml);
  });

  const robots = [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /dev/',
    '',
    `Sitemap: ${deps.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(robots),
  );
}
