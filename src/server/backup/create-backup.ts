import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { checkSqliteIntegrity, copySqliteOnline } from '../db/sqlite-backup';
import { type ArchiveSource, writeArchive } from './archive';
import { backupNameAt, CHECKSUM_SUFFIX, expiredBackups } from './backup-names';
import { createBackupStore } from './backup-store';

export type BackupConfig = Pick<Config, 'dataDir' | 'database' | 's3' | 'backup'>;

export type BackupResult = {
  name: string;
  /** Path or s3:// address of the archive. */
  location: string;
  size: number;
  sha256: string;
  /** Files in the archive (database, photos, keys), the manifest aside. */
  files: number;
  photos: 'included' | 'on-s3-not-included';
  /** Older backups deleted by the retention rule. */
  expired: string[];
};

export class BackupError extends Error {}

/** The database's name inside an archive, and in DATA_DIR once restored. */
export const DATABASE_ENTRY = 'ardoise.sqlite';
/**
 * DATA_DIR files the server needs beside the database, kept with it when present. Never
 * `journal.key`: the payments journal's key stays out of the database's backups (French rules
 * on payment records, docs/fiscal-journal.md), backed up apart.
 */
export const STATE_FILES = ['auth-secret', 'local-billing.json', 'local-payments.json'];
export const PHOTOS_DIR = 'images';
const WORK_PREFIX = '.work-';

let running: Promise<unknown> = Promise.resolve();
let isRunning = false;

/** True while a backup runs in this process (the schedule skips a turn rather than queue). */
export function isBackupRunning(): boolean {
  return isRunning;
}

/**
 * One backup (docs/backups.md): an online copy of the SQLite database, checked with
 * `PRAGMA integrity_check`, archived with the photos on disk and the DATA_DIR keys, written to
 * DATA_DIR/backups or the bucket with its checksum; then the retention rule. Backups of one
 * process run one at a time.
 */
export function createBackup(config: BackupConfig, now: () => Date = () => new Date()) {
  const turn = running.then(() => {
    isRunning = true;
    return runBackup(config, now()).finally(() => {
      isRunning = false;
    });
  });
  running = turn.catch(() => {});
  return turn;
}

async function runBackup(config: BackupConfig, time: Date): Promise<BackupResult> {
  if (config.database.dialect !== 'sqlite') {
    throw new BackupError(
      'Avec PostgreSQL, les sauvegardes se font avec pg_dump ou la restauration à un instant donné de votre hébergeur (docs/backups.md).',
    );
  }
  const root = path.join(config.dataDir, 'backups');
  await removeStaleWork(root);
  const name = backupNameAt(time);
  const work = path.join(root, `${WORK_PREFIX}${name}`);
  await mkdir(work, { recursive: true, mode: 0o700 });
  try {
    const snapshot = path.join(work, DATABASE_ENTRY);
    await copySqliteOnline(config.database.file, snapshot);
    const problems = checkSqliteIntegrity(snapshot);
    if (problems.length > 0) {
      throw new BackupError(`La copie de la base est invalide : ${problems.join(' ; ')}`);
    }
    const photos = config.s3 ? 'on-s3-not-included' : 'included';
    const sources: ArchiveSource[] = [
      { name: DATABASE_ENTRY, file: snapshot },
      ...STATE_FILES.map((file) => ({ name: file, file: path.join(config.dataDir, file) })),
      ...(photos === 'included' ? await photoSources(config.dataDir) : []),
    ];
    const partial = path.join(work, `${name}.partial`);
    const archive = await writeArchive(partial, sources, {
      createdAt: time.toISOString(),
      database: DATABASE_ENTRY,
      photos,
    });
    const store = createBackupStore(config);
    await store.save(partial, name, archive.sha256);
    const expired = await applyRetention(config);
    return {
      name,
      location: store.locationOf(name),
      size: archive.size,
      sha256: archive.sha256,
      files: archive.manifest.files.length,
      photos,
      expired,
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Deletes the backups the retention rule no longer keeps; returns their names. */
export async function applyRetention(config: BackupConfig): Promise<string[]> {
  const store = createBackupStore(config);
  const names = await store.list();
  // Only complete backups (with their checksum) count towards what is kept.
  const complete = names.filter((name) => names.includes(`${name}${CHECKSUM_SUFFIX}`));
  const expired = expiredBackups(complete, config.backup);
  for (const name of expired) await store.remove(name);
  return expired;
}

/** Every photo file under DATA_DIR/images (a disk storage's `.tmp` files aside). */
async function photoSources(dataDir: string): Promise<ArchiveSource[]> {
  const root = path.join(dataDir, PHOTOS_DIR);
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { name: path.relative(dataDir, file).split(path.sep).join('/'), file };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Work folders left by a backup that crashed (older than a day: not one running now). */
async function removeStaleWork(root: string) {
  const entries = await readdir(root).catch(() => [] as string[]);
  for (const entry of entries.filter((name) => name.startsWith(WORK_PREFIX))) {
    const folder = path.join(root, entry);
    const info = await stat(folder).catch(() => null);
    if (info && Date.now() - info.mtimeMs > 86_400_000) {
      await rm(folder, { recursive: true, force: true });
    }
  }
}
