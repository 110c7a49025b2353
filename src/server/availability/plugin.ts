import type { FastifyPluginAsync } from 'fastify';
import type { ApiScope } from '../http/api-scope';
import { registerAvailabilityRoutes } from './availability-routes';

/** "Épuisé" marks and their live stream to diner pages (the pages' snapshots are passed in). */
export const availabilityPlugin: FastifyPluginAsync<
  { api: ApiScope } & Parameters<typeof registerAvailabilityRoutes>[1]
> = async (app, { api, ...deps }) => api(app, (scope) => registerAvailabilityRoutes(scope, deps));
