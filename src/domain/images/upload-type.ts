/** The photo formats we accept, as told by the file's first bytes. */
export type UploadType = 'jpeg' | 'png' | 'webp' | 'heic' | 'avif';

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/**
 * The type of an upload decided from its bytes alone (magic numbers), never from its name or
 * the type the browser declared: a text file renamed `.jpg`, an SVG or a zip is null.
 * HEIF containers (ISO BMFF `ftyp` box) say in their brands whether they hold AV1 (AVIF) or
 * HEVC (an iPhone's HEIC).
 */
export function detectUploadType(bytes: Uint8Array): UploadType | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const boxSize = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
    const end = Math.min(boxSize, bytes.length, 256);
    // The major brand (8–12), then the compatible brands from 16 on.
    const brands = [ascii(bytes, 8, 12)];
    for (let offset = 16; offset + 4 <= end; offset += 4)
      brands.push(ascii(bytes, offset, offset + 4));
    if (brands.some((brand) => AVIF_BRANDS.has(brand))) return 'avif';
    if (brands.some((brand) => HEIC_BRANDS.has(brand))) return 'heic';
  }
  return null;
}
