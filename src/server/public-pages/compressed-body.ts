import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompressSync, constants, gzip, gzipSync } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A response body stored once with its brotli and gzip forms and a strong validator. */
export type CompressedBody = {
  readonly identity: Buffer;
  br: Buffer;
  readonly gzip: Buffer;
  /** Content hash; the ETag of each encoding derives from it (see sendCompressed). */
  hash: string;
  bytes: number;
};

/**
 * Compresses off the event loop (zlib's thread pool). Brotli quality 6: on the reference menu
 * 7.1 KB in ~1 ms, where quality 10 saves 0.4 KB for ~30 ms and 11 saves 0.7 KB for ~125 ms
 * (docs/performance.md); a page is compressed at each menu change, on the diner's request.
 */
export async function compressBody(content: string | Buffer): Promise<CompressedBody> {
  const identity = typeof content === 'string' ? Buffer.from(content) : content;
  const [br, gz] = await Promise.all([brotliOf(identity, 6), gzipAsync(identity, { level: 9 })]);
  return {
    identity,
    br,
    gzip: gz,
    hash: hashOf(identity),
    bytes: identity.length + br.length + gz.length,
  };
}

/**
 * For bodies made by the thousand and read by browsers (a table's page: one per table): only
 * the brotli form is made and kept, which every browser takes (over HTTPS); the identity and
 * gzip forms are made again from it at each request that asks for them (a client without
 * brotli: rare), never kept. A fifth of the memory of `compressBody` and 40 % less work.
 * Quality 5, not 6: made once per table rather than once per menu, and on the 60-dish
 * reference table page (94.6 KB) 12.83 KB in 1.7 ms against 12.72 KB in 2.3 ms (one core):
 * a quarter less work for 0.9 % more bytes (docs/performance.md, "Third pass").
 */
export async function compressForBrowsers(content: Buffer): Promise<CompressedBody> {
  const br = await brotliOf(content, 5);
  return {
    br,
    hash: hashOf(content),
    bytes: br.length,
    get identity() {
      return brotliDecompressSync(br);
    },
    get gzip() {
      return gzipSync(brotliDecompressSync(br), { level: 6 });
    },
  };
}

const brotliOf = (identity: Buffer, quality: number) =>
  brotli(identity, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  });

const hashOf = (identity: Buffer) =>
  createHash('sha256').update(identity).digest('base64url').slice(0, 27);
