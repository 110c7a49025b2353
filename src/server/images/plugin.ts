import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import type { ApiScope } from '../http/api-scope';
import type { Logger } from '../logging/logger';
import { registerImageFileRoute } from './image-file-route';
import { scheduleOrphanPurge, storageWarning } from './image-jobs';
import { registerImageRoutes } from './image-routes';
import type { ImageService } from './image-service';

/** Dish photos: uploads (/api/v1/images), their files (/images/:name), the orphan purge. */
export const imagesPlugin: FastifyPluginAsync<{
  api: ApiScope;
  images: ImageService;
  config: Pick<Config, 'database' | 's3'>;
  log: Logger;
}> = async (app, { api, images, config, log }) => {
  const warning = storageWarning(config);
  if (warning) log.warn(warning);
  registerImageFileRoute(app, { images });
  await api(app, (scope) => registerImageRoutes(scope, { images }));
  const stopPurge = scheduleOrphanPurge(images, log);
  app.addHook('onClose', async () => stopPurge());
};
