import { IMPORT_LIMITS, IMPORT_MESSAGES } from '../../../domain/menu-import/import-rules';

const MB = 1024 * 1024;

/** Limits of what the import reads (issue 25 §1, issue 42 §1), and its French messages. */
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
  /** A spreadsheet's entries, once decompressed, all together (the ZIP's directory says). */
  maxUncompressedBytes: 50 * MB,
  /** Entries of a spreadsheet's ZIP. */
  maxZipEntries: 1000,
  /** `<row>` elements of a sheet (empty formatted rows included) before it is loaded. */
  maxSheetRows: 10_000,
  /** Pixels of one picture inside a PDF, read from its dictionary before any decoding. */
  maxPdfImagePixels: 50_000_000,
  /** A PDF's compressed streams that are not pictures (pages, fonts), decompressed together. */
  maxPdfInflatedBytes: 50 * MB,
  /** Pages of a scanned PDF that go through OCR. */
  maxOcrPages: 5,
} as const;

/**
 * How a file is read: in a child process (extract-child.ts), one or two at a time per
 * instance, killed past its time or memory (isolated-extract.ts, docs/menu-import.md §1).
 */
export const ISOLATION_LIMITS = {
  /** A reading (a scanned PDF's OCR included) is stopped past this. */
  timeoutMs: 180_000,
  /** The child's V8 heap (`--max-old-space-size`). */
  heapMb: 256,
  /** The child's whole memory (heap, libvips, PDF.js, Tesseract's WebAssembly): killed past it. */
  rssMb: 768,
} as const;

export const EXTRACT_MESSAGES = {
  unsupported: IMPORT_MESSAGES.unsupported,
  tooLarge: IMPORT_MESSAGES.tooLarge,
  empty: 'Le fichier est vide.',
  tooManyPages: `Le PDF a plus de ${EXTRACT_LIMITS.maxPages} pages : envoyez seulement les pages de la carte.`,
  tooManyOcrPages: `Ce PDF scanné a plus de ${EXTRACT_LIMITS.maxOcrPages} pages : envoyez seulement les pages de la carte, ou des photos.`,
  pdfUnreadable: 'Ce PDF est illisible ou protégé par un mot de passe.',
  pdfWithoutText:
    'Ce PDF ne contient pas de texte lisible (c’est sans doute un scan) : envoyez plutôt une photo de la carte (JPEG ou PNG).',
  pdfImageTooLarge: `Ce PDF contient une image trop grande (plus de ${EXTRACT_LIMITS.maxPdfImagePixels / 1_000_000} mégapixels) : exportez-le en qualité « écran » ou envoyez une photo de la carte.`,
  pdfTooLargeUncompressed: `Ce PDF est trop volumineux une fois décompressé (plus de ${EXTRACT_LIMITS.maxPdfInflatedBytes / MB} Mo) : exportez-le à nouveau ou envoyez une photo de la carte.`,
  photoUnreadable: 'Cette photo est illisible : envoyez une photo JPEG, PNG ou HEIC nette.',
  photoTooLarge: `Cette photo a trop de pixels (plus de ${EXTRACT_LIMITS.maxPhotoPixels / 1_000_000} mégapixels) : envoyez une photo plus petite.`,
  noTextFound:
    'Aucun texte n’a été trouvé sur cette photo : photographiez la carte de face, bien éclairée.',
  ocrTimeout:
    'La lecture de la photo a pris trop de temps : essayez une photo plus nette ou plus petite.',
  spreadsheetUnreadable: 'Ce tableur est illisible : enregistrez-le en CSV ou en XLSX.',
  spreadsheetEmpty: 'Ce tableur ne contient aucune ligne.',
  spreadsheetTooLarge: `Ce fichier est trop volumineux une fois décompressé (plus de ${EXTRACT_LIMITS.maxUncompressedBytes / MB} Mo) : enregistrez seulement la carte, ou en CSV.`,
  spreadsheetTooManyRows: `Ce tableur a trop de lignes (plus de ${EXTRACT_LIMITS.maxSheetRows.toLocaleString('fr-FR')}) : gardez seulement la carte, ou enregistrez-la en CSV.`,
  draftTooLong:
    'Cette carte est trop longue pour être importée en une fois (plus de 100 rubriques, ou plus de 500 plats dans une rubrique) : importez-la en plusieurs parties.',
  textUnreadable: 'Ce texte est illisible : enregistrez-le en UTF-8.',
  readTimeout: `La lecture de ce fichier a pris trop de temps (plus de ${ISOLATION_LIMITS.timeoutMs / 60_000} minutes) : envoyez un fichier plus simple, ou collez le texte de la carte.`,
  readOutOfMemory:
    'Ce fichier demande trop de mémoire pour être lu : envoyez un fichier plus simple (une photo ou un PDF plus léger), ou collez le texte de la carte.',
} as const;
