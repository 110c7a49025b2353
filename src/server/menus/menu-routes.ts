import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema, IfMatchHeadersSchema } from '../../domain/api/route-params';
import {
  MENU_MESSAGES,
  type MenuDocument,
  MenuDocumentSchema,
} from '../../domain/menu/menu-schema';
import { MenuDetailSchema, MenuListSchema } from '../../domain/menu/menu-view';
import { fillVariantIds, hasVariantsWithoutId } from '../../domain/menu/variant-ids';
import { AppError } from '../http/app-error';
import { registerMenuScheduleRoutes } from './menu-schedule-routes';
import type { MenuService } from './menu-service';

/**
 * A body is the menu document, or a menu as `GET /menus/{id}` returns it: its `document` is
 * taken and the rest (id, version, isActive…) is read-only and ignored, so a client can post
 * back what it read.
 */
const takeDocument = (body: unknown) =>
  body !== null && typeof body === 'object' && 'document' in body ? body.document : body;
const MenuBodySchema = z.preprocess(takeDocument, MenuDocumentSchema);

/**
 * Before validation: variants posted without an id get one (issue 21 §9), the stored id of the
 * same dish's variant of the same name when `stored` finds one. Read only when needed.
 */
async function withVariantIds(body: unknown, stored: () => Promise<MenuDocument | null>) {
  const document = takeDocument(body);
  if (!hasVariantsWithoutId(document)) return document;
  return fillVariantIds(document, await stored(), randomUUID);
}

/** `If-Match: "3"`, `W/"3"` or `3` → 3. */
function parseIfMatch(header: string | undefined): number {
  if (!header) {
    throw new AppError('PRECONDITION_REQUIRED', MENU_MESSAGES.versionRequired);
  }
  const version = Number(header.replace(/^W\//, '').replaceAll('"', '').trim());
  // The version is a 32-bit integer column: anything larger names no version.
  if (!Number.isInteger(version) || version < 1 || version > 2_147_483_647) {
    throw new AppError('BAD_REQUEST', MENU_MESSAGES.versionInvalid);
  }
  return version;
}

/** Owner JSON API for menus (the /api/v1 scope sets `request.owner`): parse → service → reply. */
export function registerMenuRoutes(scope: FastifyInstance, deps: { menus: MenuService }) {
  const { menus } = deps;
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const tags = ['menus'];
  registerMenuScheduleRoutes(scope, deps);

  api.get(
    '/menus',
    {
      config: { permission: 'availability.write' },
      schema: { tags, summary: 'List my menus, oldest first', response: { 200: MenuListSchema } },
    },
    async (request) => {
      const { owner } = request;
      return menus.listMenus({ ownerId: owner.id });
    },
  );

  api.post(
    '/menus',
    {
      config: { permission: 'menus.write' },
      schema: {
        tags,
        summary: 'Create a menu (empty "Nouveau Menu" without a body)',
        body: z.preprocess(takeDocument, MenuDocumentSchema.nullish()),
        response: { 201: MenuDetailSchema },
      },
      preValidation: async (request) => {
        // Not validated yet at this stage: the schema judges what comes out.
        request.body = (await withVariantIds(
          request.body,
          async () => null,
        )) as typeof request.body;
      },
    },
    async (request, reply) => {
      const { owner } = request;
      const document = request.body ?? undefined;
      const menu = await menus.createMenu({ ownerId: owner.id, document });
      return reply.status(201).header('ETag', `"${menu.version}"`).send(menu);
    },
  );

  api.get(
    '/menus/:id',
    {
      config: { permission: 'menus.read' },
      schema: {
        tags,
        summary: 'Read one of my menus',
        params: IdParamsSchema,
        response: { 200: MenuDetailSchema },
      },
    },
    async (request, reply) => {
      const { owner } = request;
      const menu = await menus.requireMenu({ ownerId: owner.id, menuId: request.params.id });
      return reply.header('ETag', `"${menu.version}"`).send(menu);
    },
  );

  api.put(
    '/menus/:id',
    {
      config: { permission: 'menus.write' },
      schema: {
        tags,
        summary: 'Replace a menu document; requires If-Match with the edited version',
        params: IdParamsSchema,
        headers: IfMatchHeadersSchema,
        body: MenuBodySchema,
        response: { 200: MenuDetailSchema },
      },
      preValidation: async (request) => {
        const { owner, params } = request;
        const stored = () =>
          menus
            .requireMenu({ ownerId: owner.id, menuId: params.id })
            .then((menu) => menu.document as MenuDocument)
            .catch(() => null);
        request.body = (await withVariantIds(request.body, stored)) as typeof request.body;
      },
    },
    async (request, reply) => {
      const { owner } = request;
      const menu = await menus.updateMenu({
        ownerId: owner.id,
        menuId: request.params.id,
        expectedVersion: parseIfMatch(request.headers['if-match']),
        document: request.body,
      });
      return reply.header('ETag', `"${menu.version}"`).send(menu);
    },
  );

  api.delete(
    '/menus/:id',
    {
      config: { permission: 'menus.write' },
      schema: { tags, summary: 'Delete one of my menus', params: IdParamsSchema },
    },
    async (request, reply) => {
      const { owner } = request;
      await menus.deleteMenu({ ownerId: owner.id, menuId: request.params.id });
      return reply.status(204).send();
    },
  );

  api.post(
    '/menus/:id/duplicate',
    {
      config: { permission: 'menus.write' },
      schema: {
        tags,
        summary: 'Premium: copy a menu ("… (copie)", inactive when another menu is active)',
        params: IdParamsSchema,
        response: { 201: MenuDetailSchema },
      },
    },
    async (request, reply) => {
      const { owner } = request;
      const menu = await menus.duplicateMenu({ ownerId: owner.id, menuId: request.params.id });
      return reply.status(201).header('ETag', `"${menu.version}"`).send(menu);
    },
  );

  for (const action of ['activate', 'deactivate'] as const) {
    api.post(
      `/menus/:id/${action}`,
      {
        config: { permission: 'menus.write' },
        schema: {
          tags,
          summary:
            action === 'activate' ? 'Premium: make this the active menu' : 'Premium: deactivate',
          params: IdParamsSchema,
          response: { 200: MenuListSchema },
        },
      },
      async (request) => {
        const { owner } = request;
        const input = { ownerId: owner.id, menuId: request.params.id };
        return action === 'activate' ? menus.activateMenu(input) : menus.deactivateMenu(input);
      },
    );
  }
}
