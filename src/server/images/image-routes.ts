import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../domain/api/route-params';
import { IMAGE_LIMITS, IMAGE_MESSAGES, UploadedImageSchema } from '../../domain/images/image-rules';
import { AppError } from '../http/app-error';
import { getOwned } from '../http/owner-routes';
import type { ImageService } from './image-service';

/** busboy's refusals, as our envelope. */
const MULTIPART_ERRORS: Record<string, () => AppError> = {
  FST_REQ_FILE_TOO_LARGE: () => new AppError('PAYLOAD_TOO_LARGE', IMAGE_MESSAGES.tooLarge, 'file'),
  FST_FILES_LIMIT: () => new AppError('PAYLOAD_TOO_LARGE', IMAGE_MESSAGES.tooManyFiles, 'file'),
  FST_PARTS_LIMIT: () => new AppError('PAYLOAD_TOO_LARGE', IMAGE_MESSAGES.tooManyFiles),
  FST_FIELDS_LIMIT: () => new AppError('PAYLOAD_TOO_LARGE'),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () =>
    new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_MESSAGES.fileMissing),
  FST_PROTO_VIOLATION: () => new AppError('BAD_REQUEST'),
  FST_MP_PREMATURE_CLOSE: () => new AppError('BAD_REQUEST', IMAGE_MESSAGES.uploadFailed),
};

/**
 * The one file of the request (field `file`), read into memory: at most 10 MB. The whole body
 * is read, so that a second file meets the `files: 1` limit (413) instead of being ignored.
 */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  try {
    let bytes: Buffer | undefined;
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      bytes = await part.toBuffer();
    }
    if (!bytes) throw new AppError('VALIDATION', IMAGE_MESSAGES.fileMissing, 'file');
    return bytes;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    const mapped = code ? MULTIPART_ERRORS[code] : undefined;
    // Anything else here is the body failing to parse (a cut or malformed multipart body).
    throw mapped ? mapped() : new AppError('BAD_REQUEST', undefined, {}, String(error));
  }
}

/**
 * Dish photos in the /api/v1 scope (its CSRF, owner and write-limit hooks run before any byte
 * is read). Multipart is parsed only in a child scope holding the upload route, with explicit
 * limits; every other route keeps the scope's 1 MB JSON.
 */
export function registerImageRoutes(api: FastifyInstance, deps: { images: ImageService }) {
  const { images } = deps;
  const tags = ['images'];

  api.register(async (uploads) => {
    await uploads.register(multipart, {
      throwFileSizeLimit: true,
      limits: {
        fileSize: IMAGE_LIMITS.maxUploadBytes,
        files: 1,
        fields: 2,
        fieldNameSize: 50,
        fieldSize: 1024,
        parts: 3,
        headerPairs: 20,
      },
    });
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
        const bytes = await readUpload(request);
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
