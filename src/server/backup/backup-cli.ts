// `npm run backup`: one backup now (docs/backups.md), while the server runs or not.
import { loadConfigOrExit } from '../config';
import { BackupError, createBackup } from './create-backup';

const megabytes = (bytes: number) =>
  new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(bytes / 1_048_576);

const config = loadConfigOrExit();

try {
  const result = await createBackup(config);
  console.log(result.location);
  console.log(
    `Sauvegarde écrite : ${result.files} fichiers, ${megabytes(result.size)} Mo, SHA-256 ${result.sha256}.`,
  );
  if (result.photos === 'on-s3-not-included') {
    console.log('Les photos sont sur S3 : elles ne sont pas copiées dans la sauvegarde.');
  }
  if (result.expired.length > 0) {
    console.log(
      `${result.expired.length} sauvegarde(s) plus ancienne(s) supprimée(s) (rétention).`,
    );
  }
} catch (error) {
  console.error(
    error instanceof BackupError
      ? error.message
      : `La sauvegarde a échoué : ${(error as Error).message}`,
  );
  process.exitCode = 1;
}
