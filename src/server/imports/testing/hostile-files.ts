import { constants, crc32, createDeflateRaw, deflateRawSync, deflateSync } from 'node:zlib';

/**
 * Hostile import files (issue 42 §1), built in memory and cheaply: what is huge is what they
 * declare or what they inflate to, never what the test holds. Shared by the hostile-imports
 * test and the readers' own tests.
 */

type ZipEntry = { name: string; data: Buffer; size: number; crc: number; method: 0 | 8 };

/** A ZIP of `entries`; `declaredSize` overrides what the directory says (a lying directory). */
export function zipFile(entries: ZipEntry[], declaredSize?: (entry: ZipEntry) => number): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const size = declaredSize?.(entry) ?? entry.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += 30 + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export const deflatedEntry = (name: string, content: string | Buffer): ZipEntry => {
  const data = Buffer.from(content);
  return { name, data: deflateRawSync(data), size: data.length, crc: crc32(data), method: 8 };
};

/** `chunk` repeated `times`, deflated as it streams: megabytes in, kilobytes held. */
export async function repeatedEntry(name: string, chunk: Buffer, times: number) {
  const deflate = createDeflateRaw({ level: constants.Z_BEST_COMPRESSION });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  let crc = 0;
  for (let index = 0; index < times; index += 1) {
    crc = crc32(chunk, crc);
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return { name, data: Buffer.concat(parts), size: chunk.length * times, crc, method: 8 as const };
}

const WORKBOOK_ENTRIES = () => [
  deflatedEntry(
    '_rels/.rels',
    '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  ),
  deflatedEntry(
    'xl/_rels/workbook.xml.rels',
    '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
  ),
  deflatedEntry(
    '[Content_Types].xml',
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  ),
  deflatedEntry(
    'xl/workbook.xml',
    '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Carte" sheetId="1" r:id="rId1"/></sheets></workbook>',
  ),
];

const ROW = '<row><c t="inlineStr"><is><t>Tarte fine</t></is></c><c><v>9</v></c></row>';

/** The spreadsheet: identical rows, `megabytes` once inflated, a few hundred KB sent. */
export async function zipBombXlsx(megabytes: number): Promise<Buffer> {
  const chunk = Buffer.from(ROW.repeat(Math.ceil((1024 * 1024) / ROW.length)));
  const rows = await repeatedEntry(
    'xl/worksheets/sheet1.xml',
    chunk,
    Math.ceil((megabytes * 1024 * 1024) / chunk.length),
  );
  return zipFile([...WORKBOOK_ENTRIES(), rows]);
}

/** A sheet whose directory says 1 KB and which inflates to `megabytes`. */
export async function lyingXlsx(megabytes: number): Promise<Buffer> {
  const chunk = Buffer.from(ROW.repeat(1000));
  const rows = await repeatedEntry(
    'xl/worksheets/sheet1.xml',
    chunk,
    (megabytes * 1024 * 1024) / chunk.length,
  );
  return zipFile([...WORKBOOK_ENTRIES(), rows], (entry) => (entry === rows ? 1024 : entry.size));
}

/** A PDF of `objects` (numbered from 1; the first is the catalog), with its xref table. */
export function pdfFile(objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    const part = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'),
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(part);
    length += part.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  return Buffer.concat([...parts, Buffer.from(xref)]);
}

const stream = (dictionary: string, data: Buffer) =>
  Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`),
    data,
    Buffer.from('\nendstream'),
  ]);

/** One page showing one picture that declares `width` × `height`, its data a tiny Flate stream. */
export function pdfWithPicture(width: number, height: number): Buffer {
  return pdfFile([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Im0 5 0 R >> >> /Contents 4 0 R >>',
    stream('', Buffer.from('q 595 0 0 842 0 0 cm /Im0 Do Q')),
    stream(
      `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`,
      deflateSync(Buffer.alloc(64 * 1024)),
    ),
  ]);
}

/** A page whose content stream inflates to `megabytes` (spaces: valid, and empty). */
export function pdfWithContentBomb(megabytes: number): Buffer {
  return pdfFile([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    stream('/Filter /FlateDecode', deflateSync(Buffer.alloc(megabytes * 1024 * 1024, 0x20))),
  ]);
}

/** `count` empty pages. */
export function pdfWithPages(count: number): Buffer {
  const kids = Array.from({ length: count }, (_, index) => `${index + 3} 0 R`).join(' ');
  return pdfFile([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${count} >>`,
    ...Array.from(
      { length: count },
      () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    ),
  ]);
}

const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
};

/** A PNG whose header declares `width` × `height` grey pixels, with a few KB of data. */
export function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(256 * 1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
