import { constants, inflateSync } from 'node:zlib';
import { AppError } from '../../http/app-error';
import { EXTRACT_LIMITS, EXTRACT_MESSAGES } from './limits';

/**
 * A PDF, judged from its raw bytes before PDF.js decodes anything (issue 42 §1):
 * - every picture (an image XObject's dictionary, or an inline image in a page's content)
 *   declares its /Width and /Height: past the pixel limit, the file is refused — decoding a
 *   20 000 × 20 000 picture takes 1.6 GB whatever its compressed size;
 * - every other compressed stream (pages' content, fonts, object streams) is inflated with a
 *   cap on the total, so a content stream of zeros cannot grow to gigabytes.
 * An encrypted PDF's streams do not inflate here: those are bounded by the child process's
 * memory cap only (isolated-extract.ts).
 */
type Stream = { dictionary: string; start: number };

const imageTooLarge = (why: string) =>
  new AppError('VALIDATION', EXTRACT_MESSAGES.pdfImageTooLarge, 'file', why);

/** The dictionary just before `stream`, found by matching `>>` back to its `<<`. */
function dictionaryBefore(text: string, end: number): string | null {
  let depth = 0;
  const floor = Math.max(0, end - 64 * 1024);
  for (let at = end - 2; at >= floor; at -= 1) {
    if (text[at] === '>' && text[at + 1] === '>') {
      depth += 1;
      at -= 1;
    } else if (text[at] === '<' && text[at + 1] === '<') {
      depth -= 1;
      if (depth === 0) return text.slice(at, end);
    }
  }
  return null;
}

function findStreams(text: string): Stream[] {
  const streams: Stream[] = [];
  const pattern = />>\s*stream\r?\n/gu;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const dictionary = dictionaryBefore(text, match.index + 2);
    if (dictionary) streams.push({ dictionary, start: match.index + match[0].length });
  }
  return streams;
}

/** `N 0 obj 123 endobj`: integers an image's size may refer to. */
function integerObjects(text: string, into: Map<number, number>) {
  const pattern = /(\d+)\s+\d+\s+obj\s*(\d+)\s*endobj/gu;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    into.set(Number(match[1]), Number(match[2]));
  }
}

/** An object stream's integers: its header pairs objects with offsets after /First. */
function objectStreamIntegers(dictionary: string, content: string, into: Map<number, number>) {
  const first = Number(/\/First\s+(\d+)/u.exec(dictionary)?.[1] ?? Number.NaN);
  const count = Number(/\/N\s+(\d+)/u.exec(dictionary)?.[1] ?? Number.NaN);
  if (!Number.isFinite(first) || !Number.isFinite(count)) return;
  const header = content.slice(0, first).trim().split(/\s+/u).map(Number);
  for (let index = 0; index < Math.min(count, header.length / 2); index += 1) {
    const from = first + (header[index * 2 + 1] ?? 0);
    const to = index + 1 < count ? first + (header[index * 2 + 3] ?? 0) : content.length;
    const value = content.slice(from, to).trim();
    if (/^\d+$/u.test(value)) into.set(header[index * 2] ?? -1, Number(value));
  }
}

function size(dictionary: string, keys: string, integers: Map<number, number>): number | null {
  const match = new RegExp(`/(?:${keys})\\s+(\\d+)(?:\\s+(\\d+)\\s+R)?`, 'u').exec(dictionary);
  if (!match) return null;
  if (match[2] === undefined) return Number(match[1]);
  return integers.get(Number(match[1])) ?? null;
}

const isFlate = (dictionary: string) => /\/Filter\s*\[?\s*\/(?:FlateDecode|Fl)\b/u.test(dictionary);

/** Inline images (`BI /W 100 /H 100 … ID`) of a page's content. */
function checkInlineImages(content: string) {
  const pattern = /\bBI\b([\s\S]{0,4000}?)\bID\b/gu;
  for (let match = pattern.exec(content); match; match = pattern.exec(content)) {
    const head = match[1] ?? '';
    const width = Number(/\/(?:W|Width)\s+(\d+)/u.exec(head)?.[1] ?? 0);
    const height = Number(/\/(?:H|Height)\s+(\d+)/u.exec(head)?.[1] ?? 0);
    if (width * height > EXTRACT_LIMITS.maxPdfImagePixels) {
      throw imageTooLarge(`inline image ${width} × ${height}`);
    }
  }
}

export function checkPdfBounds(bytes: Buffer): void {
  const text = bytes.toString('latin1');
  const streams = findStreams(text);
  const integers = new Map<number, number>();
  integerObjects(text, integers);
  let budget = EXTRACT_LIMITS.maxPdfInflatedBytes;
  const images: Stream[] = [];
  for (const stream of streams) {
    if (/\/Subtype\s*\/Image\b/u.test(stream.dictionary)) {
      images.push(stream);
      continue;
    }
    if (!isFlate(stream.dictionary)) continue;
    const end = text.indexOf('endstream', stream.start);
    const data = bytes.subarray(stream.start, end < 0 ? bytes.length : end);
    let content: Buffer;
    try {
      // A stream cut short (our `endstream` search) gives what it holds, without an error.
      content = inflateSync(data, {
        maxOutputLength: budget + 1,
        finishFlush: constants.Z_SYNC_FLUSH,
      });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
        throw new AppError('VALIDATION', EXTRACT_MESSAGES.pdfTooLargeUncompressed, 'file');
      }
      continue; // Not ours to judge (encrypted, broken): PDF.js says whether it is readable.
    }
    budget -= content.length;
    if (budget < 0) {
      throw new AppError('VALIDATION', EXTRACT_MESSAGES.pdfTooLargeUncompressed, 'file');
    }
    const decoded = content.toString('latin1');
    if (/\/Type\s*\/ObjStm\b/u.test(stream.dictionary)) {
      objectStreamIntegers(stream.dictionary, decoded, integers);
    } else if (decoded.includes('BI')) {
      checkInlineImages(decoded);
    }
  }
  for (const image of images) {
    const width = size(image.dictionary, 'Width|W', integers);
    const height = size(image.dictionary, 'Height|H', integers);
    // A size that cannot be read here is not trusted.
    if (width === null || height === null) throw imageTooLarge('image size not readable');
    if (width * height > EXTRACT_LIMITS.maxPdfImagePixels) {
      throw imageTooLarge(`image ${width} × ${height}`);
    }
  }
}
