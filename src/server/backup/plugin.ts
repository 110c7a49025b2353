import type { FastifyPluginAsync } from 'fastify';
import { loadOnce } from '../load-once';
import type { Logger } from '../logging/logger';
import type { BackupConfig } from './create-backup';

/** The backup code (and its tar library) is imported with the first backup, not at start. */
const loadBackups = loadOnce(() => import('./create-backup'));

/**
 * The scheduled backups (BACKUP_SCHEDULE, docs/backups.md): SQLite only; with PostgreSQL the
 * job does nothing (pg_dump or the provider's point-in-time recovery). Runs are aligned on the
 * clock (hourly: at the top of each hour, UTC) and a turn is skipped while a backup still
 * runs. At close, a backup in progress is let finish.
 */
export const backupPlugin: FastifyPluginAsync<{ config: BackupConfig; log: Logger }> = async (
  app,
  { config, log },
) => {
  const { everyMs } = config.backup;
  if (everyMs === null) return;
  if (config.database.dialect !== 'sqlite') {
    log.info('scheduled backups are for SQLite: with PostgreSQL use pg_dump (docs/backups.md)');
    return;
  }
  let current: Promise<unknown> = Promise.resolve();
  let isClosing = false;
  const run = () => {
    const turn = (async () => {
      const { createBackup, isBackupRunning } = await loadBackups();
      if (isClosing) return;
      if (isBackupRunning()) {
        log.warn('backup skipped: the previous one is still running');
        return;
      }
      const result = await createBackup(config);
      log.info(
        { backup: result.name, bytes: result.size, expired: result.expired.length },
        `backup written to ${result.location}`,
      );
    })().catch((error) => log.error({ err: error }, 'backup failed'));
    current = Promise.all([current, turn]);
  };
  const stop = repeatOnTheClock(run, everyMs);
  app.addHook('onClose', async () => {
    isClosing = true;
    stop();
    await current;
  });
};

/**
 * repeat-job.ts's pattern, on the clock: `run` at every multiple of `everyMs` since the epoch
 * (hourly: at hh:00 UTC), so restarts do not push the next backup back. Never keeps the
 * process alive; the returned function stops it.
 */
export function repeatOnTheClock(run: () => unknown, everyMs: number): () => void {
  let target = Math.ceil((Date.now() + 1) / everyMs) * everyMs;
  let timer: NodeJS.Timeout;
  const schedule = () => {
    timer = setTimeout(
      () => {
        // After a pause (a suspended machine), the next multiple still ahead, not every missed one.
        target = Math.max(target + everyMs, Math.ceil((Date.now() + 1) / everyMs) * everyMs);
        schedule();
        run();
      },
      Math.max(0, target - Date.now()),
    );
    timer.unref();
  };
  schedule();
  return () => clearTimeout(timer);
}
