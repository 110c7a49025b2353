import type { Language } from '../../../domain/i18n/languages';
import type { Receipt } from '../../../domain/receipts/receipt-rules';
import { printable } from '../../../domain/text/win-ansi';
import { renderPdfDocument } from '../../pdf-document';
import { joinText, type ReceiptRenderOptions, type ReceiptView, receiptView } from './receipt-view';

const MARGIN = 50;
const INK = '#1f2937';
const MUTED = '#4b5563';
const RULE = '#e5e7eb';

/**
 * Languages the PDF's fonts can write. It uses PDF's standard Helvetica (WinAnsi: every
 * letter of French, English, Spanish and Italian, and "€"), which needs no font file; Chinese
 * would need a CJK font embedded (none ships with the app, docs/receipts-and-vat.md), so a
 * Chinese reader's PDF is French only (the HTML receipt is bilingual).
 */
const PDF_LANGUAGES: ReadonlySet<Language> = new Set(['fr', 'en', 'es', 'it']);

type Doc = PDFKit.PDFDocument;
type Cell = { text: string; width: number; align?: 'left' | 'right'; bold?: boolean };

/** One row of cells side by side, the tallest deciding the row's height; a new page if needed. */
function row(
  doc: Doc,
  cells: Cell[],
  options: { size?: number; color?: string; rule?: boolean } = {},
) {
  const size = options.size ?? 10;
  const heights = cells.map((cell) =>
    doc
      .font(cell.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(size)
      .heightOfString(cell.text, { width: cell.width }),
  );
  const height = Math.max(...heights) + 6;
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
  const top = doc.y;
  let x = MARGIN;
  for (const cell of cells) {
    doc
      .font(cell.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(size)
      .fillColor(options.color ?? INK)
      .text(cell.text, x, top + 3, { width: cell.width, align: cell.align ?? 'left' });
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

function heading(doc: Doc, text: string, size = 12) {
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(size).fillColor(INK).text(text, MARGIN, doc.y);
  doc.moveDown(0.3);
}

function drawReceipt(doc: Doc, view: ReceiptView) {
  const width = doc.page.width - 2 * MARGIN;
  const text = (value: { fr: string; other: string | null }) => printable(joinText(value));
  doc.font('Helvetica-Bold').fontSize(18).fillColor(INK).text(text(view.title), MARGIN, MARGIN);
  doc.moveDown(0.4);
  doc.font('Helvetica-Bold').fontSize(13).text(printable(view.restaurantName));
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  for (const line of view.identity) {
    const label = line.label ? `${text(line.label)} : ` : '';
    doc.text(`${label}${text(line.value)}`);
  }
  doc.moveDown(0.6);
  for (const fact of view.facts) {
    row(doc, [
      { text: text(fact.label), width: width * 0.45 },
      { text: text(fact.value), width: width * 0.55 },
    ]);
  }

  const [item, quantity, amount] = view.items.columns;
  doc.moveDown(1);
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
        { text: printable(name), width: columns[0] ?? 0 },
        { text: line.quantity, width: columns[1] ?? 0, align: 'right' },
        { text: printable(line.amount), width: columns[2] ?? 0, align: 'right' },
      ],
      { rule: true },
    );
  }

  heading(doc, text(view.vat.title));
  if ('exempt' in view.vat) {
    doc.font('Helvetica').fontSize(10).fillColor(INK).text(text(view.vat.exempt));
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
          text: printable(value),
          width: quarter,
          align: index === 0 ? 'left' : 'right',
        })),
        { rule: true },
      );
    }
  }

  doc.moveDown(0.8);
  for (const total of view.totals) {
    const label = total.note ? `${text(total.label)}\n${text(total.note)}` : text(total.label);
    row(
      doc,
      [
        { text: label, width: width - 120, bold: total.isStrong },
        { text: printable(total.value), width: 120, align: 'right', bold: total.isStrong },
      ],
      { size: 11 },
    );
  }
  doc.moveDown(1.2);
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(text(view.thanks), MARGIN, doc.y);
}

/**
 * The receipt as a PDF (A4, tagged, titled, in French; also in the diner's language when it
 * is written in Latin letters). The same content as the HTML page, from the same view.
 */
export async function renderReceiptPdf(
  receipt: Receipt,
  options: ReceiptRenderOptions,
): Promise<Buffer> {
  const language = PDF_LANGUAGES.has(options.language) ? options.language : 'fr';
  const view = receiptView(receipt, { ...options, language });
  return renderPdfDocument(
    {
      margin: MARGIN,
      tagged: true,
      info: {
        Title: printable(`${joinText(view.title)} – ${view.restaurantName}`),
        Author: printable(view.restaurantName),
        Creator: 'Ardoise',
      },
    },
    (doc) => drawReceipt(doc, view),
  );
}
