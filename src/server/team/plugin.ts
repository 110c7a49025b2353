import type { FastifyPluginAsync } from 'fastify';
import type { EventBus } from '../events/event-bus';
import type { ApiScope } from '../http/api-scope';
import type { EventStreams } from '../http/sse';
import type { Throttle } from '../rate-limit/throttle';
import { type DeviceCookies, registerTeamRoutes } from './team-routes';
import type { TeamService } from './team-service';

/**
 * The restaurant's team (/api/v1/team, /api/v1/me, the tablet's pairing and the invitations'
 * public side). A member removed or re-roled, a device revoked: their open streams end here,
 * whichever instance made the change.
 */
export const teamPlugin: FastifyPluginAsync<{
  api: ApiScope;
  team: TeamService;
  events: EventBus;
  streams: EventStreams;
  publicAttempts: Throttle;
  deviceCookies: DeviceCookies;
}> = async (app, { api, team, events, streams, publicAttempts, deviceCookies }) => {
  const stop = events.on('team.access.revoked', ({ actorId }) => streams.closeActor(actorId));
  app.addHook('onClose', async () => stop());
  await api(app, (scope) => registerTeamRoutes(scope, { team, publicAttempts, deviceCookies }));
};
