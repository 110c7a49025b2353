import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

export const SERVER_LOCK_FILE = 'server.lock';

export type ServerLock = { file: string; release(): void };

/**
 * "Servers run on this DATA_DIR" and "a restore is replacing its files", in a way that cannot go
 * stale: a tiny SQLite file (not the database) whose file lock is held for the life of the
 * process. Each server holds a shared lock (a read transaction left open), so several may run, as
 * the benchmarks do; a restore takes the exclusive lock, which it gets only when no server holds
 * the shared one. The operating system drops the locks when the process ends, even on a crash or
 * `kill -9`, so no pid file can outlive its server.
 */
function openLockFile(dataDir: string, waitMs: number) {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, SERVER_LOCK_FILE);
  return { file, database: new DatabaseSync(file, { timeout: waitMs }) };
}

const isBusy = (error: unknown) => {
  const code = (error as { errcode?: number }).errcode;
  return code === 5 || code === 6; // SQLITE_BUSY, SQLITE_LOCKED
};

/**
 * A server's shared hold on DATA_DIR. `waitMs`: how long to wait for a restore that holds the
 * exclusive lock; null when it still does.
 */
export function holdServerLock(dataDir: string, waitMs = 0): ServerLock | null {
  const { file, database } = openLockFile(dataDir, waitMs);
  try {
    database.exec('BEGIN');
    database.prepare('SELECT count(*) FROM sqlite_master').get();
  } catch (error) {
    database.close();
    if (isBusy(error)) return null;
    throw error;
  }
  return { file, release: () => database.close() };
}

/** The exclusive hold a restore takes; null while any server (or another restore) holds it. */
export function holdExclusiveLock(dataDir: string): ServerLock | null {
  const { file, database } = openLockFile(dataDir, 0);
  try {
    // In exclusive locking mode the lock taken by the write stays after the commit, until the
    // connection closes.
    database.exec(
      'PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE; ' +
        'CREATE TABLE IF NOT EXISTS restoring (pid INTEGER NOT NULL, since TEXT NOT NULL); ' +
        'DELETE FROM restoring;',
    );
    database
      .prepare('INSERT INTO restoring (pid, since) VALUES (?, ?)')
      .run(process.pid, new Date().toISOString());
    database.exec('COMMIT');
  } catch (error) {
    database.close();
    if (isBusy(error)) return null;
    throw error;
  }
  return { file, release: () => database.close() };
}
