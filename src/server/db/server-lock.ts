import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

export const SERVER_LOCK_FILE = 'server.lock';

export type ServerLock = { file: string; release(): void };

/**
 * Says "a server runs on this DATA_DIR" in a way that cannot go stale: a tiny SQLite file held
 * in exclusive locking mode for the life of the process. The operating system drops the lock
 * when the process ends, even on a crash or `kill -9`, so no pid file can outlive its server.
 * `waitMs` is how long to wait for a server that is still shutting down; null when the lock is
 * held elsewhere (another process, or another holder in this one).
 */
export function tryHoldServerLock(dataDir: string, waitMs = 0): ServerLock | null {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, SERVER_LOCK_FILE);
  const database = new DatabaseSync(file, { timeout: waitMs });
  try {
    database.exec(
      'PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE; ' +
        'CREATE TABLE IF NOT EXISTS holder (pid INTEGER NOT NULL, since TEXT NOT NULL); ' +
        'DELETE FROM holder;',
    );
    database
      .prepare('INSERT INTO holder (pid, since) VALUES (?, ?)')
      .run(process.pid, new Date().toISOString());
    // In exclusive locking mode the lock stays after the commit, until the connection closes.
    database.exec('COMMIT');
  } catch (error) {
    database.close();
    const code = (error as { errcode?: number }).errcode;
    if (code === 5 || code === 6) return null; // SQLITE_BUSY, SQLITE_LOCKED
    throw error;
  }
  return { file, release: () => database.close() };
}
