import type { Receipt } from '../../../domain/receipts/receipt-rules';
import { renderPdfDocument } from '../../pdf-document';
import { drawText, heightOfText } from './pdf-scripts';
import { joinText, type ReceiptRenderOptions, type ReceiptView, receiptView } from './receipt-view';

const MARGIN = 50;
const INK = '#1f2937';
const MUTED = '#4b5563';
const RULE = '#e5e7eb';

type Doc = PDFKit.PDFDocument;
type Cell = { text: string; width: number; align?: 'left' | 'right'; bold?: boolean };

/** One row of cells side by side, the tallest deciding the row's height; a new page if needed. */
function row(
  doc: Doc,
  cells: Cell[],
  options: { size?: number; color?: string; rule?: boolean } = {},
) {
  const size = options.size ?? 10;
  const style = (cell: Cell) => ({ size, isBold: cell.bold, color: options.color ?? INK });
  const heights = cells.map((cell) => heightOfText(doc, cell.text, cell.width, style(cell)));
  const height = Math.max(...heights) + 6;
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
  const top = doc.y;
  let x = MARGIN;
  for (const cell of cells) {
    drawText(doc, cell.text, { x, y: top + 3, width: cell.width, align: cell.align }, style(cell));
    x += cell.width;
  }
  doc.y = top + height;
  if (options.rule) {
    const width = cells.reduce((sum, cell) => sum + cell.width, 0);
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  }
  doc.x = MARGIN;
}

/** A paragraph the page wide, from the current line. */
function paragraph(
  doc: Doc,
  text: string,
  style: { size: number; isBold?: boolean; color?: string },
) {
  const width = doc.page.width - 2 * MARGIN;
  if (doc.y + heightOfText(doc, text, width, style) > doc.page.height - MARGIN) doc.addPage();
  doc.y += drawText(doc, text, { x: MARGIN, y: doc.y, width }, style);
  doc.x = MARGIN;
}

function heading(doc: Doc, text: string, size = 12) {
  doc.y += size * 0.8;
  paragraph(doc, text, { size, isBold: true, color: INK });
  doc.y += size * 0.3;
}

function drawReceipt(doc: Doc, view: ReceiptView) {
  const width = doc.page.width - 2 * MARGIN;
  const text = (value: { fr: string; other: string | null }) => joinText(value);
  doc.y = MARGIN;
  paragraph(doc, text(view.title), { size: 18, isBold: true, color: INK });
  doc.y += 6;
  paragraph(doc, view.restaurantName, { size: 13, isBold: true, color: INK });
  for (const line of view.identity) {
    const label = line.label ? `${text(line.label)} : ` : '';
    paragraph(doc, `${label}${text(line.value)}`, { size: 10, color: MUTED });
  }
  doc.y += 8;
  for (const fact of view.facts) {
    row(doc, [
      { text: text(fact.label), width: width * 0.45 },
      { text: text(fact.value), width: width * 0.55 },
    ]);
  }

  const [item, quantity, amount] = view.items.columns;
  doc.y += 12;
  const columns = [width - 150, 60, 90];
  row(
    doc,
    [
      { text: text(item), width: columns[0] ?? 0, bold: true },
      { text: text(quantity), width: columns[1] ?? 0, align: 'right', bold: true },
      { text: text(amount), width: columns[2] ?? 0, align: 'right', bold: true },
    ],
    { size: 9, color: MUTED, rule: true },
  );
  for (const line of view.items.rows) {
    const name = line.name.other ? `${line.name.fr}\n${line.name.other}` : line.name.fr;
    row(
      doc,
      [
        { text: name, width: columns[0] ?? 0 },
        { text: line.quantity, width: columns[1] ?? 0, align: 'right' },
        { text: line.amount, width: columns[2] ?? 0, align: 'right' },
      ],
      { rule: true },
    );
  }

  heading(doc, text(view.vat.title));
  if ('exempt' in view.vat) {
    paragraph(doc, text(view.vat.exempt), { size: 10, color: INK });
  } else {
    const quarter = width / 4;
    row(
      doc,
      view.vat.columns.map((column, index) => ({
        text: text(column),
        width: quarter,
        align: index === 0 ? 'left' : 'right',
        bold: true,
      })),
      { size: 9, color: MUTED, rule: true },
    );
    for (const [rate, base, tax, inclusive] of view.vat.rows) {
      row(
        doc,
        [rate.fr, base, tax, inclusive].map((value, index) => ({
          text: value,
          width: quarter,
          align: index === 0 ? 'left' : 'right',
        })),
        { rule: true },
      );
    }
  }

  doc.y += 10;
  for (const total of view.totals) {
    const label = total.note ? `${text(total.label)}\n${text(total.note)}` : text(total.label);
    row(
      doc,
      [
        { text: label, width: width - 120, bold: total.isStrong },
        { text: total.value, width: 120, align: 'right', bold: total.isStrong },
      ],
      { size: 11 },
    );
  }
  doc.y += 16;
  paragraph(doc, text(view.thanks), { size: 10, color: MUTED });
}

/**
 * The receipt as a PDF (A4, tagged, titled): in French and in the diner's language, dish names
 * in their own script (Noto fonts embedded and subset, pdf-scripts.ts). The same content as the
 * HTML page, from the same view.
 */
export async function renderReceiptPdf(
  receipt: Receipt,
  options: ReceiptRenderOptions,
): Promise<Buffer> {
  const view = receiptView(receipt, options);
  return renderPdfDocument(
    {
      margin: MARGIN,
      tagged: true,
      info: {
        Title: `${joinText(view.title)} – ${view.restaurantName}`,
        Author: view.restaurantName,
        Creator: 'Ardoise',
      },
    },
    (doc) => drawReceipt(doc, view),
  );
}
