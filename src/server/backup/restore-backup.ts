import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { holdExclusiveLock, SERVER_LOCK_FILE } from '../db/server-lock';
import { checkSqliteIntegrity } from '../db/sqlite-backup';
import { ArchiveError, type BackupManifest, extractArchive } from './archive';
import { CHECKSUM_SUFFIX, parseChecksumLine } from './backup-names';
import { DATABASE_ENTRY, PHOTOS_DIR } from './create-backup';

export class RestoreError extends Error {}

export type RestoreResult = {
  manifest: BackupManifest;
  /** False when no `.sha256` file was beside the archive (only the manifest's sums checked). */
  isChecksumVerified: boolean;
  /** Where the files the restore replaced were moved, or null when there were none. */
  previous: string | null;
};

/**
 * Restores an archive into `dataDir` (docs/backups.md): checks the archive's `.sha256`, every
 * file against the manifest and the database with `PRAGMA integrity_check`, all before
 * anything is touched; refuses while a server holds DATA_DIR's lock (and holds it meanwhile,
 * so none starts half-way). What it replaces is moved aside, never deleted.
 */
export async function restoreBackup(options: {
  archive: string;
  dataDir: string;
  now?: Date;
}): Promise<RestoreResult> {
  const { archive, dataDir } = options;
  const stamp = (options.now ?? new Date()).toISOString().replaceAll(/[:.]/g, '-');
  if (!(await stat(archive).catch(() => null))?.isFile()) {
    throw new RestoreError(`Fichier introuvable : ${archive}`);
  }
  const isChecksumVerified = await verifyChecksumFile(archive);

  const lock = holdExclusiveLock(dataDir);
  if (!lock) {
    throw new RestoreError(
      `Un serveur Ardoise tourne sur ${dataDir} (ou une autre restauration : ${SERVER_LOCK_FILE} est verrouillé) : arrêtez-le avant de restaurer.`,
    );
  }
  const staging = path.join(dataDir, `.restore-${stamp}`);
  try {
    let manifest: BackupManifest;
    try {
      manifest = await extractArchive(archive, staging);
    } catch (error) {
      if (error instanceof ArchiveError)
        throw new RestoreError(`Archive refusée : ${error.message}`);
      throw error;
    }
    const problems = checkSqliteIntegrity(path.join(staging, DATABASE_ENTRY));
    if (problems.length > 0) {
      throw new RestoreError(`La base de la sauvegarde est invalide : ${problems.join(' ; ')}`);
    }
    const previous = await putInPlace({
      manifest,
      staging,
      dataDir,
      aside: `before-restore-${stamp}`,
    });
    return { manifest, isChecksumVerified, previous };
  } finally {
    await rm(staging, { recursive: true, force: true });
    lock.release();
  }
}

/** Compares the archive with the `.sha256` beside it; false when there is none. */
async function verifyChecksumFile(archive: string): Promise<boolean> {
  const text = await readFile(`${archive}${CHECKSUM_SUFFIX}`, 'utf8').catch(() => null);
  if (text === null) return false;
  const expected = parseChecksumLine(text);
  if (!expected) throw new RestoreError(`${archive}${CHECKSUM_SUFFIX} n'est pas une somme SHA-256`);
  const digest = createHash('sha256');
  await pipeline(createReadStream(archive), digest);
  if (digest.digest('hex') !== expected) {
    throw new RestoreError(
      `La somme de contrôle de ${path.basename(archive)} ne correspond pas à ${path.basename(archive)}${CHECKSUM_SUFFIX} : archive abîmée, restauration refusée.`,
    );
  }
  return true;
}

/**
 * Moves what the backup replaces (the database with its -wal/-shm, the photos folder when the
 * backup has photos, the key files it holds) into DATA_DIR/before-restore-…, then the backup's
 * files into place. Renames within DATA_DIR: each step is atomic.
 */
async function putInPlace(options: {
  manifest: BackupManifest;
  staging: string;
  dataDir: string;
  aside: string;
}): Promise<string | null> {
  const { manifest, staging, dataDir } = options;
  const restored = new Set(manifest.files.map((file) => file.path.split('/')[0] as string));
  const replaced = [
    ...restored,
    `${DATABASE_ENTRY}-wal`,
    `${DATABASE_ENTRY}-shm`,
    ...(manifest.photos === 'included' ? [PHOTOS_DIR] : []),
  ];
  const aside = path.join(dataDir, options.aside);
  let hasMoved = false;
  for (const name of new Set(replaced)) {
    const current = path.join(dataDir, name);
    if (!(await stat(current).catch(() => null))) continue;
    await mkdir(aside, { recursive: true, mode: 0o700 });
    await rename(current, path.join(aside, name));
    hasMoved = true;
  }
  for (const name of restored) await rename(path.join(staging, name), path.join(dataDir, name));
  return hasMoved ? aside : null;
}
