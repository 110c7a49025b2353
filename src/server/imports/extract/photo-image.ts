import type { Sharp } from 'sharp';
import { detectUploadType } from '../../../domain/images/upload-type';
import { AppError } from '../../http/app-error';
import { decodeHeic } from '../../media/heic';
import { eraseLeaderDots } from './leader-dots';
import { EXTRACT_LIMITS, EXTRACT_MESSAGES } from './limits';
import type { RawPicture } from './read-pdf';

/**
 * A photo of a menu → a clean grey image for OCR (issue 25 §1): orientation applied, grey,
 * at most 2000 px on its long side (photos under 1200 px are enlarged: Tesseract reads letters
 * of 20–30 px best), contrast stretched, and inverted when the menu is light on dark (a slate).
 */
const loadSharp = async () => (await import('sharp')).default;

export async function prepareForOcr(input: Buffer | RawPicture): Promise<Buffer> {
  const sharp = await loadSharp();
  let image: Sharp;
  try {
    image = Buffer.isBuffer(input) ? await openPhoto(input) : await fromRaw(input);
    const { width = 0, height = 0 } = await image.clone().metadata();
    // Large photos are brought down to 2000 px; small ones (< 1200 px) up to it.
    const { data, info } = await image
      .resize({
        width: EXTRACT_LIMITS.ocrMaxSide,
        height: EXTRACT_LIMITS.ocrMaxSide,
        fit: 'inside',
        withoutEnlargement: Math.max(width, height) >= 1200,
      })
      .grayscale()
      .normalise()
      .raw()
      .toBuffer({ resolveWithObject: true });
    let total = 0;
    for (const value of data) total += value;
    // A slate (light letters on a dark board) is turned into dark ink on light paper.
    if (total / data.length < 110)
      for (let index = 0; index < data.length; index += 1) data[index] = 255 - (data[index] ?? 0);
    eraseLeaderDots(data, info.width, info.height);
    return await sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
      .png({ compressionLevel: 1 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('VALIDATION', EXTRACT_MESSAGES.photoUnreadable, 'file', String(error));
  }
}

async function fromRaw(picture: RawPicture): Promise<Sharp> {
  const sharp = await loadSharp();
  const { width, height, channels } = picture;
  return sharp(Buffer.from(picture.data.buffer, picture.data.byteOffset, picture.data.byteLength), {
    raw: { width, height, channels },
  });
}

async function openPhoto(bytes: Buffer): Promise<Sharp> {
  const sharp = await loadSharp();
  const options = { limitInputPixels: EXTRACT_LIMITS.maxPhotoPixels, failOn: 'error' as const };
  const metadata = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels > EXTRACT_LIMITS.maxPhotoPixels) {
    throw new AppError('VALIDATION', EXTRACT_MESSAGES.photoTooLarge, 'file');
  }
  if (detectUploadType(bytes) === 'heic' && metadata.compression === 'hevc')
    return decodeHevc(bytes);
  return sharp(bytes, options).rotate();
}

/** iPhone photos (HEVC): libheif compiled to WebAssembly (src/server/media/heic.ts). */
async function decodeHevc(bytes: Buffer): Promise<Sharp> {
  return fromRaw(await decodeHeic(bytes, EXTRACT_LIMITS.maxPhotoPixels));
}
