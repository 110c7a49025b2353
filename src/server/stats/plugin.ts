import type { FastifyPluginAsync } from 'fastify';
import type { ApiScope } from '../http/api-scope';
import type { Logger } from '../logging/logger';
import type { Throttle } from '../rate-limit/throttle';
import { repeatJob } from '../repeat-job';
import { registerStatsRoutes } from './stats-routes';
import type { StatsService } from './stats-service';

/** How often the counts in memory are written (at most this much is lost on a crash). */
export const FLUSH_EVERY_MS = 5_000;
const ROLL_UP_EVERY_MS = 6 * 3_600_000;

/**
 * The statistics (issue 26, docs/audience.md): its routes, the counts' flush every few seconds
 * and at close (after the last request: nothing counted is lost), and the retention job that
 * rolls hours older than 13 months into days.
 */
export const statsPlugin: FastifyPluginAsync<{
  api: ApiScope;
  stats: StatsService;
  beacons: Throttle;
  log: Logger;
}> = async (app, { api, stats, beacons, log }) => {
  const flush = () =>
    stats.flush().catch((error) => log.error({ err: error }, 'flushing audience counts failed'));
  const stopFlush = repeatJob(flush, { firstAfterMs: FLUSH_EVERY_MS, everyMs: FLUSH_EVERY_MS });
  const stopRollUp = repeatJob(
    () =>
      stats
        .rollUpOldHours()
        .catch((error) => log.error({ err: error }, 'rolling up audience counts failed')),
    { firstAfterMs: 60_000, everyMs: ROLL_UP_EVERY_MS },
  );
  app.addHook('onClose', async () => {
    stopFlush();
    stopRollUp();
    await flush();
  });
  await api(app, (scope) => registerStatsRoutes(scope, { stats, beacons }));
};
