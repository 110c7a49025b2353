import type { FastifyPluginAsync } from 'fastify';
import type { ApiScope } from '../http/api-scope';
import { registerRestaurantRoutes } from './restaurant-routes';
import type { RestaurantService } from './restaurant-service';

/** The restaurant's profile and public address (/api/v1/restaurant). */
export const restaurantPlugin: FastifyPluginAsync<{
  api: ApiScope;
  restaurants: RestaurantService;
}> = async (app, { api, restaurants }) =>
  api(app, (scope) => registerRestaurantRoutes(scope, { restaurants }));
