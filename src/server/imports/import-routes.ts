import type { FastifyInstance } from 'fastify';
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
import { readSingleUpload, registerSingleUpload } from '../http/single-upload';
import type { ImportService } from './import-service';

/**
 * "Importer une carte" in the /api/v1 scope (docs/menu-import.md). `POST /imports` takes a
 * file (multipart, parsed only in this child scope, with explicit limits) or JSON `{text}`.
 */
export function registerImportRoutes(api: FastifyInstance, deps: { imports: ImportService }) {
  const { imports } = deps;
  const tags = ['imports'];

  api.register(async (uploads) => {
    await registerSingleUpload(uploads, IMPORT_LIMITS.maxUploadBytes);
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
          const upload = await readSingleUpload(request, IMPORT_MESSAGES);
          if (upload.bytes.length === 0) {
            throw new AppError('VALIDATION', IMPORT_MESSAGES.fileMissing, 'file');
          }
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
