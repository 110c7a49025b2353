import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { compressBrotli, compressibleFiles } from '../../../scripts/precompress';
import { PROJECT_ROOT } from '../project-root';
import { testAppForThisFile } from '../testing/test-app';

// The owner app's assets as served (issue 21 §8): the brotli (quality 11) and gzip files the
// build writes beside each asset, sent byte for byte, never compressed again per request.
const DIST = path.join(PROJECT_ROOT, 'dist', 'web');
/** What Chromium sends. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

const testApp = testAppForThisFile();
let files: string[];
beforeAll(async () => {
  files = await compressibleFiles(DIST);
});

const read = (file: string) => readFileSync(path.join(DIST, file));
const get = (url: string, acceptEncoding?: string) =>
  testApp.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });
const mainScript = () => {
  const name = /src="(\/assets\/index-[^"]+\.js)"/.exec(read('index.html').toString())?.[1];
  if (!name) throw new Error('no entry script in dist/web/index.html');
  return name;
};

describe('the build precompresses the owner app', () => {
  it('writes a .br and a .gz beside every script, stylesheet and SVG, holding the same bytes', () => {
    expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(10);
    expect(files.some((file) => file.endsWith('.css'))).toBe(true);
    for (const file of files) {
      const original = read(file);
      expect(brotliDecompressSync(read(`${file}.br`)).equals(original), file).toBe(true);
      expect(gunzipSync(read(`${file}.gz`)).equals(original), file).toBe(true);
    }
  });

  it('at brotli quality 11', async () => {
    const script = mainScript().slice(1);
    const brotli11 = await compressBrotli(read(script));
    expect(read(`${script}.br`).length).toBe(brotli11.length);
  });
});

describe('the server sends the precompressed files', () => {
  it('the brotli file to a browser, as it is, with Content-Encoding, Vary and a year of cache', async () => {
    const url = mainScript();
    const response = await get(url, BROWSER_ENCODINGS);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(read(`${url.slice(1)}.br`))).toBe(true);
  });

  it('the gzip file to a client without brotli', async () => {
    const stylesheet = files.find((file) => file.endsWith('.css')) ?? '';
    const response = await get(`/${stylesheet}`, 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/^text\/css/);
    expect(response.rawPayload.equals(read(`${stylesheet}.gz`))).toBe(true);
  });

  it('the plain file to a client that accepts no encoding, still varying on it', async () => {
    const url = mainScript();
    const response = await get(url);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.equals(read(url.slice(1)))).toBe(true);
  });

  it('does not serve the compressed files under their own names', async () => {
    const url = mainScript();
    for (const suffix of ['.br', '.gz']) {
      expect((await get(`${url}${suffix}`, BROWSER_ENCODINGS)).statusCode).toBe(404);
    }
  });

  it('answers a revalidation with 304', async () => {
    const url = mainScript();
    const first = await get(url, BROWSER_ENCODINGS);
    const second = await testApp.app.inject({
      method: 'GET',
      url,
      headers: {
        'accept-encoding': BROWSER_ENCODINGS,
        'if-none-match': String(first.headers.etag),
      },
    });
    expect(second.statusCode).toBe(304);
  });
});

describe('/favicon.ico (issue 43 §6)', () => {
  it('answers with the app’s icon, cached for a day, where browsers ask for it by themselves', async () => {
    const response = await get('/favicon.ico', BROWSER_ENCODINGS);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.rawPayload.equals(read('favicon.svg'))).toBe(true);
  });
});
