import type { FastifyPluginAsync } from 'fastify';
import type { ApiScope } from '../http/api-scope';
import { registerMenuRoutes } from './menu-routes';
import type { MenuService } from './menu-service';

/** Menus: the editor's documents, activation, schedules (/api/v1/menus). */
export const menusPlugin: FastifyPluginAsync<{ api: ApiScope; menus: MenuService }> = async (
  app,
  { api, menus },
) => api(app, (scope) => registerMenuRoutes(scope, { menus }));
