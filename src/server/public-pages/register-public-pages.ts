import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../db/database';
import type { EventBus } from '../events/event-bus';
import { loadDinerAssets, registerDinerAssetRoutes } from './diner-assets';
import type { FastPath } from './fast-path';
import {
  createPublicPages,
  type DescribeImages,
  type DescribePhotos,
  type PublicPages,
} from './public-pages-service';
import { registerPublicRoutes } from './public-routes';
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
  /** The warm path in front of Fastify, when the app was built with its serverFactory. */
  fastPath?: FastPath;
  describePhotos?: DescribePhotos;
  describeImages?: DescribeImages;
  /** Tests only: the clock deciding which "Épuisé" marks are in force. */
  now?: () => Date;
};

/** Diner pages, their script, the sitemap and robots.txt (the owner preview is in /api/v1). */
export async function registerPublicPages(
  app: FastifyInstance,
  deps: PublicPagesDeps,
): Promise<PublicPages> {
  const assets = await loadDinerAssets();
  const pages = createPublicPages({
    ...deps,
    assets,
    cacheMaxBytes: deps.cacheMaxBytes,
    logError: (error, message) => app.log.error({ err: error }, message),
  });
  registerDinerAssetRoutes(app, assets);
  registerStockImageRoutes(app);
  registerPublicRoutes(app, pages, deps.fastPath);
  if (deps.fastPath) {
    const { fastPath } = deps;
    fastPath.attach(pages);
    app.addHook('preClose', async () => fastPath.close());
  }
  registerSitemapRoutes(app, deps);
  app.decorate('publicPageStats', () => ({
    pages: pages.stats(),
    tablePages: pages.tableStats(),
  }));
  return pages;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Entries and bytes of the diner page caches (tests, benchmarks). */
    publicPageStats: () => {
      pages: { entries: number; bytes: number };
      tablePages: { entries: number; bytes: number };
    };
  }
}
