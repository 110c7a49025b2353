import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MenuQrParamsSchema,
  QrDownloadQuerySchema,
  QrFormatParamsSchema,
  TableNameParamsSchema,
  TableNamesBodySchema,
} from '../../domain/tables/qr-schema';
import { TableSchema, TablesReadSchema, TablesSchema } from '../../domain/tables/tables';
import { can } from '../../domain/team/roles';
import type { QrImage, QrService } from './qr-service';

const attachment = (fileName: string) =>
  `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`;

function sendQr(reply: FastifyReply, image: QrImage) {
  reply.header('X-Qr-Url', image.url);
  if (image.fileName) reply.header('Content-Disposition', attachment(image.fileName));
  return reply.type(image.format === 'png' ? 'image/png' : 'image/svg+xml').send(image.body);
}

/** Owner-only QR codes (spec part 1 §2 QR pages) and the tables they are printed for. */
export function registerQrRoutes(api: FastifyInstance, deps: { qr: QrService }) {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { qr } = deps;
  const tags = ['qr'];

  routes.get(
    '/qr/active.:format',
    {
      config: { permission: 'menus.write' },
      schema: {
        tags,
        summary:
          'QR code of my permanent address /u/{me}, or of one table (?table={name}: /u/{me}?t={token})',
        params: QrFormatParamsSchema,
        querystring: QrDownloadQuerySchema,
      },
    },
    async (request, reply) => {
      const { table, download } = request.query;
      const image = await qr.activeQr({
        owner: request.owner,
        format: request.params.format,
        table,
        download: download === '1',
      });
      return sendQr(reply, image);
    },
  );

  routes.get(
    '/menus/:id/qr.:format',
    {
      config: { permission: 'menus.write' },
      schema: {
        tags,
        summary: 'QR code of one of my menus (/r/{menuId})',
        params: MenuQrParamsSchema,
        querystring: QrDownloadQuerySchema.pick({ download: true }),
      },
    },
    async (request, reply) => {
      const image = await qr.menuQr({
        owner: request.owner,
        menuId: request.params.id,
        format: request.params.format,
        download: request.query.download === '1',
      });
      return sendQr(reply, image);
    },
  );

  routes.get(
    '/tables',
    {
      config: { permission: 'orders.board' },
      schema: {
        tags,
        summary:
          'My tables; with its token and the link its QR code carries (/u/{me}?t=…) for owner and Gérant only',
        response: { 200: TablesReadSchema },
      },
    },
    async (request) => {
      const list = await qr.listTables({ ownerId: request.owner.id });
      // A table's code orders, pays and calls at it: only the roles that manage tables see it.
      if (can(request.actor.role, 'restaurant.write')) return list;
      return { tables: list.tables.map(({ name }) => ({ name })) };
    },
  );

  routes.put(
    '/tables',
    {
      config: { permission: 'restaurant.write' },
      schema: {
        tags,
        summary: 'Replace my tables (names, in order); a table that stays keeps its token',
        body: TableNamesBodySchema,
        response: { 200: TablesSchema },
      },
    },
    async (request) => qr.replaceTables({ ownerId: request.owner.id, names: request.body.names }),
  );

  routes.post(
    '/tables/:name/regenerate',
    {
      config: { permission: 'restaurant.write' },
      schema: {
        tags,
        summary: 'A new token for one table: its former QR code stops working',
        params: TableNameParamsSchema,
        response: { 200: TableSchema },
      },
    },
    async (request) => qr.regenerateTable({ ownerId: request.owner.id, name: request.params.name }),
  );

  routes.get(
    '/qr/kit.pdf',
    {
      config: { permission: 'menus.write' },
      schema: { tags, summary: 'Printable A4 kit: a poster, then one card per table' },
    },
    async (request, reply) => {
      const kit = await qr.printKit({ owner: request.owner });
      return reply
        .type('application/pdf')
        .header('Content-Disposition', attachment(kit.fileName))
        .send(kit.pdf);
    },
  );
}
