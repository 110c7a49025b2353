import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectUploadType } from '../../domain/images/upload-type';
import { AppError } from '../http/app-error';
import { processImage } from './image-processor';
import {
  exifPhoto,
  iphoneHeic,
  pngBomb,
  svgImage,
  twoColourImage,
  zipArchive,
} from './testing/image-fixtures';

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return 'resolved';
};

/** Mean colour of a small area, read back with sharp. */
async function colourAt(image: Buffer, left: number, top: number) {
  const { data } = await sharp(image)
    .extract({ left, top, width: 4, height: 4 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { r: data[0] ?? 0, b: data[2] ?? 0 };
}

describe('detectUploadType', () => {
  it('reads the type from the bytes', async () => {
    expect(detectUploadType(exifPhoto())).toBe('jpeg');
    expect(detectUploadType(await twoColourImage('png'))).toBe('png');
    expect(detectUploadType(await twoColourImage('webp'))).toBe('webp');
    expect(detectUploadType(await twoColourImage('avif'))).toBe('avif');
    expect(detectUploadType(iphoneHeic())).toBe('heic');
  });

  it('knows nothing else', () => {
    expect(detectUploadType(Buffer.from('Ceci est un texte renommé en .jpg'))).toBeNull();
    expect(detectUploadType(svgImage())).toBeNull();
    expect(detectUploadType(zipArchive())).toBeNull();
    expect(detectUploadType(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00'))).toBeNull();
  });
});

describe('processImage', () => {
  it('applies the EXIF orientation and drops every metadata block (GPS included)', async () => {
    const before = await sharp(exifPhoto()).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif).toBeDefined();

    const image = await processImage(exifPhoto());
    // 120 × 80 stored, "rotate 90° clockwise": upright it is 80 wide and 120 high.
    expect([image.width, image.height]).toEqual([80, 120]);
    expect(image.files).toHaveLength(3); // narrower than 320 px: one width, three formats
    for (const file of image.files) {
      const metadata = await sharp(file.body).metadata();
      expect(metadata.format).toBe(file.format === 'avif' ? 'heif' : file.format);
      expect([metadata.width, metadata.height]).toEqual([80, 120]);
      expect(metadata.orientation).toBeUndefined();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(file.body.includes(Buffer.from('iPhone'))).toBe(false);
    }
    const jpeg = image.files.find((file) => file.format === 'jpeg')?.body as Buffer;
    // The left half (red) is now on top.
    expect((await colourAt(jpeg, 38, 10)).r).toBeGreaterThan(150);
    expect((await colourAt(jpeg, 38, 100)).b).toBeGreaterThan(150);
  });

  it('makes 320, 640 and 1280 px variants in AVIF, WebP and JPEG, never enlarged', async () => {
    const image = await processImage(await twoColourImage('png', { width: 2000, height: 1500 }));
    expect(image.files.map((file) => `${file.width}x${file.height}.${file.format}`)).toEqual([
      '320x240.avif',
      '320x240.webp',
      '320x240.jpeg',
      '640x480.avif',
      '640x480.webp',
      '640x480.jpeg',
      '1280x960.avif',
      '1280x960.webp',
      '1280x960.jpeg',
    ]);
    expect(image.files[0]?.name).toBe(`${image.hash}-320.avif`);
    expect(image.files[2]?.name).toBe(`${image.hash}-320.jpg`);
    expect(image.bytes).toBe(image.files.reduce((total, file) => total + file.body.length, 0));

    const small = await processImage(await twoColourImage('webp', { width: 500, height: 250 }));
    expect([...new Set(small.files.map((file) => file.width))]).toEqual([320, 500]);
  });

  it('keeps a placeholder of a few hundred bytes', async () => {
    const image = await processImage(await twoColourImage('jpeg', { width: 1600, height: 1200 }));
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(image.placeholder.length).toBeLessThan(600);
    const tiny = Buffer.from(image.placeholder.split(',')[1] as string, 'base64');
    expect((await sharp(tiny).metadata()).width).toBe(16);
  });

  it('reads PNG, WebP, AVIF and an iPhone HEIC (HEVC)', async () => {
    for (const format of ['png', 'webp', 'avif'] as const) {
      const image = await processImage(await twoColourImage(format));
      expect([image.width, image.height]).toEqual([120, 80]);
    }
    const heic = await processImage(iphoneHeic());
    expect([heic.width, heic.height]).toEqual([120, 80]);
    const jpeg = heic.files.find((file) => file.format === 'jpeg')?.body as Buffer;
    expect((await colourAt(jpeg, 10, 38)).r).toBeGreaterThan(150);
    expect((await colourAt(jpeg, 100, 38)).b).toBeGreaterThan(150);
    expect((await sharp(jpeg).metadata()).channels).toBe(3);
  });

  it('names files after the content: the same bytes give the same names', async () => {
    const [a, b] = await Promise.all([processImage(exifPhoto()), processImage(exifPhoto())]);
    expect(a.hash).toMatch(/^[0-9a-f]{32}$/);
    expect(b.files.map((file) => file.name)).toEqual(a.files.map((file) => file.name));
  });

  it('refuses what is not a photo with 415', async () => {
    expect(await codeOf(processImage(Buffer.from('Ceci est un texte renommé .jpg')))).toBe(
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect(await codeOf(processImage(svgImage()))).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await codeOf(processImage(zipArchive()))).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a broken photo with 422', async () => {
    const truncated = exifPhoto().subarray(0, 200);
    expect(await codeOf(processImage(truncated))).toBe('VALIDATION');
  });

  it('refuses a decompression bomb from its header, quickly and without the memory', async () => {
    const bomb = pngBomb(30_000, 30_000);
    expect(bomb.length).toBeLessThan(100_000);
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    expect(await codeOf(processImage(bomb))).toBe('VALIDATION');
    expect(performance.now() - started).toBeLessThan(1000);
    // 30 000² RGB pixels would be 2.7 GB decoded.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * 1024 * 1024);
  });
});
