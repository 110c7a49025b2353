import { AppError } from '../../http/app-error';
import { decodeText } from './decode-text';
import { detectSourceType, type SourceType } from './detect-source';
import { EXTRACT_LIMITS, EXTRACT_MESSAGES } from './limits';
import { readCsv } from './read-csv';

// The heavy readers (PDF.js, exceljs, sharp, Tesseract) load on first use: the child process
// that reads one file (extract-child.ts) loads only the one it needs.
const readers = {
  pdf: () => import('./read-pdf'),
  xlsx: () => import('./read-xlsx'),
  photo: () => import('./photo-image'),
  ocr: () => import('./ocr'),
};

/**
 * A file or a pasted text → what the parser reads (issue 25 §1): text for text, PDF and photo
 * sources, rows for spreadsheets (mapped to columns by the owner, then
 * src/domain/menu-import turns them into a draft). The type is judged by the bytes; errors
 * are AppErrors with French messages (413 too large, 415 not a menu file, 422 unreadable).
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

export { EXTRACT_LIMITS, EXTRACT_MESSAGES } from './limits';

function judge(input: ExtractInput, decoded: () => string): SourceType {
  const { bytes } = input;
  if (bytes.length > EXTRACT_LIMITS.maxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', EXTRACT_MESSAGES.tooLarge, 'file');
  }
  if (bytes.length === 0) throw new AppError('VALIDATION', EXTRACT_MESSAGES.empty, 'file');
  const type = detectSourceType(bytes, input.filename, decoded);
  if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', EXTRACT_MESSAGES.unsupported, 'file');
  return type;
}

/**
 * What an upload is, judged by its bytes without reading it (the one judge: the upload route
 * uses it before a job exists, so a file no reader takes answers 415 at once).
 */
export const judgeSource = (input: ExtractInput): SourceType =>
  judge(input, () => decodeText(input.bytes));

export async function extractSource(
  input: ExtractInput,
  options: ExtractOptions = {},
): Promise<ExtractedSource> {
  const { bytes } = input;
  let text: string | undefined;
  const decoded = () => {
    text ??= decodeText(bytes);
    return text;
  };
  const type = judge(input, decoded);
  const progress = options.onProgress;
  switch (type) {
    case 'text':
      return { kind: 'text', text: decoded() };
    case 'csv':
      return { kind: 'csv', rows: readCsv(decoded()) };
    case 'xlsx':
      return { kind: 'xlsx', rows: await (await readers.xlsx()).readXlsx(bytes) };
    case 'photo': {
      const { prepareForOcr } = await readers.photo();
      const image = await prepareForOcr(bytes);
      return { kind: 'photo', text: await ocrText(image, options, 0, 1) };
    }
    case 'pdf': {
      const pdf = await (await readers.pdf()).readPdf(bytes, options.signal);
      if (pdf.kind === 'text') {
        progress?.(1);
        return { kind: 'pdf', text: pdf.text, pages: pdf.pages };
      }
      // A scan: its pages' pictures go through OCR, like photos.
      const pages: string[] = [];
      const { prepareForOcr } = await readers.photo();
      for (const [index, picture] of pdf.images.entries()) {
        const image = await prepareForOcr(picture);
        pages.push(await ocrText(image, options, index / pdf.images.length, 1 / pdf.images.length));
      }
      return { kind: 'photo', text: pages.join('\n\n'), pages: pdf.pages };
    }
  }
}

async function ocrText(image: Buffer, options: ExtractOptions, from: number, share: number) {
  const { recognise } = await readers.ocr();
  const text = await recognise(image, {
    signal: options.signal,
    onProgress: (done) => options.onProgress?.(from + done * share),
  });
  if (text.replace(/\s/gu, '').length < 3) {
    throw new AppError('VALIDATION', EXTRACT_MESSAGES.noTextFound, 'file');
  }
  return text;
}
