import { describe, expect, it } from 'vitest';
import {
  isImageFileName,
  thumbnailUrl,
  toDishPhoto,
  uploadedImageHash,
  uploadedImagePath,
  variantWidths,
} from './image-rules';

const HASH = '0123456789abcdef0123456789abcdef';

describe('image rules', () => {
  it('makes variants no wider than the photo', () => {
    expect(variantWidths(4032)).toEqual([320, 640, 1280]);
    expect(variantWidths(1280)).toEqual([320, 640, 1280]);
    expect(variantWidths(500)).toEqual([320, 500]);
    expect(variantWidths(320)).toEqual([320]);
    expect(variantWidths(200)).toEqual([200]);
  });

  it('recognises only uploaded photo addresses', () => {
    expect(uploadedImageHash(uploadedImagePath(HASH, 1280))).toBe(HASH);
    expect(uploadedImageHash(`/images/${HASH}-640.avif`)).toBe(HASH);
    expect(uploadedImageHash('/stock/cheeseburger.svg')).toBeNull();
    expect(uploadedImageHash(`https://cdn.example.fr/images/${HASH}-640.jpg`)).toBeNull();
    expect(uploadedImageHash(`/images/${HASH}-640.png`)).toBeNull();
    expect(isImageFileName(`${HASH}-320.webp`)).toBe(true);
    expect(isImageFileName('../auth-secret')).toBe(false);
  });

  it('points thumbnails at the 320 px WebP when it exists', () => {
    expect(thumbnailUrl(`/images/${HASH}-1280.jpg`)).toBe(`/images/${HASH}-320.webp`);
    expect(thumbnailUrl(`/images/${HASH}-200.jpg`)).toBe(`/images/${HASH}-200.jpg`);
    expect(thumbnailUrl('/stock/salade-cesar.svg')).toBe('/stock/salade-cesar.svg');
  });

  it('describes a <picture>: AVIF and WebP sources, JPEG srcset, a 640 px fallback', () => {
    const variants = [320, 640, 1280].flatMap((width) =>
      (['avif', 'webp', 'jpeg'] as const).map((format) => ({
        format,
        width,
        height: (width * 3) / 4,
        url: `/images/${HASH}-${width}.${format === 'jpeg' ? 'jpg' : format}`,
      })),
    );
    const photo = toDishPhoto({ width: 1280, height: 960, placeholder: 'data:x', variants });
    expect(photo.sources).toEqual([
      {
        type: 'image/avif',
        srcset: `/images/${HASH}-320.avif 320w, /images/${HASH}-640.avif 640w, /images/${HASH}-1280.avif 1280w`,
      },
      {
        type: 'image/webp',
        srcset: `/images/${HASH}-320.webp 320w, /images/${HASH}-640.webp 640w, /images/${HASH}-1280.webp 1280w`,
      },
    ]);
    expect(photo.src).toBe(`/images/${HASH}-640.jpg`);
    expect(photo.srcset).toContain(`/images/${HASH}-1280.jpg 1280w`);
  });
});
