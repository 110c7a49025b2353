import { IMPORT_LIMITS, IMPORT_MESSAGES } from '../../../domain/menu-import/import-rules';

/** Limits of what the import reads (issue 25 §1), and its French messages. */
export const EXTRACT_LIMITS = {
  maxBytes: IMPORT_LIMITS.maxUploadBytes,
  maxPages: 20,
  maxRows: 2000,
  maxColumns: 30,
  /** A photo is read at most this wide or high (OCR's memory and time grow with pixels). */
  ocrMaxSide: 2000,
  maxPhotoPixels: 50_000_000,
  /** OCR of one photo or page is stopped past this. */
  ocrTimeoutMs: 60_000,
} as const;

export const EXTRACT_MESSAGES = {
  unsupported: IMPORT_MESSAGES.unsupported,
  tooLarge: IMPORT_MESSAGES.tooLarge,
  empty: 'Le fichier est vide.',
  tooManyPages: `Le PDF a plus de ${EXTRACT_LIMITS.maxPages} pages : envoyez seulement les pages de la carte.`,
  pdfUnreadable: 'Ce PDF est illisible ou protégé par un mot de passe.',
  pdfWithoutText:
    'Ce PDF ne contient pas de texte lisible (c’est sans doute un scan) : envoyez plutôt une photo de la carte (JPEG ou PNG).',
  photoUnreadable: 'Cette photo est illisible : envoyez une photo JPEG, PNG ou HEIC nette.',
  photoTooLarge: 'Cette photo a trop de pixels : envoyez une photo plus petite.',
  noTextFound:
    'Aucun texte n’a été trouvé sur cette photo : photographiez la carte de face, bien éclairée.',
  ocrTimeout:
    'La lecture de la photo a pris trop de temps : essayez une photo plus nette ou plus petite.',
  spreadsheetUnreadable: 'Ce tableur est illisible : enregistrez-le en CSV ou en XLSX.',
  spreadsheetEmpty: 'Ce tableur ne contient aucune ligne.',
  textUnreadable: 'Ce texte est illisible : enregistrez-le en UTF-8.',
} as const;
