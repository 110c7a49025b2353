import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../domain/api/route-params';
import { IMAGE_LIMITS, IMAGE_MESSAGES, UploadedImageSchema } from '../../domain/images/image-rules';
import { getOwned } from '../http/owner-routes';
import { readSingleUpload, registerSingleUpload } from '../http/single-upload';
import type { ImageService } from './image-service';

/**
 * Dish photos in the /api/v1 scope (its CSRF, owner and write-limit hooks run before any byte
 * is read). Multipart is parsed only in a child scope holding the upload route, with explicit
 * limits; every other route keeps the scope's 1 MB JSON.
 */
export function registerImageRoutes(api: FastifyInstance, deps: { images: ImageService }) {
  const { images } = deps;
  const tags = ['images'];

  api.register(async (uploads) => {
    await registerSingleUpload(uploads, IMAGE_LIMITS.maxUploadBytes);
    uploads.withTypeProvider<ZodTypeProvider>().post(
      '/images',
      {
        config: { permission: 'menus.write' },
        schema: {
          tags,
          summary:
            'Upload a dish photo (multipart, field "file": JPEG, PNG, WebP, HEIC or AVIF, ≤ 10 MB)',
          consumes: ['multipart/form-data'],
          response: { 201: UploadedImageSchema },
        },
      },
      async (request, reply) => {
        const { bytes } = await readSingleUpload(request, IMAGE_MESSAGES);
        // 201 every time (the contract): the same bytes again answer the same image, stored once.
        const { image } = await images.uploadImage({ ownerId: request.owner.id, bytes });
        return reply.status(201).send(image);
      },
    );
  });

  getOwned(
    api,
    '/images/:id',
    {
      permission: 'menus.write',
      tags,
      summary: 'One of my photos',
      params: IdParamsSchema,
      response: UploadedImageSchema,
    },
    ({ ownerId, params }) => images.requireImage({ ownerId, imageId: params.id }),
  );
  const json = api.withTypeProvider<ZodTypeProvider>();
  json.delete(
    '/images/:id',
    {
      config: { permission: 'menus.write' },
      schema: {
        tags,
        summary: 'Delete one of my photos (409 while a menu shows it)',
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      await images.deleteImage({ ownerId: request.owner.id, imageId: request.params.id });
      return reply.status(204).send();
    },
  );
}
