import { detectUploadType } from '../../../domain/images/upload-type';

/**
 * What a file is, from its bytes (issue 25 §1), like photos (src/domain/images/upload-type):
 * the name only tells a CSV from plain text, never a PDF or a photo from anything else.
 */
export type SourceType = 'pdf' | 'photo' | 'xlsx' | 'csv' | 'text';

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, Math.min(end, bytes.length)));

/** XLSX is a ZIP whose entries include `xl/` (an old .xls or an .ods is not read). */
function isXlsx(bytes: Buffer): boolean {
  if (ascii(bytes, 0, 4) !== 'PK\x03\x04') return false;
  return bytes.includes('xl/') || bytes.includes('[Content_Types].xml');
}

/** Below 0x20, text holds only tabs, line breaks and form feeds (binary files hold others). */
const isControl = (byte: number) =>
  byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d;

/**
 * Text (whatever its name: "carte", "menu.txt", "export.dat"), UTF-16 with its mark, or 8-bit
 * without control bytes. A ZIP that is not a workbook is never text.
 */
function looksLikeText(bytes: Buffer): boolean {
  const sample = bytes.subarray(0, 64 * 1024);
  if (sample[0] === 0xff && sample[1] === 0xfe) return true;
  if (sample[0] === 0xfe && sample[1] === 0xff) return true;
  if (ascii(bytes, 0, 4) === 'PK\x03\x04') return false;
  return !sample.some(isControl);
}

/** A CSV: named so, or lines that keep the same number of `;` (or tabs) over the first lines. */
function looksLikeCsv(text: string, filename: string): boolean {
  if (/\.(?:csv|tsv)$/iu.test(filename)) return true;
  const lines = text
    .split(/\r?\n/u)
    .filter((line) => line.trim() !== '')
    .slice(0, 20);
  if (lines.length < 2) return false;
  return [';', '\t'].some((separator) => {
    const counts = lines.map((line) => line.split(separator).length - 1);
    return (counts[0] ?? 0) > 0 && counts.every((count) => count === counts[0]);
  });
}

export function detectSourceType(
  bytes: Buffer,
  filename = '',
  decodeText: () => string,
): SourceType | null {
  if (ascii(bytes, 0, 1024).includes('%PDF-')) return 'pdf';
  if (detectUploadType(bytes)) return 'photo';
  if (isXlsx(bytes)) return 'xlsx';
  if (!looksLikeText(bytes)) return null;
  return looksLikeCsv(decodeText(), filename) ? 'csv' : 'text';
}
