import type { FastifyPluginAsync } from 'fastify';
import type { ApiScope } from '../http/api-scope';
import { registerAllergenTableRoutes } from './allergen-table-routes';
import type { AllergenTableService } from './allergen-table-service';
import { registerMenuRoutes } from './menu-routes';
import type { MenuService } from './menu-service';

/** Menus: the editor's documents, activation, schedules, allergen tables (/api/v1/menus). */
export const menusPlugin: FastifyPluginAsync<{
  api: ApiScope;
  menus: MenuService;
  allergenTables: AllergenTableService;
}> = async (app, { api, menus, allergenTables }) =>
  api(app, (scope) => {
    registerMenuRoutes(scope, { menus });
    registerAllergenTableRoutes(scope, { allergenTables });
  });
