import { inflateRawSync } from 'node:zlib';
import { AppError } from '../../http/app-error';
import { EXTRACT_LIMITS, EXTRACT_MESSAGES } from './limits';

/**
 * A spreadsheet's ZIP, judged before any reader decompresses it (issue 42 §1): the central
 * directory says each entry's size once decompressed; past the limit, or past the entry count,
 * the file is refused. Then each entry is inflated with a cap at the size it declares, so a
 * directory that lies is caught at that size instead of after gigabytes, and the rows of each
 * sheet are counted before exceljs builds them.
 */
type Entry = {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
};

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64_MARK = 0xffffffff;

const unreadable = (why: string) =>
  new AppError('VALIDATION', EXTRACT_MESSAGES.spreadsheetUnreadable, 'file', why);
const tooLarge = (why: string) =>
  new AppError('VALIDATION', EXTRACT_MESSAGES.spreadsheetTooLarge, 'file', why);

function readDirectory(bytes: Buffer): Entry[] {
  // The end record is in the last 22 bytes, plus a comment of at most 64 KB.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65_535); at -= 1) {
    if (bytes.readUInt32LE(at) === EOCD) {
      end = at;
      break;
    }
  }
  if (end < 0) throw unreadable('no end of central directory');
  const count = bytes.readUInt16LE(end + 10);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || directoryOffset === ZIP64_MARK) throw tooLarge('zip64');
  if (count > EXTRACT_LIMITS.maxZipEntries) throw tooLarge(`${count} entries`);
  const entries: Entry[] = [];
  let at = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL) {
      throw unreadable('broken central directory');
    }
    const nameLength = bytes.readUInt16LE(at + 28);
    const entry = {
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
    };
    entries.push(entry);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

/** The entry's bytes once decompressed, never more than it declares. */
function inflateEntry(bytes: Buffer, entry: Entry): Buffer {
  const at = entry.localOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL) {
    throw unreadable(`no local header for ${entry.name}`);
  }
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return data;
  if (entry.method !== 8) throw unreadable(`method ${entry.method}`);
  try {
    // One byte over the declared size tells a lie from the truth without inflating the rest.
    return inflateRawSync(data, { maxOutputLength: entry.size + 1 });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw tooLarge(`${entry.name} inflates past its declared ${entry.size} bytes`);
    }
    throw unreadable(String(error));
  }
}

/** `<row …>` or `<x:row …>` elements (empty formatted rows count: they are built too). */
const countRows = (xml: Buffer) =>
  xml.toString('latin1').match(/<(?:\w+:)?row[\s>]/gu)?.length ?? 0;

export function checkZipBounds(bytes: Buffer): void {
  const entries = readDirectory(bytes);
  let total = 0;
  for (const entry of entries) {
    if (entry.size === ZIP64_MARK) throw tooLarge(`zip64 entry ${entry.name}`);
    total += entry.size;
  }
  if (total > EXTRACT_LIMITS.maxUncompressedBytes) throw tooLarge(`${total} bytes declared`);
  for (const entry of entries) {
    if (entry.name.endsWith('/')) continue;
    const content = inflateEntry(bytes, entry);
    if (content.length > entry.size) throw tooLarge(`${entry.name} is larger than declared`);
    if (/^xl\/worksheets\/[^/]+\.xml$/u.test(entry.name)) {
      const rows = countRows(content);
      if (rows > EXTRACT_LIMITS.maxSheetRows) {
        throw new AppError('VALIDATION', EXTRACT_MESSAGES.spreadsheetTooManyRows, 'file');
      }
    }
  }
}
