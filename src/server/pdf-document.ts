import { loadOnce } from './load-once';

// pdfkit is imported with the first PDF asked for, not at boot (docs/performance.md).
const pdfkit = loadOnce(() => import('pdfkit'));

/**
 * One PDF in memory: a French, A4 pdfkit document (PDF 1.7, its title shown) drawn by `draw`,
 * then its bytes. Shared by the receipts and the allergen table; `options` adds to or
 * overrides the defaults (margin, layout, info…).
 */
export async function renderPdfDocument(
  options: PDFKit.PDFDocumentOptions,
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const { default: PDFDocument } = await pdfkit();
  const doc = new PDFDocument({
    size: 'A4',
    lang: 'fr-FR',
    displayTitle: true,
    pdfVersion: '1.7',
    ...options,
  });
  const chunks: Buffer[] = [];
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
