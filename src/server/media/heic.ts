import { createRequire } from 'node:module';

/**
 * iPhones' HEIC photos are HEVC-coded; sharp's prebuilt libvips reads HEIF containers but
 * ships no HEVC decoder (patents), so those photos are decoded by libheif compiled to
 * WebAssembly (libheif-js, with libde265) into raw RGBA pixels that sharp then processes.
 * Its transformations (rotation, mirroring, crop boxes) are applied by libheif. Shared by
 * dish photos (src/server/images) and menu photos read by OCR (src/server/imports).
 */

type HeifImage = {
  get_width(): number;
  get_height(): number;
  is_primary?(): boolean;
  display(
    target: { data: Uint8ClampedArray; width: number; height: number },
    done: (result: { data: Uint8ClampedArray } | null) => void,
  ): void;
  free?(): void;
};
type LibHeif = { HeifDecoder: new () => { decode(bytes: Uint8Array): HeifImage[] } };

let library: LibHeif | undefined;
const load = () => {
  // Loaded on the first HEIC only: the WebAssembly bundle is 8 MB.
  library ??= createRequire(import.meta.url)('libheif-js/wasm-bundle') as LibHeif;
  return library;
};

export type RawImage = { data: Buffer; width: number; height: number; channels: 4 };

/** Decodes the primary image; `maxPixels` is checked before any pixel is decoded. */
export async function decodeHeic(bytes: Buffer, maxPixels: number): Promise<RawImage> {
  const images = new (load().HeifDecoder)().decode(bytes);
  try {
    const image = images.find((candidate) => candidate.is_primary?.()) ?? images[0];
    if (!image) throw new Error('HEIF file without an image');
    const width = image.get_width();
    const height = image.get_height();
    if (width * height > maxPixels) throw new Error('HEIF image over the pixel limit');
    const decoded = await new Promise<{ data: Uint8ClampedArray }>((resolve, reject) => {
      image.display({ data: new Uint8ClampedArray(width * height * 4), width, height }, (result) =>
        result ? resolve(result) : reject(new Error('HEIF decoding failed')),
      );
    });
    const { buffer, byteOffset, byteLength } = decoded.data;
    return { data: Buffer.from(buffer, byteOffset, byteLength), width, height, channels: 4 };
  } finally {
    for (const image of images) image.free?.();
  }
}
