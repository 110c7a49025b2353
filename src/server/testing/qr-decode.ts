import jsQR from 'jsqr';
import * as mupdf from 'mupdf';
import { PNG } from 'pngjs';

type Rgba = { data: Uint8ClampedArray; width: number; height: number };

/** Reads the QR code in a PNG, or null. */
export function decodeQrPng(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return decodeRgba({
    data: new Uint8ClampedArray(image.data),
    width: image.width,
    height: image.height,
  });
}

export function decodeRgba(image: Rgba): string | null {
  return jsQR(image.data, image.width, image.height)?.data ?? null;
}

/** Renders every page of a PDF at `dpi` (300: a typical printer), as RGBA images. */
export function renderPdfPages(pdf: Uint8Array, dpi = 300): Rgba[] {
  const document = mupdf.Document.openDocument(pdf, 'application/pdf');
  const scale = dpi / 72;
  return Array.from({ length: document.countPages() }, (_, index) => {
    const pixmap = document
      .loadPage(index)
      .toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false);
    const width = pixmap.getWidth();
    const height = pixmap.getHeight();
    const stride = pixmap.getStride();
    const channels = pixmap.getNumberOfComponents() + (pixmap.getAlpha() ? 1 : 0);
    const source = pixmap.getPixels();
    const data = new Uint8ClampedArray(width * height * 4);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const from = y * stride + x * channels;
        const to = (y * width + x) * 4;
        data[to] = source[from] ?? 0;
        data[to + 1] = source[from + 1] ?? 0;
        data[to + 2] = source[from + 2] ?? 0;
        data[to + 3] = 255;
      }
    }
    return { data, width, height };
  });
}

/** A rectangular part of an image (x, y, width, height in pixels, from the top left). */
export function crop(image: Rgba, x: number, y: number, width: number, height: number): Rgba {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let row = 0; row < height; row++) {
    const start = ((y + row) * image.width + x) * 4;
    data.set(image.data.subarray(start, start + width * 4), row * width * 4);
  }
  return { data, width, height };
}

/** The text of each page of a PDF, as a reader (or a copy and paste) would get it. */
export function pdfPageTexts(pdf: Uint8Array): string[] {
  const document = mupdf.Document.openDocument(pdf, 'application/pdf');
  return Array.from({ length: document.countPages() }, (_, index) =>
    document.loadPage(index).toStructuredText('preserve-whitespace').asText(),
  );
}
