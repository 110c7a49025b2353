import type { FastifyPluginAsync } from 'fastify';
import type { AppDatabase } from '../db/database';
import type { ApiScope } from '../http/api-scope';
import type { DinerAssets } from './diner-assets';
import type { FastPath } from './fast-path';
import { registerPreviewRoute } from './preview-route';
import type { PreviewService } from './preview-service';
import type { PublicPages } from './public-pages-service';
import type { ViewCounting } from './public-routes';
import { registerPublicPages } from './register-public-pages';

/** Diner pages (/{slug}, /r/:id…), the sitemap, and the owner's preview (/api/v1). */
export const publicPagesPlugin: FastifyPluginAsync<{
  api: ApiScope;
  pages: PublicPages;
  assets: DinerAssets;
  previews: PreviewService;
  database: AppDatabase;
  publicUrl: string;
  fastPath?: FastPath;
  countViews?: ViewCounting;
}> = async (app, { api, previews, ...deps }) => {
  registerPublicPages(app, deps);
  await api(app, (scope) => registerPreviewRoute(scope, { previews }));
};
