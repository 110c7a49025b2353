import type { Config } from '../config';
import type { Logger } from '../logging/logger';
import type { ImageService } from './image-service';

/**
 * Several instances on one PostgreSQL database each have their own disk: a photo uploaded
 * through one would be missing on the others. Said once at boot.
 */
export function storageWarning(config: Pick<Config, 'database' | 's3'>): string | null {
  if (config.database.dialect !== 'postgres' || config.s3) return null;
  return (
    'Dish photos are stored on this machine’s disk (DATA_DIR/images) while the database is ' +
    'PostgreSQL: with several instances, set S3_* so that every instance sees every photo.'
  );
}

/**
 * The orphan purge (image-service.ts), every hour from a few minutes after boot. Every
 * instance may run it: marking and deleting are idempotent. Returns the stop.
 */
export function scheduleOrphanPurge(
  images: Pick<ImageService, 'purgeOrphans'>,
  log: Logger,
  options: { firstAfterMs?: number; everyMs?: number } = {},
): () => void {
  const run = async () => {
    try {
      const { marked, deleted } = await images.purgeOrphans();
      if (marked + deleted > 0) log.info({ marked, deleted }, 'unused dish photos purged');
    } catch (error) {
      log.error({ err: error }, 'dish photo purge failed');
    }
  };
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(
    () => {
      void run();
      interval = setInterval(run, options.everyMs ?? 60 * 60_000);
      interval.unref();
    },
    options.firstAfterMs ?? 5 * 60_000,
  );
  first.unref();
  return () => {
    clearTimeout(first);
    clearInterval(interval);
  };
}
