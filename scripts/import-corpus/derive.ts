import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import type { CorpusMenu, ExpectedMenu } from './corpus';

/**
 * Files made from the corpus at run time, the same every time (issue 25 §4): a PDF (pdf-lib;
 * two columns for some menus), a photo (sharp: a rendered page, turned a few degrees, skewed,
 * grainy; white on dark for the slate) and a CSV (French Excel style, `;`, some in
 * Windows-1252).
 */

const A4 = { width: 595, height: 842 };
const isHeading = (line: string, expected: ExpectedMenu) =>
  line === expected.name ||
  (expected.categories.some((category) =>
    line
      .replace(/[~\s]/gu, '')
      .toLowerCase()
      .includes(category.name.replace(/\s/gu, '').toLowerCase()),
  ) &&
    !/\d/u.test(line));

/** Two menu columns side by side in the text ("Tarte 9 €      Tiramisu 7 €"). */
const SIDE_BY_SIDE = / {3,}(?=\p{L})/u;

export const TWO_COLUMN_PDF = new Set(['deux-colonnes-bouchon', 'brasserie-grande']);

export async function menuPdf(menu: CorpusMenu): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const lines = menu.text.trimEnd().split('\n');
  const size = 10.5;
  const leading = 14;
  let page = pdf.addPage([A4.width, A4.height]);
  const draw = (text: string, x: number, y: number, font: PDFFont, fontSize = size) =>
    page.drawText(text, { x, y, size: fontSize, font, color: rgb(0.1, 0.1, 0.1) });
  const fontOf = (line: string) => (isHeading(line.trim(), menu.expected) ? bold : regular);

  if (!TWO_COLUMN_PDF.has(menu.id)) {
    let y = A4.height - 60;
    for (const line of lines) {
      if (y < 50) {
        page = pdf.addPage([A4.width, A4.height]);
        y = A4.height - 60;
      }
      if (line.trim() !== '') draw(line.trim(), 56, y, fontOf(line));
      y -= leading;
    }
    return Buffer.from(await pdf.save());
  }

  // Two columns: the title across the page, then each column top to bottom.
  const [title = '', ...body] = lines;
  const titleWidth = bold.widthOfTextAtSize(title, 16);
  draw(title, (A4.width - titleWidth) / 2, A4.height - 56, bold, 16);
  const top = A4.height - 96;
  const columns: [string[], string[]] = [[], []];
  if (body.some((line) => SIDE_BY_SIDE.test(line))) {
    for (const line of body) {
      const [left = '', right = ''] = line.split(SIDE_BY_SIDE);
      columns[0].push(left.trim());
      columns[1].push(right.trim());
    }
  } else {
    // Split at the empty line nearest the middle.
    const middle = body.length / 2;
    let cut = 0;
    body.forEach((line, index) => {
      if (line.trim() === '' && Math.abs(index - middle) < Math.abs(cut - middle)) cut = index;
    });
    columns[0].push(...body.slice(0, cut));
    columns[1].push(...body.slice(cut + 1));
  }
  const small = columns[0].length > 50 || columns[1].length > 50;
  columns.forEach((column, side) => {
    let y = top;
    for (const line of column) {
      if (line !== '') draw(line, side === 0 ? 40 : 312, y, fontOf(line), small ? 8.5 : size);
      y -= small ? 11.5 : leading;
    }
  });
  return Buffer.from(await pdf.save());
}

const escapeXml = (text: string) =>
  text.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;');

/** A deterministic pseudo-random sequence (photos must be the same on every run). */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

export const SLATE_PHOTOS = new Set(['ardoise-du-jour']);

/** A photo of the printed menu (JPEG), as a phone would take it. */
export async function menuPhoto(menu: CorpusMenu, index: number): Promise<Buffer> {
  const slate = SLATE_PHOTOS.has(menu.id);
  const lines = menu.text
    .trimEnd()
    .split('\n')
    .map((line) => line.replace(/\s{3,}/gu, '      '));
  const fontSize = 26;
  const leading = 38;
  const width = 1400;
  const height = Math.max(900, 120 + lines.length * leading);
  const ink = slate ? '#f4f4ee' : '#1d1b18';
  const paper = slate ? '#262a27' : '#f3eee2';
  const text = lines
    .map((line, row) => {
      const weight = isHeading(line.trim(), menu.expected) ? 'bold' : 'normal';
      return `<text x="70" y="${90 + row * leading}" font-weight="${weight}" xml:space="preserve">${escapeXml(line)}</text>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="100%" height="100%" fill="${paper}"/>
<g font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${fontSize}" fill="${ink}">${text}</g></svg>`;
  const next = random(index + 7);
  const angle = (next() - 0.5) * 5; // ±2.5°
  const skew = (next() - 0.5) * 0.06;
  const rendered = await sharp(Buffer.from(svg)).png().toBuffer();
  const turned = await sharp(rendered)
    .affine([1, skew, 0, 1], { background: paper })
    .rotate(angle, { background: paper })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Grain: every pixel moved by up to ±18 levels, as a phone's sensor in a dim room.
  const { data, info } = turned;
  for (let offset = 0; offset < data.length; offset += 1) {
    data[offset] = Math.max(
      0,
      Math.min(255, (data[offset] ?? 0) + Math.round((next() - 0.5) * 36)),
    );
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .blur(0.7)
    .jpeg({ quality: 82 })
    .toBuffer();
}

const frenchPrice = (price: string) => price.replace('.', ',');
const csvCell = (value: string) =>
  /[;"\n]/u.test(value) ? `"${value.replace(/"/gu, '""')}"` : value;

/** The menu as a French spreadsheet export: `;`, prices "12,50", some files in Windows-1252. */
export function menuCsv(menu: CorpusMenu, index: number): Buffer {
  const rows = [['Catégorie', 'Plat', 'Prix']];
  for (const category of menu.expected.categories) {
    for (const dish of category.dishes) {
      const price = dish.variants
        ? dish.variants
            .map((variant) => `${variant.name} ${frenchPrice(variant.price)} €`)
            .join(' / ')
        : frenchPrice(dish.price);
      rows.push([category.name, dish.name, price]);
    }
  }
  const text = `${rows.map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`;
  if (index % 2 === 0) return Buffer.from(text, 'utf8');
  // Windows-1252 for every character it has (the corpus is written within it).
  return Buffer.from(
    [...text].map((character) => WINDOWS_1252.get(character) ?? character.charCodeAt(0)),
  );
}

const WINDOWS_1252 = new Map(
  Array.from({ length: 256 }, (_, byte) => [
    new TextDecoder('windows-1252').decode(new Uint8Array([byte])),
    byte,
  ]),
);
