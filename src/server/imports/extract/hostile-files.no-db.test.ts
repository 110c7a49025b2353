import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  lyingXlsx,
  pdfWithContentBomb,
  pdfWithPages,
  pdfWithPicture,
  pngBomb,
  zipBombXlsx,
} from '../testing/hostile-files';
import { EXTRACT_MESSAGES, extractSource } from './extract-source';
import { extractSourceIsolated, parseMenuTextIsolated } from './isolated-extract';

// Issue 42 §1: every decompression is bounded before it happens. Each hostile file is refused
// with its French message by the readers themselves, before exceljs, PDF.js or sharp decode it.
const PHOTO = readFileSync(
  join(import.meta.dirname, '../../../../tests/fixtures/menu-photos/ardoise-du-jour.jpg'),
);

const refusal = (bytes: Buffer, filename?: string) =>
  extractSource({ bytes, filename }).then(
    () => 'read',
    (error: Error) => error.message,
  );

describe('spreadsheets, judged by their ZIP directory before exceljs inflates them', () => {
  it('refuses one whose entries inflate past 50 MB, from the sizes its directory declares', async () => {
    const bomb = await zipBombXlsx(120);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const message = await refusal(bomb, 'carte.xlsx');
    expect(message).toBe(EXTRACT_MESSAGES.spreadsheetTooLarge);
    expect(message).toMatch(
      /^Ce fichier est trop volumineux une fois décompressé \(plus de 50 Mo\)/u,
    );
  });

  it('refuses one whose directory lies about a size, once inflated one byte past it', async () => {
    expect(await refusal(await lyingXlsx(20), 'carte.xlsx')).toBe(
      EXTRACT_MESSAGES.spreadsheetTooLarge,
    );
  });

  it('refuses a sheet of more than 10 000 rows before loading it, and still reads a real one', async () => {
    const workbook = async (rows: number) => {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('Carte');
      for (let row = 0; row < rows; row += 1) sheet.addRow(['Tarte fine', 9]);
      return Buffer.from(await book.xlsx.writeBuffer());
    };
    const message = await refusal(await workbook(12_000), 'carte.xlsx');
    expect(message).toMatch(/^Ce tableur a trop de lignes \(plus de 10\s000\)/u);
    expect(await extractSource({ bytes: await workbook(2), filename: 'carte.xlsx' })).toEqual({
      kind: 'xlsx',
      rows: [
        ['Tarte fine', '9'],
        ['Tarte fine', '9'],
      ],
    });
  });
});

describe('PDFs, judged from their raw objects before PDF.js decodes them', () => {
  it('refuses a picture past 50 megapixels from its declared size (20 000 × 20 000 in 1 KB of data)', async () => {
    const pdf = pdfWithPicture(20_000, 20_000);
    expect(pdf.length).toBeLessThan(4096);
    expect(await refusal(pdf)).toMatch(
      /^Ce PDF contient une image trop grande \(plus de 50 mégapixels\)/u,
    );
  });

  it('refuses a page whose content inflates past 50 MB', async () => {
    expect(await refusal(pdfWithContentBomb(60))).toMatch(
      /^Ce PDF est trop volumineux une fois décompressé \(plus de 50 Mo\)/u,
    );
  });

  it('refuses 5 000 pages, and a scan of more pages than OCR reads', async () => {
    expect(await refusal(pdfWithPages(5000))).toBe(EXTRACT_MESSAGES.tooManyPages);
    // Six pages without text, each a small picture: a scan, past the 5 pages OCR reads.
    expect(await refusal(pdfWithPages(6))).toMatch(/^Ce PDF scanné a plus de 5 pages/u);
  });
});

describe('photos, judged by their header', () => {
  it('refuses a PNG that declares 100 000 × 100 000 pixels', async () => {
    expect(await refusal(pngBomb(100_000, 100_000))).toMatch(
      /^Cette photo a trop de pixels \(plus de 50 mégapixels\)/u,
    );
  });
});

describe('the child process that reads a file (isolated-extract.ts)', () => {
  it('reads in a child and gives the same result and the same French refusals', async () => {
    const stats: { peakRssBytes: number }[] = [];
    const text = await extractSourceIsolated(
      { bytes: Buffer.from('Entrées\nSoupe 7 €\n'), filename: 'carte.txt' },
      { onStats: (measured) => stats.push(measured) },
    );
    expect(text).toEqual({ kind: 'text', text: 'Entrées\nSoupe 7 €\n' });
    expect(stats[0]?.peakRssBytes).toBeGreaterThan(0);
    await expect(
      extractSourceIsolated({ bytes: pdfWithPicture(20_000, 20_000) }),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      message: EXTRACT_MESSAGES.pdfImageTooLarge,
    });
  });

  it('kills a child past its memory cap, and one past its time limit, with French messages', async () => {
    await expect(
      extractSourceIsolated({ bytes: PHOTO }, { limits: { rssMb: 40 } }),
    ).rejects.toMatchObject({ message: EXTRACT_MESSAGES.readOutOfMemory });
    expect(EXTRACT_MESSAGES.readOutOfMemory).toMatch(/^Ce fichier demande trop de mémoire/u);
    // V8's heap cap: the child aborts, and its stderr says why.
    const menu = 'Tarte fine aux poireaux ........ 9,50 €\n'.repeat(80_000);
    await expect(parseMenuTextIsolated(menu, { limits: { heapMb: 16 } })).rejects.toMatchObject({
      message: EXTRACT_MESSAGES.readOutOfMemory,
      internal: 'heap past 16 MB',
    });
    await expect(
      extractSourceIsolated({ bytes: PHOTO }, { limits: { timeoutMs: 300 } }),
    ).rejects.toMatchObject({ message: EXTRACT_MESSAGES.readTimeout });
    expect(EXTRACT_MESSAGES.readTimeout).toMatch(
      /^La lecture de ce fichier a pris trop de temps \(plus de 3 minutes\)/u,
    );
  });

  it('stops the child when the job is aborted', async () => {
    const abort = new AbortController();
    const reading = extractSourceIsolated({ bytes: PHOTO }, { signal: abort.signal });
    abort.abort(new Error('stopping'));
    await expect(reading).rejects.toThrow('stopping');
  });
});
