/**
 * "Importer une carte" (issue 25): limits and French messages, without zod, for the server and
 * the owner app's screen alike (the schemas are in import-schemas.ts).
 */

export const IMPORT_LIMITS = {
  /** One file, as sent by the browser. */
  maxUploadBytes: 10 * 1024 * 1024,
  /** Pasted text, in characters. */
  maxTextLength: 200_000,
  /** A finished or failed job (and its file) is kept this long, then purged. */
  keepMs: 24 * 60 * 60 * 1000,
} as const;

export const IMPORT_MESSAGES = {
  notFound: 'Import introuvable : il a peut-être expiré (24 h). Recommencez l’import.',
  textRequired: 'Collez le texte de votre carte.',
  textTooLong: 'Ce texte est trop long : collez une carte de 200 000 caractères au plus.',
  fileMissing: 'Choisissez un fichier : PDF, photo, CSV ou Excel.',
  tooLarge: 'Ce fichier dépasse 10 Mo : envoyez un fichier plus léger.',
  tooManyFiles: 'Envoyez un seul fichier à la fois.',
  uploadFailed: 'L’envoi du fichier a été interrompu. Réessayez.',
  unsupported:
    'Ce fichier n’est pas pris en charge : envoyez un PDF, une photo (JPEG, PNG, WebP, HEIC), un fichier CSV ou Excel, ou collez le texte.',
  notReady: 'La lecture de la carte n’est pas terminée.',
  notSpreadsheet: 'Les colonnes ne se choisissent que pour un tableur (CSV, Excel).',
  columnOutOfRange: 'Cette colonne n’existe pas dans le fichier.',
  failed: 'La lecture de la carte a échoué. Réessayez, ou collez le texte de la carte.',
  nothingFound:
    'Aucun plat n’a été reconnu dans cette carte. Vérifiez le fichier, ou collez le texte.',
  menuLimit:
    'La version gratuite permet un seul menu. Remplacez le contenu de votre menu actuel par cette carte, ou passez à Premium pour créer des menus illimités.',
  tooManyImports: 'Trop d’imports en peu de temps. Réessayez dans quelques minutes.',
} as const;

/** `reason` of the 409 a free owner with a menu gets: the screen offers to replace it. */
export const MENU_LIMIT_REASON = 'MENU_LIMIT';
