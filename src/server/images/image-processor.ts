import { createHash } from 'node:crypto';
import type { Metadata, OutputInfo, Sharp } from 'sharp';
import {
  IMAGE_CONTENT_TYPES,
  IMAGE_FORMATS,
  IMAGE_LIMITS,
  IMAGE_MESSAGES,
  type ImageFormat,
  imageFileName,
  variantWidths,
} from '../../domain/images/image-rules';
import { detectUploadType, type UploadType } from '../../domain/images/upload-type';
import { AppError } from '../http/app-error';
import { loadOnce } from '../load-once';
import { decodeHeic } from '../media/heic';

export type ImageFile = {
  name: string;
  body: Buffer;
  contentType: string;
  format: ImageFormat;
  width: number;
  height: number;
};

export type ProcessedImage = {
  /** First 128 bits of the upload's SHA-256, in hex: the name of every variant. */
  hash: string;
  /** Of the largest variant (upright). */
  width: number;
  height: number;
  /** A 16 px wide WebP as a data URL (a few hundred bytes), kept in the database. */
  placeholder: string;
  files: ImageFile[];
  bytes: number;
};

/** The libvips loader each accepted type must really go through. */
const SHARP_FORMAT: Record<UploadType, string> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  heic: 'heif',
  avif: 'heif',
};

/**
 * sharp (and libvips with it) is imported with the first photo, not at start.
 * Defence in depth: libvips can read far more than photos (SVG, PDF, TIFF, GIF…). Only the
 * loaders of the accepted types stay usable in this process; anything else fails even if it
 * slipped past the byte check.
 */
const loadSharp = loadOnce(async () => {
  const { default: sharp } = await import('sharp');
  sharp.block({ operation: ['VipsForeignLoad'] });
  sharp.unblock({
    operation: [
      'VipsForeignLoadJpegBuffer',
      'VipsForeignLoadPngBuffer',
      'VipsForeignLoadWebpBuffer',
      'VipsForeignLoadHeifBuffer',
    ],
  });
  return sharp;
});

export const hashOf = (bytes: Uint8Array) =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 32);

/**
 * Turns an uploaded photo into the stored variants (ARCHITECTURE.md: images): type decided
 * from the bytes (415 otherwise), the pixel count checked from the header before decoding
 * (decompression bombs), orientation applied, every metadata block dropped (EXIF, GPS, XMP,
 * ICC after conversion to sRGB: sharp keeps none unless asked), then 320/640/1280 px wide
 * AVIF, WebP and JPEG, never enlarged.
 */
export async function processImage(
  bytes: Buffer,
  options: { maxPixels?: number } = {},
): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  const maxPixels = options.maxPixels ?? IMAGE_LIMITS.maxPixels;
  const type = detectUploadType(bytes);
  if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_MESSAGES.unsupportedType);

  const readOptions = { limitInputPixels: maxPixels, failOn: 'error' as const };
  let metadata: Metadata;
  try {
    // The header only (no pixel is decoded): the size is checked below, with its own message.
    metadata = await sharp(bytes, { ...readOptions, limitInputPixels: false }).metadata();
  } catch (error) {
    throw unreadable(error);
  }
  if (metadata.format !== SHARP_FORMAT[type]) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_MESSAGES.unsupportedType);
  }
  const { width = 0, height = 0 } = metadata;
  if (width * height > maxPixels) {
    throw new AppError('VALIDATION', IMAGE_MESSAGES.tooManyPixels, 'file');
  }
  if (width === 0 || height === 0) throw unreadable('no dimensions');

  let base: { data: Buffer; info: OutputInfo };
  try {
    const source =
      metadata.compression === 'hevc'
        ? await decodeHevc(bytes, maxPixels, metadata.hasAlpha === true)
        : sharp(bytes, readOptions).rotate();
    base = await source
      .resize({ width: Math.max(...variantWidths(width)), withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw unreadable(error);
  }

  const hash = hashOf(bytes);
  const raw = {
    width: base.info.width,
    height: base.info.height,
    channels: base.info.channels,
  };
  const fromBase = () => sharp(base.data, { raw });
  const hasAlpha = raw.channels === 2 || raw.channels === 4;
  // One variant after the other: libvips already spreads each encode over its threads, and
  // nine encoders at once (AVIF's above all) would hold nine working sets in memory.
  const files: ImageFile[] = [];
  for (const targetWidth of variantWidths(raw.width)) {
    for (const format of IMAGE_FORMATS) {
      let pipeline = fromBase();
      if (targetWidth < raw.width) pipeline = pipeline.resize({ width: targetWidth });
      const { data, info } = await encode(pipeline, format, hasAlpha).toBuffer({
        resolveWithObject: true,
      });
      files.push({
        name: imageFileName(hash, info.width, format),
        body: data,
        contentType: IMAGE_CONTENT_TYPES[format],
        format,
        width: info.width,
        height: info.height,
      });
    }
  }
  const placeholder = await fromBase().resize({ width: 16 }).webp({ quality: 40 }).toBuffer();
  return {
    hash,
    width: raw.width,
    height: raw.height,
    placeholder: `data:image/webp;base64,${placeholder.toString('base64')}`,
    files,
    bytes: files.reduce((total, file) => total + file.body.length, 0),
  };
}

function encode(pipeline: Sharp, format: ImageFormat, hasAlpha: boolean): Sharp {
  switch (format) {
    case 'avif':
      return pipeline.avif({ quality: 50, effort: 2 });
    case 'webp':
      return pipeline.webp({ quality: 72, effort: 4 });
    case 'jpeg':
      return (hasAlpha ? pipeline.flatten({ background: '#ffffff' }) : pipeline).jpeg({
        quality: 78,
        mozjpeg: true,
      });
  }
}

async function decodeHevc(bytes: Buffer, maxPixels: number, hasAlpha: boolean) {
  const decoded = await decodeHeic(bytes, maxPixels);
  const image = (await loadSharp())(decoded.data, {
    raw: { width: decoded.width, height: decoded.height, channels: decoded.channels },
    limitInputPixels: maxPixels,
  });
  // libheif always answers RGBA; an opaque photo keeps no alpha channel (smaller files).
  return hasAlpha ? image : image.removeAlpha();
}

const unreadable = (cause: unknown) =>
  new AppError(
    'VALIDATION',
    IMAGE_MESSAGES.unreadable,
    'file',
    cause instanceof Error ? cause.message : String(cause),
  );
