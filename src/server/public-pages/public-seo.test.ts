import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { sampleMenu } from '../testing/menu-fixtures';
import { testAppForThisFile } from '../testing/test-app';
import { publicFixtures } from './testing/public-fixtures';

// Runs on SQLite and on PostgreSQL. Issue #6 §7: discoverability.
const testApp = testAppForThisFile({ env: { PUBLIC_URL: 'https://menus.ardoise.fr' } });
const fx = publicFixtures(() => testApp);
// The canonical host over https, as a proxy in front would forward it.
const get = (url: string) => fx.get(url, { host: 'localhost' });

const jsonLdOf = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');

describe('menu page metadata', () => {
  it('has a title, description, Open Graph tags and schema.org JSON-LD', async () => {
    const owner = await fx.owner('premium', 'Le Petit Bistro');
    const menu = await fx.menu(owner, sampleMenu());
    const html = (await get(`/r/${menu.id}`)).body;
    const url = `https://menus.ardoise.fr/r/${menu.id}`;
    expect(html).toContain('<title>Menu du midi · Le Petit Bistro</title>');
    expect(html).toContain(
      '<meta name="description" content="Le menu de Le Petit Bistro : Menu du midi. Plats, prix et allergènes."/>',
    );
    expect(html).toContain(`<meta property="og:url" content="${url}"/>`);
    expect(html).toContain('<meta property="og:title" content="Menu du midi · Le Petit Bistro"/>');
    expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${url}?lang=en"/>`);
    expect(jsonLdOf(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Le Petit Bistro',
      url,
      hasMenu: {
        '@type': 'Menu',
        name: 'Menu du midi',
        inLanguage: 'fr',
        hasMenuSection: [
          {
            '@type': 'MenuSection',
            name: 'Entrées',
            hasMenuItem: [
              {
                '@type': 'MenuItem',
                name: 'Velouté de potimarron',
                description: 'Crème fraîche et graines torréfiées',
                offers: {
                  '@type': 'Offer',
                  price: '8.50',
                  priceCurrency: 'EUR',
                  availability: 'https://schema.org/InStock',
                },
              },
            ],
          },
          {
            '@type': 'MenuSection',
            name: 'Plats principaux',
            hasMenuItem: [
              {
                '@type': 'MenuItem',
                name: 'Bœuf bourguignon',
                offers: {
                  '@type': 'Offer',
                  price: '19.90',
                  priceCurrency: 'EUR',
                  availability: 'https://schema.org/InStock',
                },
              },
            ],
          },
        ],
      },
    });
  });
});

const SITEMAP_XSD = readFileSync(new URL('./testing/sitemap-0.9.xsd', import.meta.url), 'utf8');

describe('/sitemap.xml and /robots.txt', () => {
  it('lists the fixed pages and, per owner, /{slug} and the /r/{menuId} pages diners can open', async () => {
    const owner = await fx.owner('premium');
    const oldest = await fx.menu(owner, sampleMenu());
    const hidden = await fx.menu(owner, sampleMenu({ name: 'Brouillon' }));
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1] ?? '');
    // Every <url> has exactly: loc (absolute), optional lastmod (W3C datetime), changefreq, priority.
    for (const url of urls) {
      expect(url).toMatch(
        /^<loc>https:\/\/menus\.ardoise\.fr\/[^<]*<\/loc>(<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00<\/lastmod>)?<changefreq>(always|hourly|daily|weekly|monthly|yearly|never)<\/changefreq><priority>(0\.\d|1\.0)<\/priority>$/,
      );
    }
    const locs = urls.map((url) => /<loc>(.*?)<\/loc>/.exec(url)?.[1]);
    for (const path of [
      '/',
      '/login',
      '/dashboard',
      '/dashboard/menu/new',
      '/dashboard/qr-code',
      '/dashboard/settings',
      '/dashboard/orders',
    ]) {
      expect(locs).toContain(`https://menus.ardoise.fr${path}`);
    }
    expect(locs).toContain(`https://menus.ardoise.fr/${await fx.slugOf(owner)}`);
    expect(locs).not.toContain(`https://menus.ardoise.fr/u/${owner.id}`);
    expect(locs).toContain(`https://menus.ardoise.fr/r/${oldest.id}`);
    expect(locs).not.toContain(`https://menus.ardoise.fr/r/${hidden.id}`);
    expect(new Set(locs).size).toBe(locs.length);

    const validation = await validateXML({
      xml: [{ fileName: 'sitemap.xml', contents: xml }],
      schema: [{ fileName: 'sitemap.xsd', contents: SITEMAP_XSD }],
    });
    expect(validation.errors).toEqual([]);
    expect(validation.valid).toBe(true);
  });

  it('points robots to the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('User-agent: *');
    expect(response.body).toContain('Sitemap: https://menus.ardoise.fr/sitemap.xml');
  });
});
