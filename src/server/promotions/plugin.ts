import type { FastifyPluginAsync } from 'fastify';
import type { ApiScope } from '../http/api-scope';
import { registerPromotionRoutes } from './promotion-routes';
import type { PromotionService } from './promotion-service';

/** Promotions of a menu (/api/v1/menus/:id/promotions). */
export const promotionsPlugin: FastifyPluginAsync<{
  api: ApiScope;
  promotions: PromotionService;
}> = async (app, { api, promotions }) =>
  api(app, (scope) => registerPromotionRoutes(scope, { promotions }));
