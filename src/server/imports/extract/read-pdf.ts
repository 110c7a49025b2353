import { extractImages, getDocumentProxy } from 'unpdf';
import { AppError } from '../../http/app-error';
import { EXTRACT_LIMITS, EXTRACT_MESSAGES } from './limits';
import { checkPdfBounds } from './pdf-bounds';
import { layoutPage, type TextItem } from './pdf-layout';

/**
 * A PDF → its text in reading order, from its text layer (unpdf, PDF.js built for servers). A
 * PDF whose pages have no text (a scan) gives its pages' pictures instead, for OCR.
 */
export type PdfContent =
  | { kind: 'text'; text: string; pages: number }
  | { kind: 'scan'; images: RawPicture[]; pages: number };

export type RawPicture = {
  data: Uint8ClampedArray | Uint8Array;
  width: number;
  height: number;
  channels: 1 | 3 | 4;
};

type PdfTextItem = { str?: string; transform?: number[]; width?: number; height?: number };

export async function readPdf(bytes: Buffer, signal?: AbortSignal): Promise<PdfContent> {
  // Pictures' sizes and compressed streams are judged before PDF.js decodes any (issue 42 §1).
  checkPdfBounds(bytes);
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // PDF.js's own guard too: a picture past the limit is not decoded.
    pdf = await getDocumentProxy(new Uint8Array(bytes), {
      maxImageSize: EXTRACT_LIMITS.maxPdfImagePixels,
    });
  } catch (error) {
    throw new AppError('VALIDATION', EXTRACT_MESSAGES.pdfUnreadable, 'file', String(error));
  }
  try {
    if (pdf.numPages > EXTRACT_LIMITS.maxPages) {
      throw new AppError('VALIDATION', EXTRACT_MESSAGES.tooManyPages, 'file');
    }
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      signal?.throwIfAborted();
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const items: TextItem[] = (content.items as PdfTextItem[])
        .filter((item) => typeof item.str === 'string' && Array.isArray(item.transform))
        .map((item) => {
          const [a = 0, b = 0, , , x = 0, y = 0] = item.transform ?? [];
          return {
            str: item.str ?? '',
            x,
            y,
            width: item.width ?? 0,
            fontSize: Math.hypot(a, b) || item.height || 10,
          };
        });
      pages.push(layoutPage(items).join('\n'));
    }
    const text = pages.join('\n\n');
    if (text.replace(/\s/gu, '').length >= 10) return { kind: 'text', text, pages: pdf.numPages };
    // A scan: each page goes through OCR (seconds each), so only a few pages are read.
    if (pdf.numPages > EXTRACT_LIMITS.maxOcrPages) {
      throw new AppError('VALIDATION', EXTRACT_MESSAGES.tooManyOcrPages, 'file');
    }
    const images: RawPicture[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      signal?.throwIfAborted();
      const found = await extractImages(pdf, number);
      const largest = found.sort((a, b) => b.width * b.height - a.width * a.height)[0];
      if (largest) images.push(largest as RawPicture);
    }
    if (images.length === 0)
      throw new AppError('VALIDATION', EXTRACT_MESSAGES.pdfWithoutText, 'file');
    return { kind: 'scan', images, pages: pdf.numPages };
  } catch (error) {
    if (error instanceof AppError || signal?.aborted) throw error;
    throw new AppError('VALIDATION', EXTRACT_MESSAGES.pdfUnreadable, 'file', String(error));
  } finally {
    await pdf.loadingTask.destroy();
  }
}
