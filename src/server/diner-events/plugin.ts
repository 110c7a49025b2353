import type { FastifyPluginAsync } from 'fastify';
import type { ApiScope } from '../http/api-scope';
import { registerDinerEventRoutes } from './diner-event-routes';

/** A diner page's one live stream (issue 41 §4); the parts it carries are passed in. */
export const dinerEventsPlugin: FastifyPluginAsync<
  { api: ApiScope } & Parameters<typeof registerDinerEventRoutes>[1]
> = async (app, { api, ...deps }) => api(app, (scope) => registerDinerEventRoutes(scope, deps));
