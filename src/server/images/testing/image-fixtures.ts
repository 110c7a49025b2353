import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

const here = import.meta.dirname;

/**
 * Test photos. Two are files made once with real tools (they cannot be made with sharp):
 * a JPEG whose EXIF says "rotate 90° clockwise" and carries GPS coordinates and a camera model
 * (exiftool), and an HEVC-coded HEIC like an iPhone's (libheif's heif-enc with x265). Both
 * show a 120 × 80 picture, red on the left half and blue on the right.
 */
export const exifPhoto = () => readFileSync(path.join(here, 'exif-gps-orientation-6.jpg'));
export const iphoneHeic = () => readFileSync(path.join(here, 'iphone-hevc.heic'));

/** A red-left / blue-right picture in any format sharp writes. */
export async function twoColourImage(
  format: 'png' | 'webp' | 'avif' | 'jpeg',
  size: { width: number; height: number } = { width: 120, height: 80 },
) {
  const { width, height } = size;
  const left = await sharp({
    create: { width: Math.floor(width / 2), height, channels: 3, background: '#dc1e1e' },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#1e1edc' } })
    .composite([{ input: left, left: 0, top: 0 }])
    .toFormat(format)
    .toBuffer();
}

/** A photo-like JPEG (noise, blurred) of the given size. */
export function photoJpeg(width: number, height: number, seed = 128) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: seed, sigma: 30 },
    },
  })
    .blur(2)
    .jpeg({ quality: 85 })
    .toBuffer();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A decompression bomb: a valid PNG header announcing `width` × `height` pixels (30 000 ×
 * 30 000 is 2.7 GB decoded) followed by a few compressed rows of black, a few KB on the wire.
 */
export function pngBomb(width = 30_000, height = 30_000) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  const rows = deflateSync(Buffer.alloc((width * 3 + 1) * 16));
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const svgImage = () =>
  Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
  );

/** The first bytes of a zip archive (local file header) with a small file. */
export const zipArchive = () =>
  Buffer.concat([Buffer.from('PK\x03\x04\x14\x00\x00\x00\x00\x00', 'latin1'), Buffer.alloc(64, 7)]);
