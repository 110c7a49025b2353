import { beforeAll, describe, expect, it } from 'vitest';
import { slugRepository } from '../owner-state/restaurant-slug';
import { createMenu, createOwner, type OwnerFixture, signIn } from '../testing/factories';
import { sampleMenu } from '../testing/menu-fixtures';
import { crop, decodeQrPng, decodeRgba, pdfPageTexts, renderPdfPages } from '../testing/qr-decode';
import { testAppForThisFile } from '../testing/test-app';

// Runs on SQLite and on PostgreSQL.
const PUBLIC_URL = 'https://app.ardoise.fr';
const testApp = testAppForThisFile({ env: { PUBLIC_URL } });
let owner: OwnerFixture;
let cookie: string;
beforeAll(async () => {
  owner = await createOwner(
    { auth: testApp.auth, database: testApp.testDatabase.database },
    { restaurantName: 'Le Petit Bistro' },
  );
  cookie = await signIn(testApp.auth, owner);
});

// Requests come from localhost: no https redirect for them (see url-rules).
const get = (url: string, headers: Record<string, string> = { cookie }) =>
  testApp.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });
const write = (method: 'PUT' | 'POST', url: string, payload?: unknown, as = cookie) =>
  testApp.app.inject({
    method,
    url,
    headers: { cookie: as, host: 'localhost', origin: 'http://localhost' },
    ...(payload !== undefined && { payload: payload as object }),
  });
const putTables = (names: unknown, as = cookie) => write('PUT', '/api/v1/tables', { names }, as);

describe('QR codes', () => {
  it('encodes my permanent address in a 200 px PNG with error correction H', async () => {
    const response = await get('/api/v1/qr/active.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(decodeQrPng(response.rawPayload)).toBe(`${PUBLIC_URL}/u/${owner.id}`);
    const width = response.rawPayload.readUInt32BE(16);
    expect(width).toBe(200);
  });

  it('encodes a table code (its token, never its name) and a menu code', async () => {
    await putTables(['Terrasse 2']);
    const [table] = (await get('/api/v1/tables')).json().tables;
    const code = await get('/api/v1/qr/active.png?table=Terrasse%202');
    expect(decodeQrPng(code.rawPayload)).toBe(`${PUBLIC_URL}/u/${owner.id}?t=${table.token}`);
    expect((await get('/api/v1/qr/active.png?table=Bar')).statusCode).toBe(404);
    const menu = await createMenu(testApp.testDatabase, owner.id, sampleMenu());
    const menuCode = await get(`/api/v1/menus/${menu.id}/qr.png`);
    expect(decodeQrPng(menuCode.rawPayload)).toBe(`${PUBLIC_URL}/r/${menu.id}`);
  });

  it('offers SVG for printers and names downloads after the restaurant', async () => {
    const svg = await get('/api/v1/qr/active.svg?download=1');
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.body).toMatch(/^<svg[^>]+viewBox/);
    expect(svg.headers['content-disposition']).toBe(
      "attachment; filename*=UTF-8''Le-Petit-Bistro.svg",
    );
    const png = await get('/api/v1/qr/active.png?download=1');
    expect(png.headers['content-disposition']).toBe(
      "attachment; filename*=UTF-8''Le-Petit-Bistro.png",
    );
  });

  it('is owner-only: 401 signed out, 404 for another owner’s menu', async () => {
    expect((await get('/api/v1/qr/active.png', {})).statusCode).toBe(401);
    expect((await get('/api/v1/qr/kit.pdf', {})).statusCode).toBe(401);
    const stranger = await createOwner({
      auth: testApp.auth,
      database: testApp.testDatabase.database,
    });
    const theirMenu = await createMenu(testApp.testDatabase, stranger.id, sampleMenu());
    expect((await get(`/api/v1/menus/${theirMenu.id}/qr.png`)).statusCode).toBe(404);
  });
});

describe('tables and the printable kit', () => {
  it('stores tables on the server and validates names', async () => {
    const duplicate = await putTables(['1', ' 1 ']);
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().error.message).toBe('Deux tables portent le même nom.');
    const saved = await putTables(['1', '2', '3', '4', '5', '6', 'Terrasse 7']);
    expect(saved.statusCode).toBe(200);
    const listed = (await get('/api/v1/tables')).json();
    expect(listed.tables.map((table: { name: string }) => table.name)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      'Terrasse 7',
    ]);
    const last = listed.tables[6];
    expect(last.url).toBe(`${PUBLIC_URL}/u/${owner.id}?t=${last.token}`);
    expect(saved.json()).toEqual(listed);
  });

  it('prints a poster and six cards per page, every code decodable at 300 dpi', async () => {
    const response = await get('/api/v1/qr/kit.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pages = renderPdfPages(response.rawPayload, 300);
    expect(pages).toHaveLength(3); // poster, 6 cards, 1 card

    const poster = pages[0];
    if (!poster) throw new Error('no poster page');
    expect(decodeRgba(poster)).toBe(`${PUBLIC_URL}/u/${owner.id}`);

    // Card grid of print-kit.ts: 36 pt margins, 2 × 3 cards.
    const px = (points: number) => Math.round((points * 300) / 72);
    const cardWidth = (595.28 - 72) / 2;
    const cardHeight = (841.89 - 72) / 3;
    const decoded: string[] = [];
    for (const page of pages.slice(1)) {
      for (let slot = 0; slot < 6; slot++) {
        const x = px(36 + (slot % 2) * cardWidth);
        const y = px(36 + Math.floor(slot / 2) * cardHeight);
        const code = decodeRgba(crop(page, x, y, px(cardWidth), px(cardHeight)));
        if (code) decoded.push(code);
      }
    }
    const { tables } = (await get('/api/v1/tables')).json();
    expect(decoded).toEqual(tables.map((table: { url: string }) => table.url));
    expect(decoded.every((url) => /\?t=[\w-]{16}$/.test(url))).toBe(true);
  });

  it('prints the readable address in words, not the 32-character /u/ one', async () => {
    const slug = await slugRepository.findCurrent(testApp.testDatabase.database.db, owner.id);
    expect(slug).toBe('le-petit-bistro');
    const texts = pdfPageTexts((await get('/api/v1/qr/kit.pdf')).rawPayload);
    for (const page of texts) {
      expect(page).toContain(`${PUBLIC_URL}/le-petit-bistro`);
      expect(page).not.toContain('/u/');
    }
  });

  it('prefixes "Table" to bare numbers only (text read back from the PDF)', async () => {
    const saved = await putTables(['4', 'Bar', 'Terrasse 1', '12']);
    expect(saved.statusCode).toBe(200);
    const response = await get('/api/v1/qr/kit.pdf');
    const cards = pdfPageTexts(response.rawPayload).slice(1).join('\n');
    const labels = cards
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => /^(Table |Bar$|Terrasse )/.test(line));
    expect(labels).toEqual(['Table 4', 'Bar', 'Terrasse 1', 'Table 12']);
    expect(cards).not.toContain('Table Bar');
    expect(cards).not.toContain('Table Terrasse');
  });
});
