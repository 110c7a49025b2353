import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../domain/api/route-params';
import { MenuDetailSchema } from '../../domain/menu/menu-view';
import {
  ColumnMappingSchema,
  CreateFromImportSchema,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  ImportCreatedSchema,
  ImportJobSchema,
  ImportTextBodySchema,
} from '../../domain/menu-import/import-schemas';
import { AppError } from '../http/app-error';
import type { ImportService } from './import-service';

/** busboy's refusals, as our envelope (like photos: images/image-routes.ts). */
const MULTIPART_ERRORS: Record<string, () => AppError> = {
  FST_REQ_FILE_TOO_LARGE: () => new AppError('PAYLOAD_TOO_LARGE', IMPORT_MESSAGES.tooLarge, 'file'),
  FST_FILES_LIMIT: () => new AppError('PAYLOAD_TOO_LARGE', IMPORT_MESSAGES.tooManyFiles, 'file'),
  FST_PARTS_LIMIT: () => new AppError('PAYLOAD_TOO_LARGE', IMPORT_MESSAGES.tooManyFiles),
  FST_FIELDS_LIMIT: () => new AppError('PAYLOAD_TOO_LARGE'),
  FST_PROTO_VIOLATION: () => new AppError('BAD_REQUEST'),
  FST_MP_PREMATURE_CLOSE: () => new AppError('BAD_REQUEST', IMPORT_MESSAGES.uploadFailed),
};

/** The one file of the request (field `file`), at most 10 MB, with its name. */
async function readUpload(request: FastifyRequest): Promise<{ bytes: Buffer; filename?: string }> {
  try {
    let upload: { bytes: Buffer; filename?: string } | undefined;
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      upload = { bytes: await part.toBuffer(), filename: part.filename || undefined };
    }
    if (!upload || upload.bytes.length === 0) {
      throw new AppError('VALIDATION', IMPORT_MESSAGES.fileMissing, 'file');
    }
    return upload;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    const mapped = code ? MULTIPART_ERRORS[code] : undefined;
    throw mapped ? mapped() : new AppError('BAD_REQUEST', undefined, {}, String(error));
  }
}

/**
 * "Importer une carte" in the /api/v1 scope (docs/menu-import-flow.md). `POST /imports` takes a
 * file (multipart, parsed only in this child scope, with explicit limits) or JSON `{text}`.
 */
export function registerImportRoutes(api: FastifyInstance, deps: { imports: ImportService }) {
  const { imports } = deps;
  const tags = ['imports'];

  api.register(async (uploads) => {
    await uploads.register(multipart, {
      throwFileSizeLimit: true,
      limits: {
        fileSize: IMPORT_LIMITS.maxUploadBytes,
        files: 1,
        fields: 2,
        fieldNameSize: 50,
        fieldSize: 1024,
        parts: 3,
        headerPairs: 20,
      },
    });
    uploads.withTypeProvider<ZodTypeProvider>().post(
      '/imports',
      {
        config: { permission: 'menus.write' },
        schema: {
          tags,
          summary:
            'Read a menu: multipart field "file" (PDF, photo, CSV, XLSX, text; ≤ 10 MB) or JSON {text}',
          consumes: ['multipart/form-data', 'application/json'],
          response: { 202: ImportCreatedSchema },
        },
      },
      async (request, reply) => {
        const ownerId = request.owner.id;
        if (request.isMultipart()) {
          const upload = await readUpload(request);
          return reply.status(202).send(await imports.importFile({ ownerId, ...upload }));
        }
        const body = ImportTextBodySchema.safeParse(request.body ?? {});
        if (!body.success) {
          throw new AppError('VALIDATION', body.error.issues[0]?.message, 'text');
        }
        return reply.status(202).send(await imports.importText({ ownerId, text: body.data.text }));
      },
    );
  });

  const json = api.withTypeProvider<ZodTypeProvider>();
  json.get(
    '/imports/:id',
    {
      config: { permission: 'menus.write' },
      schema: {
        tags,
        summary: 'An import: its status, progress, and the draft to check once ready',
        params: IdParamsSchema,
        response: { 200: ImportJobSchema },
      },
    },
    async (request) => imports.requireImport({ ownerId: request.owner.id, id: request.params.id }),
  );

  json.put(
    '/imports/:id/mapping',
    {
      config: { permission: 'menus.write' },
      schema: {
        tags,
        summary: 'Spreadsheets: which column holds what; the draft is read again',
        params: IdParamsSchema,
        body: ColumnMappingSchema,
        response: { 200: ImportJobSchema },
      },
    },
    async (request) =>
      imports.setMapping({
        ownerId: request.owner.id,
        id: request.params.id,
        mapping: request.body,
      }),
  );

  json.post(
    '/imports/:id/create',
    {
      config: { permission: 'menus.write' },
      schema: {
        tags,
        summary:
          'Create the menu from the checked draft (409 MENU_LIMIT on the free plan: send replaceMenuId)',
        params: IdParamsSchema,
        body: CreateFromImportSchema,
        response: { 201: MenuDetailSchema },
      },
    },
    async (request, reply) => {
      const menu = await imports.createMenuFromImport({
        ownerId: request.owner.id,
        id: request.params.id,
        ...request.body,
      });
      return reply.status(201).header('ETag', `"${menu.version}"`).send(menu);
    },
  );
}
