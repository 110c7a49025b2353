import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../domain/api/route-params';
import {
  AllergenNoticeInputSchema,
  AllergenNoticeSchema,
  AllergenTableSchema,
} from '../../domain/menu/allergen-table';
import type { AllergenTableService } from './allergen-table-service';

/** "Tableau des allergènes" (issue 25 §5): the print page's data, the PDF, the owner's sentence. */
export function registerAllergenTableRoutes(
  scope: FastifyInstance,
  deps: { allergenTables: AllergenTableService },
) {
  const { allergenTables } = deps;
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const tags = ['menus'];

  api.get(
    '/menus/:id/allergens',
    {
      config: { permission: 'menus.read' },
      schema: {
        tags,
        summary: 'The allergen table of a menu (active dishes × the 14 allergens)',
        params: IdParamsSchema,
        response: { 200: AllergenTableSchema },
      },
    },
    async (request) => allergenTables.getTable({ owner: request.owner, menuId: request.params.id }),
  );

  api.get(
    '/menus/:id/allergens.pdf',
    {
      config: { permission: 'menus.read' },
      schema: {
        tags,
        summary: 'The allergen table as a printable A4 PDF',
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      const { fileName, body } = await allergenTables.renderPdf({
        owner: request.owner,
        menuId: request.params.id,
      });
      return reply
        .type('application/pdf')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `inline; filename="${fileName}"`)
        .send(body);
    },
  );

  api.get(
    '/allergen-notice',
    {
      config: { permission: 'menus.read' },
      schema: {
        tags,
        summary: 'The sentence printed with the allergen tables',
        response: { 200: AllergenNoticeSchema },
      },
    },
    async (request) => allergenTables.getNotice({ ownerId: request.owner.id }),
  );

  api.put(
    '/allergen-notice',
    {
      config: { permission: 'menus.write' },
      schema: {
        tags,
        summary: 'Adapt the sentence (an empty text restores the default)',
        body: AllergenNoticeInputSchema,
        response: { 200: AllergenNoticeSchema },
      },
    },
    async (request) =>
      allergenTables.saveNotice({ ownerId: request.owner.id, text: request.body.text }),
  );
}
