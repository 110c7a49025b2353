import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema, PromotionParamsSchema } from '../../domain/api/route-params';
import {
  PromotionAnswerSchema,
  PromotionInputSchema,
  PromotionListSchema,
} from '../../domain/menu/promotions';
import { getOwned } from '../http/owner-routes';
import type { PromotionService } from './promotion-service';

/**
 * Promotions of a menu (issue 15 §4, Premium; docs/promotions.md). No If-Match: promotions live
 * beside the menu document and never conflict with an open editor. Paths are relative to /api/v1.
 */
export function registerPromotionRoutes(
  scope: FastifyInstance,
  deps: { promotions: PromotionService },
) {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const { promotions } = deps;
  const tags = ['promotions'];

  getOwned(
    scope,
    '/menus/:id/promotions',
    {
      permission: 'menus.write',
      tags,
      summary: 'Promotions of my menu, each saying whether it is in force now (Premium)',
      params: IdParamsSchema,
      response: PromotionListSchema,
    },
    ({ ownerId, params }) => promotions.listPromotions({ ownerId, menuId: params.id }),
  );

  api.post(
    '/menus/:id/promotions',
    {
      config: { permission: 'menus.write' },
      schema: {
        tags,
        summary:
          'Create a promotion: a new price or a percentage off for dishes or a category, or an "Offre du moment" banner, in weekly Europe/Paris windows',
        params: IdParamsSchema,
        body: PromotionInputSchema,
        response: { 201: PromotionAnswerSchema },
      },
    },
    async (request, reply) => {
      const created = await promotions.createPromotion({
        ownerId: request.owner.id,
        menuId: request.params.id,
        rule: request.body,
      });
      return reply.status(201).send(created);
    },
  );

  api.put(
    '/menus/:id/promotions/:promotionId',
    {
      config: { permission: 'menus.write' },
      schema: {
        tags,
        summary: 'Replace a promotion (pause it with `enabled: false`)',
        params: PromotionParamsSchema,
        body: PromotionInputSchema,
        response: { 200: PromotionAnswerSchema },
      },
    },
    async (request) =>
      promotions.updatePromotion({
        ownerId: request.owner.id,
        menuId: request.params.id,
        promotionId: request.params.promotionId,
        rule: request.body,
      }),
  );

  api.delete(
    '/menus/:id/promotions/:promotionId',
    {
      config: { permission: 'menus.write' },
      schema: { tags, summary: 'Delete a promotion', params: PromotionParamsSchema },
    },
    async (request, reply) => {
      await promotions.deletePromotion({
        ownerId: request.owner.id,
        menuId: request.params.id,
        promotionId: request.params.promotionId,
      });
      return reply.status(204).send();
    },
  );
}
