import { loadOnce } from '../load-once';

/** Imported with the first QR code asked for. */
const loadQrCode = loadOnce(async () => (await import('qrcode')).default);

/**
 * One QR encoder for screen, download and print: highest error correction (H, readable with
 * a stain or a logo over 30 % of it) and the standard 4-module quiet zone.
 */
const OPTIONS = { errorCorrectionLevel: 'H', margin: 4 } as const;

/** PNG, 200 px (spec part 1 §9) unless told otherwise. */
export async function renderQrPng(text: string, width = 200): Promise<Buffer> {
  return (await loadQrCode()).toBuffer(text, { ...OPTIONS, type: 'png', width });
}

export async function renderQrSvg(text: string): Promise<string> {
  return (await loadQrCode()).toString(text, { ...OPTIONS, type: 'svg' });
}

/** The module grid (true = dark), without quiet zone, for vector drawing in the PDF kit. */
export async function qrModules(text: string): Promise<boolean[][]> {
  const { modules } = (await loadQrCode()).create(text, { errorCorrectionLevel: 'H' });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, column) => Boolean(modules.get(row, column))),
  );
}
