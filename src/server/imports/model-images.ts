import { EXTRACT_LIMITS } from './extract/limits';

/**
 * Issue 42 §5: what a vision model is shown of a photo or a PDF — JPEGs at most 1600 px on
 * their long side (enough to read a menu's small print, about 200–400 KB each), the first
 * pages only. Called for Premium owners with a model configured; any error here makes the
 * caller read the file offline instead.
 */
export const MODEL_IMAGE_LIMITS = {
  maxSide: 1600,
  quality: 80,
  /** PDF pages shown to the model (a menu has a few; the rest is read offline). */
  maxPages: 6,
} as const;

const loadSharp = async () => (await import('sharp')).default;

/** A photo → one JPEG, turned upright, flattened on white, brought down to 1600 px. */
export async function photoForModel(bytes: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(bytes, { limitInputPixels: EXTRACT_LIMITS.maxPhotoPixels, failOn: 'error' })
    .rotate()
    .resize({
      width: MODEL_IMAGE_LIMITS.maxSide,
      height: MODEL_IMAGE_LIMITS.maxSide,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: MODEL_IMAGE_LIMITS.quality })
    .toBuffer();
}

/**
 * A PDF → its first pages rendered as JPEGs (PDF.js through unpdf, on @napi-rs/canvas). Only
 * called on a PDF the offline reader has already judged and read, within its limits.
 */
export async function pdfPagesForModel(bytes: Buffer, signal?: AbortSignal): Promise<Buffer[]> {
  const [{ getDocumentProxy, renderPageAsImage }, sharp] = await Promise.all([
    import('unpdf'),
    loadSharp(),
  ]);
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const images: Buffer[] = [];
    const count = Math.min(pdf.numPages, MODEL_IMAGE_LIMITS.maxPages);
    for (let number = 1; number <= count; number += 1) {
      signal?.throwIfAborted();
      const page = await pdf.getPage(number);
      const { width, height } = page.getViewport({ scale: 1 });
      const scale = Math.min(3, MODEL_IMAGE_LIMITS.maxSide / Math.max(width, height, 1));
      const png = await renderPageAsImage(pdf, number, {
        canvasImport: () => import('@napi-rs/canvas'),
        scale,
      });
      images.push(
        await sharp(Buffer.from(png))
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: MODEL_IMAGE_LIMITS.quality })
          .toBuffer(),
      );
    }
    return images;
  } finally {
    await pdf.loadingTask.destroy();
  }
}
