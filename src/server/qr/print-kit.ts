import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import { tableLabel } from '../../domain/tables/tables';
import { qrModules } from './qr-image';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 36;
const COLUMNS = 2;
const ROWS = 3;
const CUT_MARK = 10;

/** Fonts and colours of the kit: pdf-lib is imported with the first kit asked for. */
type Style = { regular: PDFFont; bold: PDFFont; ink: RGB; muted: RGB; white: RGB; black: RGB };

export type KitInput = {
  restaurantName: string;
  /** The general code (the owner's permanent address, `/u/{ownerId}`). */
  generalUrl: string;
  /**
   * The address printed in words (`PUBLIC_URL/{slug}`): short enough to type. The codes carry
   * the permanent addresses, which survive a change of slug.
   */
  readableUrl: string;
  /** Each table's code carries its own link (`/u/{ownerId}?t={token}`). */
  tables: { name: string; url: string }[];
};

/**
 * The printable kit (A4): a poster page for the general code, then cards of six per page, one
 * per table, with cut marks. QR codes are drawn as vector squares: sharp at any printer dpi.
 */
export async function renderPrintKit(input: KitInput): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`QR codes – ${input.restaurantName}`);
  pdf.setCreator('Ardoise');
  const style: Style = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    ink: rgb(0.12, 0.16, 0.22),
    muted: rgb(0.42, 0.39, 0.35),
    white: rgb(1, 1, 1),
    black: rgb(0, 0, 0),
  };
  const urls = [input.generalUrl, ...input.tables.map((table) => table.url)];
  const grids = new Map(
    await Promise.all(urls.map(async (url) => [url, await qrModules(url)] as const)),
  );

  const poster = pdf.addPage([A4.width, A4.height]);
  const posterQr = 380;
  centredText(poster, style.bold, printable(style.bold, input.restaurantName), 34, 730, style.ink);
  centredText(poster, style.regular, 'Scannez pour voir le menu', 20, 690, style.ink);
  drawGrid(poster, grids.get(input.generalUrl) ?? [], style, {
    x: (A4.width - posterQr) / 2,
    y: 270,
    size: posterQr,
  });
  centredText(
    poster,
    style.regular,
    printable(style.regular, input.readableUrl),
    13,
    230,
    style.muted,
  );

  const cardWidth = (A4.width - 2 * MARGIN) / COLUMNS;
  const cardHeight = (A4.height - 2 * MARGIN) / ROWS;
  input.tables.forEach((table, index) => {
    const slot = index % (COLUMNS * ROWS);
    const page = slot === 0 ? pdf.addPage([A4.width, A4.height]) : pdf.getPages().at(-1);
    if (!page) return;
    const x = MARGIN + (slot % COLUMNS) * cardWidth;
    const y = A4.height - MARGIN - (Math.floor(slot / COLUMNS) + 1) * cardHeight;
    drawCard(
      page,
      style,
      {
        name: table.name,
        address: input.readableUrl,
        restaurantName: input.restaurantName,
        grid: grids.get(table.url) ?? [],
      },
      x,
      y,
      cardWidth,
      cardHeight,
    );
  });
  return pdf.save();
}

function drawCard(
  page: PDFPage,
  style: Style,
  card: { name: string; address: string; restaurantName: string; grid: boolean[][] },
  x: number,
  y: number,
  width: number,
  height: number,
) {
  drawCutMarks(page, style.muted, x, y, width, height);
  const centre = x + width / 2;
  const qrSize = 140;
  const { bold, regular, ink, muted } = style;
  text(page, bold, printable(bold, card.restaurantName), 15, centre, y + height - 34, ink);
  text(page, regular, 'Scannez pour voir le menu', 10, centre, y + height - 50, muted);
  drawGrid(page, card.grid, style, { x: centre - qrSize / 2, y: y + 56, size: qrSize });
  text(page, bold, printable(bold, tableLabel(card.name)), 14, centre, y + 38, ink);
  text(page, regular, printable(regular, card.address), 9, centre, y + 22, muted);
}

/** Short lines just outside each corner, where the scissors go. */
function drawCutMarks(
  page: PDFPage,
  color: RGB,
  x: number,
  y: number,
  width: number,
  height: number,
) {
  const line = (x1: number, y1: number, x2: number, y2: number) =>
    page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness: 0.4, color });
  for (const cornerX of [x, x + width]) {
    for (const cornerY of [y, y + height]) {
      const dx = cornerX === x ? -1 : 1;
      const dy = cornerY === y ? -1 : 1;
      line(cornerX + dx * 2, cornerY, cornerX + dx * (2 + CUT_MARK), cornerY);
      line(cornerX, cornerY + dy * 2, cornerX, cornerY + dy * (2 + CUT_MARK));
    }
  }
}

function drawGrid(
  page: PDFPage,
  modules: boolean[][],
  style: Style,
  { x, y, size }: { x: number; y: number; size: number },
) {
  const quietZone = 4;
  const cell = size / (modules.length + 2 * quietZone);
  page.drawRectangle({ x, y, width: size, height: size, color: style.white });
  // One path for all dark modules: filled as a whole, neighbouring squares print without seams.
  const path = modules
    .flatMap((row, r) => row.map((isDark, c) => (isDark ? `M${c} ${r}h1v1h-1z` : '')))
    .join('');
  page.drawSvgPath(path, {
    x: x + quietZone * cell,
    y: y + size - quietZone * cell,
    scale: cell,
    color: style.black,
    borderWidth: 0,
  });
}

function text(
  page: PDFPage,
  font: PDFFont,
  value: string,
  size: number,
  centreX: number,
  y: number,
  color: RGB,
) {
  const width = font.widthOfTextAtSize(value, size);
  page.drawText(value, { x: centreX - width / 2, y, size, font, color });
}

function centredText(
  page: PDFPage,
  font: PDFFont,
  value: string,
  size: number,
  y: number,
  color: RGB,
) {
  text(page, font, value, size, A4.width / 2, y, color);
}

/** Standard PDF fonts cover Western European text only: other characters print as "?". */
function printable(font: PDFFont, value: string): string {
  return [...value]
    .map((character) => {
      try {
        font.encodeText(character);
        return character;
      } catch {
        return '?';
      }
    })
    .join('');
}
