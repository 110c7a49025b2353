import { ALLERGEN_TABLE_MESSAGES, type AllergenTable } from '../../domain/menu/allergen-table';
import { printable } from '../../domain/text/win-ansi';
import { renderPdfDocument } from '../pdf-document';

type Doc = PDFKit.PDFDocument;

// A4 landscape: the dish's name and 14 columns side by side. Black on white only: a mark is
// an "X" over a hatched cell, never a colour (the table is photocopied, docs/allergen-table.md).
const MARGIN = 32;
const NAME_WIDTH = 170;
const INK = '#000000';
const HATCH = '#9ca3af';
const BAND = '#e5e7eb';

type Layout = { columnWidth: number; tableWidth: number; bottom: number };

function layoutOf(doc: Doc, allergenCount: number): Layout {
  const tableWidth = doc.page.width - 2 * MARGIN;
  return {
    columnWidth: (tableWidth - NAME_WIDTH) / allergenCount,
    tableWidth,
    bottom: doc.page.height - MARGIN - 18,
  };
}

function cellBorder(doc: Doc, x: number, y: number, width: number, height: number) {
  doc.lineWidth(0.6).strokeColor(INK).rect(x, y, width, height).stroke();
}

/** The header row (repeated at the top of every page): "Plat" and the 14 allergens. */
function headerRow(doc: Doc, table: AllergenTable, layout: Layout) {
  const size = 7;
  doc.font('Helvetica-Bold').fontSize(size);
  const labelHeight = Math.max(
    ...table.allergens.map((label) =>
      doc.heightOfString(printable(label), { width: layout.columnWidth - 4, align: 'center' }),
    ),
  );
  const height = labelHeight + 10;
  const top = doc.y;
  doc.rect(MARGIN, top, layout.tableWidth, height).fillColor(BAND).fill();
  cellBorder(doc, MARGIN, top, NAME_WIDTH, height);
  doc
    .fillColor(INK)
    .fontSize(9)
    .text('Plat', MARGIN + 4, top + height / 2 - 4, { width: NAME_WIDTH - 8 });
  table.allergens.forEach((label, index) => {
    const x = MARGIN + NAME_WIDTH + index * layout.columnWidth;
    cellBorder(doc, x, top, layout.columnWidth, height);
    doc
      .font('Helvetica-Bold')
      .fontSize(size)
      .fillColor(INK)
      .text(printable(label), x + 2, top + 5, { width: layout.columnWidth - 4, align: 'center' });
  });
  doc.y = top + height;
}

function continuedPage(doc: Doc, table: AllergenTable, layout: Layout) {
  doc.addPage();
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(INK)
    .text(
      printable(`Tableau des allergènes – ${table.menuName} – ${table.restaurantName} (suite)`),
      MARGIN,
      MARGIN,
    );
  doc.moveDown(0.4);
  headerRow(doc, table, layout);
}

/** A hatched cell with an "X": readable photocopied, and by a screen reader ("X"). */
function markedCell(doc: Doc, x: number, y: number, width: number, height: number) {
  doc.save();
  doc.rect(x, y, width, height).clip();
  doc.lineWidth(0.4).strokeColor(HATCH);
  for (let offset = -height; offset < width; offset += 5) {
    doc
      .moveTo(x + offset, y + height)
      .lineTo(x + offset + height, y)
      .stroke();
  }
  doc.restore();
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(INK)
    // On the dish name's line (a copied or read-aloud row stays one line).
    .text('X', x, y + 2.5, { width, align: 'center' });
}

function categoryRow(doc: Doc, name: string, table: AllergenTable, layout: Layout) {
  const height = 16;
  if (doc.y + height + 20 > layout.bottom) continuedPage(doc, table, layout);
  const top = doc.y;
  doc.rect(MARGIN, top, layout.tableWidth, height).fillColor(BAND).fill();
  cellBorder(doc, MARGIN, top, layout.tableWidth, height);
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor(INK)
    .text(printable(name), MARGIN + 4, top + 4, { width: layout.tableWidth - 8 });
  doc.y = top + height;
}

function dishRow(
  doc: Doc,
  row: AllergenTable['sections'][number]['rows'][number],
  table: AllergenTable,
  layout: Layout,
) {
  const name = printable(row.name);
  const variants = row.variants ? printable(row.variants) : '';
  const textWidth = NAME_WIDTH - 8;
  doc.font('Helvetica').fontSize(9);
  let height = doc.heightOfString(name, { width: textWidth });
  if (variants) height += doc.fontSize(7).heightOfString(variants, { width: textWidth });
  height = Math.max(height + 8, 18);
  if (doc.y + height > layout.bottom) continuedPage(doc, table, layout);
  const top = doc.y;
  cellBorder(doc, MARGIN, top, NAME_WIDTH, height);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(INK)
    .text(name, MARGIN + 4, top + 4, {
      width: textWidth,
    });
  if (variants) doc.fontSize(7).text(variants, { width: textWidth });
  const firstX = MARGIN + NAME_WIDTH;
  if (row.allergens.length === 0) {
    const width = layout.tableWidth - NAME_WIDTH;
    cellBorder(doc, firstX, top, width, height);
    doc
      .font('Helvetica-Oblique')
      .fontSize(9)
      .text(ALLERGEN_TABLE_MESSAGES.noAllergen, firstX, top + 4, {
        width,
        align: 'center',
      });
  } else {
    table.allergens.forEach((allergen, index) => {
      const x = firstX + index * layout.columnWidth;
      if (row.allergens.includes(allergen)) markedCell(doc, x, top, layout.columnWidth, height);
      cellBorder(doc, x, top, layout.columnWidth, height);
    });
  }
  doc.y = top + height;
}

function drawTable(doc: Doc, table: AllergenTable) {
  const layout = layoutOf(doc, table.allergens.length);
  doc.font('Helvetica-Bold').fontSize(16).fillColor(INK).text('Tableau des allergènes', MARGIN);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(printable(`${table.menuName} – ${table.restaurantName}`));
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(printable(`Établi le ${table.date}`));
  doc.moveDown(0.5);
  doc.fontSize(9).text(printable(table.notice), { width: layout.tableWidth });
  doc.moveDown(0.3);
  doc.font('Helvetica-Oblique').fontSize(8).text(printable(ALLERGEN_TABLE_MESSAGES.legend));
  doc.moveDown(0.5);
  headerRow(doc, table, layout);
  if (table.sections.length === 0) {
    doc.moveDown(1);
    doc.font('Helvetica').fontSize(10).text(ALLERGEN_TABLE_MESSAGES.noDish, MARGIN);
  }
  for (const section of table.sections) {
    categoryRow(doc, section.category, table, layout);
    for (const row of section.rows) dishRow(doc, row, table, layout);
  }
}

/** Page numbers and the date at the foot of every page, once the pages are known. */
function footers(doc: Doc, table: AllergenTable) {
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    const y = doc.page.height - MARGIN - 10;
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor(INK)
      .text(
        printable(`${table.restaurantName} – ${table.date} – page ${index + 1} / ${range.count}`),
        MARGIN,
        y,
        { width: doc.page.width - 2 * MARGIN, align: 'right', lineBreak: false },
      );
  }
}

/** The allergen table as an A4 landscape PDF (Helvetica, black and white, French). */
export async function renderAllergenTablePdf(table: AllergenTable): Promise<Buffer> {
  return renderPdfDocument(
    {
      layout: 'landscape',
      margin: MARGIN,
      bufferPages: true,
      info: {
        Title: printable(`Tableau des allergènes – ${table.menuName}`),
        Author: printable(table.restaurantName),
        Creator: 'Ardoise',
      },
    },
    (doc) => {
      drawTable(doc, table);
      footers(doc, table);
    },
  );
}
