import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DataExportStatusSchema,
  DataExportTokenParamsSchema,
} from '../../domain/account/data-export';
import type { DataExportService } from './data-export-service';

/** `/api/v1/account/export` (issue 25 §6): ask, follow, download. The owner only. */
export function registerDataExportRoutes(
  scope: FastifyInstance,
  deps: { exports: DataExportService },
) {
  const { exports } = deps;
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  api.post(
    '/account/export',
    {
      config: { permission: 'account.export' },
      schema: {
        tags,
        summary: 'Build the archive of all my data (in the background)',
        response: { 202: DataExportStatusSchema },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await exports.requestExport({ owner: request.owner })),
  );

  api.get(
    '/account/export',
    {
      config: { permission: 'account.export' },
      schema: {
        tags,
        summary: 'Where my data export stands, and its link when ready (24 h)',
        response: { 200: DataExportStatusSchema },
      },
    },
    async (request, reply) =>
      reply
        .header('Cache-Control', 'no-store')
        .send(await exports.getStatus({ owner: request.owner })),
  );

  api.get(
    '/account/export/:token',
    {
      config: { permission: 'account.export' },
      schema: {
        tags,
        summary: 'Download the archive (ZIP) while its link is valid',
        params: DataExportTokenParamsSchema,
      },
    },
    async (request, reply) => {
      const download = await exports.openDownload({
        owner: request.owner,
        token: request.params.token,
      });
      if (download.bytes !== undefined) reply.header('Content-Length', download.bytes);
      return reply
        .type('application/zip')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `attachment; filename="${download.downloadName}"`)
        .send(download.body);
    },
  );
}
