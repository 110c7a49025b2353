import type { FastifyPluginAsync } from 'fastify';
import type { ApiScope } from '../http/api-scope';
import { registerImportRoutes } from './import-routes';
import type { ImportService } from './import-service';
import type { ImportWorker } from './import-worker';

/** "Importer une carte" (/api/v1/imports) and the worker that reads the jobs. */
export const importsPlugin: FastifyPluginAsync<{
  api: ApiScope;
  imports: ImportService;
  worker: ImportWorker;
}> = async (app, { api, imports, worker }) => {
  await api(app, (scope) => registerImportRoutes(scope, { imports }));
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
};
