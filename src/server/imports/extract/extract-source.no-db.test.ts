import ExcelJS from 'exceljs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../../../scripts/import-corpus/corpus';
import { menuPdf } from '../../../../scripts/import-corpus/derive';
import { parseMenuText } from '../../../domain/menu-import/parse-menu-text';
import { AppError } from '../../http/app-error';
import { EXTRACT_MESSAGES, extractSource, judgeSource } from './extract-source';

const corpusMenu = (id: string) => {
  const menu = loadCorpus().find((entry) => entry.id === id);
  if (!menu) throw new Error(`no corpus menu ${id}`);
  return menu;
};

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('extractSource: text and CSV', () => {
  it('reads pasted or uploaded text, UTF-8 with a BOM or Windows-1252', async () => {
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Crème brûlée 7 €')]);
    expect(await extractSource({ bytes: bom })).toEqual({ kind: 'text', text: 'Crème brûlée 7 €' });
    const windows1252 = Buffer.from([0x43, 0x72, 0xe8, 0x6d, 0x65, 0x20, 0x37, 0x20, 0x80]);
    expect(await extractSource({ bytes: windows1252, filename: 'carte.txt' })).toEqual({
      kind: 'text',
      text: 'Crème 7 €',
    });
  });

  it('reads a French CSV: `;`, quotes holding separators and line breaks, Windows-1252', async () => {
    const csv = [
      'Catégorie;Plat;Prix',
      'Entrées;"Terrine; cornichons";8,50',
      'Plats;"Bœuf ""bourguignon""";"22"',
      'Desserts;"Tarte',
      'fine";9',
    ].join('\r\n');
    const rows = [
      ['Catégorie', 'Plat', 'Prix'],
      ['Entrées', 'Terrine; cornichons', '8,50'],
      ['Plats', 'Bœuf "bourguignon"', '22'],
      ['Desserts', 'Tarte\r\nfine', '9'],
    ];
    expect(await extractSource({ bytes: Buffer.from(csv), filename: 'carte.csv' })).toEqual({
      kind: 'csv',
      rows,
    });
    const latin = Buffer.from('Plat;Prix\r\nCrème brûlée;7,50\r\n', 'latin1');
    expect(await extractSource({ bytes: latin, filename: 'export.csv' })).toEqual({
      kind: 'csv',
      rows: [
        ['Plat', 'Prix'],
        ['Crème brûlée', '7,50'],
      ],
    });
  });

  it('tells a CSV without its name from its consistent separators, and reads commas', async () => {
    const semicolons = Buffer.from('Plat;Prix\nTerrine;8\nTarte;9\n');
    expect(await extractSource({ bytes: semicolons })).toMatchObject({ kind: 'csv' });
    const commas = Buffer.from('Plat,Description,Prix\nTerrine,"maison, cornichons",8\n');
    expect(await extractSource({ bytes: commas, filename: 'carte.csv' })).toEqual({
      kind: 'csv',
      rows: [
        ['Plat', 'Description', 'Prix'],
        ['Terrine', 'maison, cornichons', '8'],
      ],
    });
  });
});

describe('extractSource: XLSX', () => {
  it('reads the first sheet with rows, prices as shown', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Vide');
    const sheet = workbook.addWorksheet('Carte');
    sheet.addRow(['Catégorie', 'Plat', 'Prix']);
    sheet.addRow(['Entrées', 'Œuf mayonnaise', 6.5]);
    sheet.addRow(['Plats', 'Blanquette', '19,50 €']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await extractSource({ bytes, filename: 'carte.bin' })).toEqual({
      kind: 'xlsx',
      rows: [
        ['Catégorie', 'Plat', 'Prix'],
        ['Entrées', 'Œuf mayonnaise', '6.5'],
        ['Plats', 'Blanquette', '19,50 €'],
      ],
    });
  });
});

describe('extractSource: PDF', () => {
  it('reads the text layer of a one-column PDF, judged by its bytes', async () => {
    const menu = corpusMenu('bistrot-du-port');
    const source = await extractSource({ bytes: await menuPdf(menu), filename: 'carte.txt' });
    expect(source).toMatchObject({ kind: 'pdf', pages: 1 });
    const text = 'text' in source ? source.text : '';
    expect(text).toContain('Blanquette de veau à l’ancienne ....... 19,50');
    const { draft } = parseMenuText(text);
    expect(draft.name).toBe('Le Bistrot du Port');
    expect(draft.categories.map((category) => category.items.length)).toEqual([4, 4, 3]);
  });

  it('reads a two-column PDF left column first, the title across', async () => {
    for (const id of ['deux-colonnes-bouchon', 'brasserie-grande']) {
      const menu = corpusMenu(id);
      const source = await extractSource({ bytes: await menuPdf(menu) });
      const { draft } = parseMenuText('text' in source ? source.text : '');
      expect(draft.name).toBe(menu.expected.name);
      expect(
        draft.categories.map((category) => [
          category.name,
          category.items.map((dish) => dish.name),
        ]),
      ).toEqual(
        menu.expected.categories.map((category) => [
          category.name,
          category.dishes.map((dish) => dish.name),
        ]),
      );
    }
  });

  it('refuses more than 20 pages, and a PDF without text nor pictures, in French', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    for (let page = 0; page < 21; page += 1) {
      pdf.addPage().drawText(`Page ${page + 1}`, { x: 50, y: 700, font, size: 12 });
    }
    const tooLong = await rejection(extractSource({ bytes: Buffer.from(await pdf.save()) }));
    expect([tooLong.status, tooLong.message]).toEqual([422, EXTRACT_MESSAGES.tooManyPages]);

    const blank = await PDFDocument.create();
    blank.addPage();
    const empty = await rejection(extractSource({ bytes: Buffer.from(await blank.save()) }));
    expect([empty.status, empty.message]).toEqual([422, EXTRACT_MESSAGES.pdfWithoutText]);

    const broken = await rejection(extractSource({ bytes: Buffer.from('%PDF-1.7\n garbage') }));
    expect([broken.status, broken.message]).toEqual([422, EXTRACT_MESSAGES.pdfUnreadable]);
  });
});

describe('extractSource: refusals', () => {
  it('answers 413 over 10 MB and 415 for what is not a menu file', async () => {
    const large = await rejection(extractSource({ bytes: Buffer.alloc(10 * 1024 * 1024 + 1, 65) }));
    expect([large.status, large.message]).toEqual([413, EXTRACT_MESSAGES.tooLarge]);
    const zip = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(40, 0)]);
    const binary = await rejection(extractSource({ bytes: zip, filename: 'carte.pdf' }));
    expect([binary.status, binary.message]).toEqual([415, EXTRACT_MESSAGES.unsupported]);
    const empty = await rejection(extractSource({ bytes: Buffer.alloc(0) }));
    expect(empty.status).toBe(422);
    // A ZIP of anything but a workbook, or bytes with control characters, is not text.
    const notWorkbook = Buffer.from('PK\x03\x04 not a workbook at all', 'latin1');
    expect(() => judgeSource({ bytes: notWorkbook, filename: 'carte.xlsx' })).toThrow(
      EXTRACT_MESSAGES.unsupported,
    );
    expect(() => judgeSource({ bytes: Buffer.from([0x41, 0x01, 0x42]) })).toThrow(AppError);
    expect(judgeSource({ bytes: Buffer.from('Terrine 8 €'), filename: 'carte' })).toBe('text');
  });
});
