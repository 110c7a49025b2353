import type { FastifyInstance } from 'fastify';
import { isImageFileName } from '../../domain/images/image-rules';
import type { ImageService } from './image-service';
import { IMMUTABLE } from './image-storage';

/**
 * `GET /images/{hash}-{width}.{avif|webp|jpg}`: a stored variant, from the disk or proxied
 * from the bucket. Names are content hashes, so an answer never changes: cached for a year,
 * immutable. Menus keep these addresses, so they work whatever the storage (a CDN configured
 * later with S3_PUBLIC_URL included).
 */
export function registerImageFileRoute(app: FastifyInstance, deps: { images: ImageService }) {
  app.get<{ Params: { name: string } }>('/images/:name', async (request, reply) => {
    const { name } = request.params;
    const file = isImageFileName(name) ? await deps.images.openFile(name) : null;
    if (!file) {
      return reply
        .status(404)
        .header('Cache-Control', 'no-cache')
        .type('text/plain; charset=utf-8')
        .send('Image introuvable');
    }
    reply
      .header('Cache-Control', IMMUTABLE)
      .header('Content-Type', file.contentType)
      .header('Cross-Origin-Resource-Policy', 'same-site');
    if (file.size > 0) reply.header('Content-Length', file.size);
    return reply.send(file.body);
  });
}
