import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  publicMenuUrl,
  qrFileName,
  TableListSchema,
  TableNameSchema,
} from '../../domain/tables/tables';
import type { Auth } from '../auth/auth';
import { requireOwner } from '../auth/require-owner';
import type { AppDatabase } from '../db/database';
import type { MenuService } from '../menus/menu-service';
import { renderPrintKit } from './print-kit';
import { renderQrPng, renderQrSvg } from './qr-image';
import { listTables, replaceTables } from './table-repository';

const FormatSchema = z.enum(['png', 'svg']);
const DownloadQuerySchema = z.object({
  download: z.enum(['1']).optional(),
  table: TableNameSchema.optional(),
});
const TablesSchema = z.object({ tables: z.array(z.object({ name: z.string(), url: z.string() })) });

type Deps = { auth: Auth; database: AppDatabase; menus: MenuService; publicUrl: string };

/** Owner-only QR codes (spec part 1 §2 QR pages) and the tables they are printed for. */
export function registerQrRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['qr'];
  const tableList = (ownerId: string, names: string[]) =>
    names.map((name) => ({ name, url: publicMenuUrl(deps.publicUrl, ownerId, name) }));

  async function sendQr(
    reply: FastifyReply,
    input: { url: string; format: 'png' | 'svg'; fileName?: string },
  ) {
    reply.header('Cache-Control', 'private, no-cache').header('X-Qr-Url', input.url);
    if (input.fileName) {
      reply.header(
        'Content-Disposition',
        `attachment; filename*=UTF-8''${encodeURIComponent(input.fileName)}`,
      );
    }
    if (input.format === 'png') return reply.type('image/png').send(await renderQrPng(input.url));
    return reply.type('image/svg+xml').send(await renderQrSvg(input.url));
  }

  api.get(
    '/api/v1/qr/active.:format',
    {
      schema: {
        tags,
        summary: 'QR code of my permanent address /u/{me} (optionally for one table)',
        params: z.object({ format: FormatSchema }),
        querystring: DownloadQuerySchema,
      },
    },
    async (request, reply) => {
      const owner = await requireOwner(deps.auth, request);
      const { format } = request.params;
      const { table, download } = request.query;
      return sendQr(reply, {
        url: publicMenuUrl(deps.publicUrl, owner.id, table),
        format,
        fileName: download ? qrFileName(owner.restaurantName, format) : undefined,
      });
    },
  );

  api.get(
    '/api/v1/menus/:id/qr.:format',
    {
      schema: {
        tags,
        summary: 'QR code of one of my menus (/r/{menuId})',
        params: z.object({ id: z.string().min(1).max(64), format: FormatSchema }),
        querystring: DownloadQuerySchema.pick({ download: true }),
      },
    },
    async (request, reply) => {
      const owner = await requireOwner(deps.auth, request);
      const menu = await deps.menus.requireMenu({ ownerId: owner.id, menuId: request.params.id });
      const { format } = request.params;
      return sendQr(reply, {
        url: `${deps.publicUrl}/r/${menu.id}`,
        format,
        fileName: request.query.download ? qrFileName(owner.restaurantName, format) : undefined,
      });
    },
  );

  api.get(
    '/api/v1/tables',
    { schema: { tags, summary: 'My tables and their addresses', response: { 200: TablesSchema } } },
    async (request) => {
      const owner = await requireOwner(deps.auth, request);
      return { tables: tableList(owner.id, await listTables(deps.database.db, owner.id)) };
    },
  );

  api.put(
    '/api/v1/tables',
    {
      schema: {
        tags,
        summary: 'Replace my tables (names, in order)',
        body: z.object({ names: TableListSchema }),
        response: { 200: TablesSchema },
      },
    },
    async (request) => {
      const owner = await requireOwner(deps.auth, request);
      await replaceTables(deps.database.db, owner.id, request.body.names);
      return { tables: tableList(owner.id, request.body.names) };
    },
  );

  api.get(
    '/api/v1/qr/kit.pdf',
    { schema: { tags, summary: 'Printable A4 kit: a poster, then one card per table' } },
    async (request, reply) => {
      const owner = await requireOwner(deps.auth, request);
      const names = await listTables(deps.database.db, owner.id);
      const pdf = await renderPrintKit({
        restaurantName: owner.restaurantName,
        generalUrl: publicMenuUrl(deps.publicUrl, owner.id),
        tables: tableList(owner.id, names),
      });
      return reply
        .type('application/pdf')
        .header('Cache-Control', 'private, no-cache')
        .header(
          'Content-Disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent(qrFileName(`${owner.restaurantName} QR`, 'pdf'))}`,
        )
        .send(Buffer.from(pdf));
    },
  );
}
