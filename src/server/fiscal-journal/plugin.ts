import type { FastifyPluginAsync } from 'fastify';
import type { ApiScope } from '../http/api-scope';
import type { Logger } from '../logging/logger';
import { scheduleJournalChecks, scheduleJournalClosures } from './journal-closure-job';
import { registerJournalRoutes } from './journal-routes';
import type { JournalService } from './journal-service';

/** The payments journal's owner routes and its closures job (docs/fiscal-journal.md). */
export const fiscalJournalPlugin: FastifyPluginAsync<{
  api: ApiScope;
  journal: JournalService;
  log: Logger;
  now?: () => Date;
}> = async (app, { api, journal, log, now }) => {
  await api(app, (scope) => registerJournalRoutes(scope, { journal }));
  const stopClosures = scheduleJournalClosures(journal, log, now);
  const stopChecks = scheduleJournalChecks(journal, log, now);
  app.addHook('onClose', async () => {
    stopClosures();
    stopChecks();
  });
};
