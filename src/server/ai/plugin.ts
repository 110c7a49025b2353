import type { FastifyPluginAsync } from 'fastify';
import type { ApiScope } from '../http/api-scope';
import { registerAiRoutes } from './ai-routes';
import type { DescriptionService } from './description-service';

/** Dish descriptions written for the owner (/api/v1/dishes/describe). */
export const aiPlugin: FastifyPluginAsync<{
  api: ApiScope;
  descriptions: DescriptionService;
}> = async (app, { api, descriptions }) =>
  api(app, (scope) => registerAiRoutes(scope, { descriptions }));
