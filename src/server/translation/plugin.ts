import type { FastifyPluginAsync } from 'fastify';
import type { ApiScope } from '../http/api-scope';
import type { TranslationQueue } from './translation-queue';
import { registerTranslationRoutes } from './translation-routes';
import type { TranslationService } from './translation-service';

/** Menu translations: the editor's routes, and the queue that follows `menu.changed`. */
export const translationPlugin: FastifyPluginAsync<{
  api: ApiScope;
  translations: TranslationService;
  queue: TranslationQueue;
}> = async (app, { api, translations, queue }) => {
  await api(app, (scope) => registerTranslationRoutes(scope, { translations }));
  app.addHook('preClose', () => queue.close());
};
