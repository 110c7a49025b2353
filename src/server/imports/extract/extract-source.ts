import { AppError } from '../../http/app-error';

/**
 * A file or a pasted text → what the parser reads (issue 25 §1): text for text, PDF and photo
 * sources, rows for spreadsheets (mapped to columns by the owner, then
 * src/domain/menu-import turns them into a draft).
 */
export type ExtractedSource =
  | { kind: 'text' | 'pdf' | 'photo'; text: string; pages?: number }
  | { kind: 'csv' | 'xlsx'; rows: string[][] };

export type ExtractInput = { bytes: Buffer; filename?: string };

export type ExtractOptions = {
  /** 0 → 1 while reading (OCR takes seconds). */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
};

export const EXTRACT_MESSAGES = {
  unsupported:
    'Ce fichier n’est pas pris en charge : envoyez un PDF, une photo (JPEG, PNG, HEIC), un fichier CSV ou Excel, ou collez le texte.',
} as const;

export async function extractSource(
  input: ExtractInput,
  _options: ExtractOptions = {},
): Promise<ExtractedSource> {
  const name = input.filename?.toLowerCase() ?? '';
  if (name.endsWith('.csv')) {
    const rows = input.bytes
      .toString('utf8')
      .split(/\r?\n/)
      .filter((line) => line.trim() !== '')
      .map((line) => line.split(/[;,]/).map((cell) => cell.trim()));
    return { kind: 'csv', rows };
  }
  if (name.endsWith('.txt')) return { kind: 'text', text: input.bytes.toString('utf8') };
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', EXTRACT_MESSAGES.unsupported);
}
