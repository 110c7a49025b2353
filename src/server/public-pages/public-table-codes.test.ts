import { describe, expect, it } from 'vitest';
import { CART_STRINGS } from '../../domain/i18n/diner/cart-strings';
import { sampleMenu } from '../testing/menu-fixtures';
import { testAppForThisFile } from '../testing/test-app';
import { PUBLIC_PAGE_CACHE_CONTROL, TABLE_PAGE_CACHE_CONTROL } from './public-routes';
import { publicFixtures } from './testing/public-fixtures';

// Issue 21 §2: a page opened with a table's code (`?t=`) names the table and keeps the code in
// its own links; it is never handed to another table, nor kept by shared caches, and the cache
// stays bounded. Over a real socket (the warm path sits in front of Fastify). Runs on SQLite
// and on PostgreSQL.
const testApp = testAppForThisFile({ listen: true });
const fx = publicFixtures(() => testApp);

type Table = { name: string; token: string; url: string };

const owner = async (plan: 'free' | 'premium', names = ['4', '7', 'Terrasse']) => {
  const fixture = await fx.owner(plan);
  await fx.menu(fixture, sampleMenu());
  const cookie = await fx.signIn(fixture);
  const write = (method: 'PUT' | 'POST', url: string, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      headers: { cookie, origin: testApp.config.publicUrl },
      ...(payload && { payload }),
    });
  const saved = await write('PUT', '/api/v1/tables', { names });
  // A Premium menu is translated in the background, and each translation drops the page's
  // cache: wait for it, so that a warm page is warm because of what the test did.
  await testApp.translationQueue.idle();
  const tables = new Map((saved.json().tables as Table[]).map((table) => [table.name, table]));
  const tokenOf = (name: string) => tables.get(name)?.token ?? '';
  return { fixture, write, tokenOf, tables };
};

const page = async (url: string) => {
  const hitsBefore = testApp.publicFastPath.stats().hits;
  const response = await fetch(`${testApp.baseUrl}${url}`);
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    html: await response.text(),
    isFast: testApp.publicFastPath.stats().hits === hitsBefore + 1,
  };
};
const badge = (html: string) => /<p class="table-badge">([^<]*)<\/p>/.exec(html)?.[1];
const notice = (html: string) =>
  /<p class="wrap ordering-closed"[^>]*>([^<]*)<\/p>/.exec(html)?.[1]?.replaceAll('&#x27;', "'");
const hrefs = (html: string, pattern: RegExp) =>
  [...html.matchAll(pattern)].map((match) => (match[1] ?? '').replaceAll('&amp;', '&'));
const languageLinks = (html: string) => hrefs(html, /<a href="([^"]*)" hrefLang="[a-z]+"/g);
const alternates = (html: string) =>
  hrefs(html, /<link rel="alternate" hrefLang="[a-z]+" href="([^"]*)"/g);
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const cartAttribute = (html: string, name: string) =>
  new RegExp(`<div id="cart"[^>]*${name}="([^"]*)"`).exec(html)?.[1];
const setOrdering = (write: Awaited<ReturnType<typeof owner>>['write'], payload: object) =>
  write('PUT', '/api/v1/ordering', payload);

describe('a page opened with a table’s code', () => {
  it('names the table and keeps its code in the page’s own links, never in canonical or alternates', async () => {
    const { fixture, tokenOf, write } = await owner('premium');
    await setOrdering(write, { open: true });
    const token = tokenOf('4');
    const french = await page(`/u/${fixture.id}?t=${token}`);
    expect(french.status).toBe(200);
    expect(badge(french.html)).toBe('Table 4');
    expect(cartAttribute(french.html, 'data-table-token')).toBe(token);
    expect(cartAttribute(french.html, 'data-table-label')).toBe('Table 4');
    expect(notice(french.html)).toBeUndefined();
    expect(languageLinks(french.html)).toEqual([
      `/u/${fixture.id}?t=${token}`,
      `/u/${fixture.id}?t=${token}&lang=en`,
      `/u/${fixture.id}?t=${token}&lang=es`,
      `/u/${fixture.id}?t=${token}&lang=zh`,
      `/u/${fixture.id}?t=${token}&lang=it`,
    ]);
    expect(french.html).toContain(`<input type="hidden" name="t" value="${token}"/>`);
    expect(french.html).toContain(`href="/u/${fixture.id}?t=${token}" hidden="" data-clear=""`);
    expect(canonical(french.html)).toBe(`${testApp.config.publicUrl}/le-petit-bistro`);
    expect(alternates(french.html).every((href) => !href.includes(token))).toBe(true);
    // 5 languages, form, clear, cart, tab, table calls
    expect(french.html.split(token).length - 1).toBe(10);

    const english = await page(`/u/${fixture.id}?t=${token}&lang=en&sans=gluten`);
    expect(badge(english.html)).toBe('Table 4');
    expect(languageLinks(english.html)).toContain(`/u/${fixture.id}?t=${token}&sans=gluten`);
    expect(english.html).toContain(`<input type="hidden" name="t" value="${token}"/>`);
    const spanish = await page(`/le-petit-bistro?t=${token}&lang=es`);
    expect(badge(spanish.html)).toBe('Mesa 4');
    expect(languageLinks(spanish.html)[1]).toBe(`/le-petit-bistro?t=${token}&lang=en`);
    const named = await page(`/u/${fixture.id}?t=${tokenOf('Terrasse')}&lang=en`);
    expect(badge(named.html)).toBe('Terrasse');
  });

  it('is never handed to another table or to the plain address, and no shared cache keeps it', async () => {
    const { fixture, tokenOf } = await owner('premium');
    const four = `/u/${fixture.id}?t=${tokenOf('4')}`;
    expect(badge((await page(four)).html)).toBe('Table 4');
    const warm = await page(four);
    expect(warm.isFast).toBe(true);
    expect(badge(warm.html)).toBe('Table 4');
    expect(warm.cacheControl).toBe(TABLE_PAGE_CACHE_CONTROL);

    const seven = await page(`/u/${fixture.id}?t=${tokenOf('7')}`);
    expect(badge(seven.html)).toBe('Table 7');
    expect(seven.html).not.toContain(tokenOf('4'));
    for (const url of [`/u/${fixture.id}`, `/u/${fixture.id}`, `/u/${fixture.id}?table=4`]) {
      const plain = await page(url);
      expect(badge(plain.html)).toBeUndefined();
      expect(plain.html).not.toContain(tokenOf('4'));
      expect(plain.cacheControl).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    }
  });

  it('is the same page in brotli, gzip and plain, kept in brotli only, and warm in each', async () => {
    const { fixture, tokenOf } = await owner('premium');
    const four = `/u/${fixture.id}?t=${tokenOf('4')}`;
    const read = async (encoding: string) => {
      const hitsBefore = testApp.publicFastPath.stats().hits;
      // fetch decodes what it receives: the texts compare as a browser would read them.
      const response = await fetch(`${testApp.baseUrl}${four}`, {
        headers: { 'accept-encoding': encoding },
      });
      return {
        encoding: response.headers.get('content-encoding'),
        etag: response.headers.get('etag'),
        html: await response.text(),
        isFast: testApp.publicFastPath.stats().hits === hitsBefore + 1,
      };
    };
    const empty = testApp.publicPageStats().tablePages.bytes;
    const br = await read('br');
    expect(br.encoding).toBe('br');
    expect(badge(br.html)).toBe('Table 4');
    const before = testApp.publicPageStats().tablePages.bytes;
    // Its brotli form (and its key) only: a fraction of the page.
    expect(before - empty).toBeLessThan(Buffer.byteLength(br.html) / 3);
    for (const encoding of ['gzip', 'identity']) {
      const cold = await read(encoding);
      const warm = await read(encoding);
      expect(cold.encoding).toBe(encoding === 'gzip' ? 'gzip' : null);
      expect(cold.html).toBe(br.html);
      expect(warm).toMatchObject({ html: br.html, encoding: cold.encoding, isFast: true });
      expect(warm.etag).not.toBe(br.etag);
    }
    // Serving the other encodings kept nothing more in the table pages' cache.
    expect(testApp.publicPageStats().tablePages.bytes).toBe(before);
  });

  it('says a regenerated code is no longer valid, in the diner’s language, and drops it', async () => {
    const { fixture, tokenOf, write } = await owner('premium');
    await setOrdering(write, { open: true });
    const old = tokenOf('4');
    expect(badge((await page(`/u/${fixture.id}?t=${old}`)).html)).toBe('Table 4');
    const regenerated = await write('POST', '/api/v1/tables/4/regenerate');
    expect(regenerated.statusCode).toBe(200);

    const stale = await page(`/u/${fixture.id}?t=${old}`);
    expect(stale.status).toBe(200);
    expect(badge(stale.html)).toBeUndefined();
    expect(notice(stale.html)).toBe("Ce QR code n'est plus valable, demandez-en un au personnel.");
    expect(stale.html).not.toContain(old);
    expect(stale.cacheControl).toBe(TABLE_PAGE_CACHE_CONTROL);
    expect(cartAttribute(stale.html, 'data-table-code-invalid')).toBe('true');
    const english = await page(`/u/${fixture.id}?t=${old}&lang=en`);
    expect(notice(english.html)).toBe(CART_STRINGS.en.tableCodeInvalid);
    // Invented codes stay off the warm path: each would take a place in its URL table.
    expect((await page(`/u/${fixture.id}?t=${old}&lang=en`)).isFast).toBe(false);

    const fresh = regenerated.json().token as string;
    expect(badge((await page(`/u/${fixture.id}?t=${fresh}`)).html)).toBe('Table 4');
  });

  it('asks for a table’s code where ordering needs one, and not once take-away is on', async () => {
    const { fixture, write } = await owner('premium');
    await setOrdering(write, { open: true });
    const plain = await page(`/u/${fixture.id}`);
    expect(notice(plain.html)).toBe(CART_STRINGS.fr.tableRequired);
    expect(cartAttribute(plain.html, 'data-take-away')).toBe('false');
    await setOrdering(write, { takeAway: true });
    const takeAway = await page(`/u/${fixture.id}?lang=en`);
    expect(notice(takeAway.html)).toBeUndefined();
    expect(cartAttribute(takeAway.html, 'data-take-away')).toBe('true');
  });

  it('shows nothing of tables on a free menu, which takes no orders', async () => {
    const { fixture, tokenOf } = await owner('free');
    const free = await page(`/u/${fixture.id}?t=${tokenOf('4')}`);
    expect(free.status).toBe(200);
    expect(badge(free.html)).toBeUndefined();
    expect(notice(free.html)).toBeUndefined();
    expect(free.html).not.toContain(tokenOf('4'));
    expect(free.cacheControl).toBe(PUBLIC_PAGE_CACHE_CONTROL);
  });

  it('keeps the cache bounded: invented codes share one page, each real table has its own place', async () => {
    const { fixture, tokenOf } = await owner('premium');
    const before = testApp.publicPageStats();
    for (let i = 0; i < 30; i++) {
      const invented = `Inv3nted${String(i).padStart(8, '0')}`;
      expect(notice((await page(`/u/${fixture.id}?t=${invented}`)).html)).toBeDefined();
    }
    const afterInvented = testApp.publicPageStats();
    expect(afterInvented.pages.entries).toBe(before.pages.entries + 1);
    expect(afterInvented.tablePages.entries).toBe(before.tablePages.entries);
    for (const name of ['4', '7', 'Terrasse']) {
      await page(`/u/${fixture.id}?t=${tokenOf(name)}`);
      await page(`/u/${fixture.id}?t=${tokenOf(name)}&lang=en`);
    }
    const afterTables = testApp.publicPageStats();
    expect(afterTables.tablePages.entries).toBe(afterInvented.tablePages.entries + 6);
    expect(afterTables.pages.entries).toBe(afterInvented.pages.entries);
  });
});
