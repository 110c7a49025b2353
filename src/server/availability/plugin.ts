import type { FastifyPluginAsync } from 'fastify';
import type { ApiScope } from '../api/api-v1';
import type { EventBus } from '../events/event-bus';
import type { EventStreams } from '../http/sse';
import type { PublicPages } from '../public-pages/public-pages-service';
import { registerAvailabilityRoutes } from './availability-routes';
import type { AvailabilityService } from './availability-service';

/** "Épuisé" marks and their live stream to diner pages. */
export const availabilityPlugin: FastifyPluginAsync<{
  api: ApiScope;
  availability: AvailabilityService;
  /** The diner pages' snapshots (the live marks read them). */
  pages: PublicPages;
  events: EventBus;
  streams: EventStreams;
  now?: () => Date;
}> = async (app, { api, ...deps }) => api(app, (scope) => registerAvailabilityRoutes(scope, deps));
