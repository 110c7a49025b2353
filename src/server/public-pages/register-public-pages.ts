import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../db/database';
import type { EventBus } from '../events/event-bus';
import type { Logger } from '../logging/logger';
import { type DinerAssets, loadDinerAssets, registerDinerAssetRoutes } from './diner-assets';
import type { FastPath } from './fast-path';
import {
  createPublicPages,
  type DescribeImages,
  type DescribePhotos,
  type PublicPages,
} from './public-pages-service';
import { registerPublicRoutes, type ViewCounting } from './public-routes';
import { registerSitemapRoutes } from './sitemap-routes';
import { registerStockImageRoutes } from './stock-images';

export type PublicPagesDeps = {
  database: AppDatabase;
  events: EventBus;
  publicUrl: string;
  marketingUrl: string;
  /** Ad network client id for free menus (ADS_CLIENT_ID); unset: the house ad. */
  adsClientId?: string;
  /** Memory for rendered pages; default 64 MB. */
  cacheMaxBytes?: number;
  describePhotos?: DescribePhotos;
  describeImages?: DescribeImages;
  /** Tests only: the clock deciding which "Épuisé" marks are in force. */
  now?: () => Date;
  log: Logger;
};

/** The diner pages' service, with the script and styles it serves (read once at boot). */
export async function createPublicPagesWithAssets(
  deps: PublicPagesDeps,
): Promise<{ pages: PublicPages; assets: DinerAssets }> {
  const assets = await loadDinerAssets();
  return { pages: createPublicPages({ ...deps, assets }), assets };
}

/** Diner pages, their script, the sitemap and robots.txt (the owner preview is in /api/v1). */
export function registerPublicPages(
  app: FastifyInstance,
  deps: {
    pages: PublicPages;
    assets: DinerAssets;
    database: AppDatabase;
    publicUrl: string;
    /** The warm path in front of Fastify, when the app was built with its serverFactory. */
    fastPath?: FastPath;
    /** Counting diners' views (stats); none: nothing counted. */
    countViews?: ViewCounting;
  },
) {
  const { pages, fastPath } = deps;
  registerDinerAssetRoutes(app, deps.assets);
  registerStockImageRoutes(app);
  registerPublicRoutes(app, pages, fastPath, deps.countViews);
  if (fastPath) {
    fastPath.attach(pages);
    app.addHook('preClose', async () => fastPath.close());
  }
  registerSitemapRoutes(app, deps);
}
