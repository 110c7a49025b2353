import type { FastifyPluginAsync } from 'fastify';
import type { ApiScope } from '../http/api-scope';
import type { Logger } from '../logging/logger';
import { repeatJob } from '../repeat-job';
import { registerDataExportRoutes } from './data-export-routes';
import type { DataExportService } from './data-export-service';

/** The owner's data export (/api/v1/account/export) and the purge of expired archives. */
export const dataExportPlugin: FastifyPluginAsync<{
  api: ApiScope;
  exports: DataExportService;
  log: Logger;
}> = async (app, { api, exports, log }) => {
  await api(app, (scope) => registerDataExportRoutes(scope, { exports }));
  const stop = repeatJob(
    () =>
      exports.purgeExpired().catch((error: unknown) => {
        log.error({ err: error }, 'expired data exports not purged');
      }),
    { firstAfterMs: 30_000, everyMs: 10 * 60_000 },
  );
  app.addHook('onClose', async () => {
    stop();
    // An archive being written finishes before the database closes.
    await exports.idle();
  });
};
