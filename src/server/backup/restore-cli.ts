// `npm run restore -- <archive> [--data-dir <folder>]`: puts a backup back (docs/backups.md).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '../config';
import { createBackupStore } from './backup-store';
import { RestoreError, restoreBackup } from './restore-backup';

const USAGE = 'Usage : npm run restore -- <fichier.tar.gz> [--data-dir <dossier>]';

let archiveArgument: string;
let dataDirArgument: string | undefined;
try {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { 'data-dir': { type: 'string' } },
  });
  if (positionals.length !== 1) throw new Error(USAGE);
  archiveArgument = positionals[0] as string;
  dataDirArgument = values['data-dir'];
} catch {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfigOrExit();
if (config.database.dialect !== 'sqlite' && !dataDirArgument) {
  console.error(
    'DATABASE_URL désigne PostgreSQL : cette commande restaure une sauvegarde SQLite. Pour PostgreSQL, voir pg_restore dans docs/backups.md (ou indiquez --data-dir).',
  );
  process.exit(1);
}

const dataDir = path.resolve(dataDirArgument ?? config.dataDir);
const download = mkdtempSync(path.join(tmpdir(), 'ardoise-restore-'));
try {
  const archive = await locateArchive(archiveArgument);
  console.log(`Vérification de ${archive}…`);
  const result = await restoreBackup({ archive, dataDir });
  if (!result.isChecksumVerified) {
    console.log(
      "Attention : pas de fichier .sha256 à côté de l'archive ; seules les sommes du manifeste ont été vérifiées.",
    );
  }
  console.log(
    `Sauvegarde du ${new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'medium', timeZone: 'UTC' }).format(new Date(result.manifest.createdAt))} (UTC) : ${result.manifest.files.length} fichiers vérifiés, intégrité de la base : ok.`,
  );
  console.log(`Restaurée dans ${dataDir}.`);
  if (result.previous)
    console.log(`Les fichiers remplacés ont été déplacés dans ${result.previous}.`);
  if (result.manifest.photos === 'on-s3-not-included') {
    console.log('Les photos étaient sur S3 : la sauvegarde ne les contient pas.');
  }
} catch (error) {
  console.error(
    error instanceof RestoreError
      ? error.message
      : `La restauration a échoué : ${(error as Error).message}`,
  );
  process.exitCode = 1;
} finally {
  rmSync(download, { recursive: true, force: true });
}

/** A file path, else a backup's name in DATA_DIR/backups or in the bucket. */
async function locateArchive(argument: string): Promise<string> {
  if (existsSync(argument)) return path.resolve(argument);
  const fetched = await createBackupStore(config).fetch(path.basename(argument), download);
  if (fetched) return fetched;
  throw new RestoreError(`Sauvegarde introuvable : ${argument}`);
}
