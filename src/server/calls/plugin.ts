import type { FastifyPluginAsync } from 'fastify';
import type { ApiScope } from '../http/api-scope';
import type { EventStreams } from '../http/sse';
import type { Logger } from '../logging/logger';
import { repeatJob } from '../repeat-job';
import { registerCallRoutes } from './call-routes';
import { CALL_RETENTION_DAYS, type CallService } from './call-service';
import type { CallStreams } from './call-streams';

const EXPIRE_EVERY_MS = 60_000;
const PURGE_EVERY_MS = 6 * 3_600_000;

/**
 * Table calls: the diners' calls and their stream, the board's list and "J'arrive", the
 * sweeper closing calls left unanswered, and their retention.
 */
export const callsPlugin: FastifyPluginAsync<{
  api: ApiScope;
  calls: CallService;
  callStreams: CallStreams;
  streams: EventStreams;
  log: Logger;
}> = async (app, { api, calls, callStreams, streams, log }) => {
  await api(app, (scope) => registerCallRoutes(scope, { calls, callStreams, streams }));
  const stopExpiring = repeatJob(
    () =>
      calls.expireOverdue().catch((error) => log.error({ err: error }, 'closing overdue calls')),
    { firstAfterMs: EXPIRE_EVERY_MS, everyMs: EXPIRE_EVERY_MS },
  );
  const stopPurging = repeatJob(
    () =>
      calls
        .purgeOldCalls({ olderThanDays: CALL_RETENTION_DAYS })
        .catch((error) => log.error({ err: error }, 'call retention failed')),
    { firstAfterMs: EXPIRE_EVERY_MS, everyMs: PURGE_EVERY_MS },
  );
  app.addHook('onClose', async () => {
    stopExpiring();
    stopPurging();
  });
};
