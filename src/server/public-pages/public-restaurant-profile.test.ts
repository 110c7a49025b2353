import { afterEach, describe, expect, it } from 'vitest';
import type { UploadedImage } from '../../domain/images/image-rules';
import { twoColourImage } from '../images/testing/image-fixtures';
import { multipartBody } from '../images/testing/upload-helpers';
import { sampleMenu } from '../testing/menu-fixtures';
import { testAppForThisFile } from '../testing/test-app';
import { publicFixtures } from './testing/public-fixtures';

// Runs on SQLite and on PostgreSQL. Issue 15 §5: the restaurant's profile on its diner page.
// Thursday 2026-01-15, 14:00 in Paris (UTC+1), half an hour before the lunch service closes: far enough from the edge
// for the warm path (it steps aside in the last minutes before an edge: page-cache-control.ts).
const START = new Date('2026-01-15T13:00:00Z');
let clock = START;
afterEach(() => {
  clock = START;
});
const testApp = testAppForThisFile({ listen: true, now: () => clock });
const fx = publicFixtures(() => testApp);
/** Through the real server: the fast path in front of Fastify answers warm pages. */
const page = async (path: string) => (await fetch(`${testApp.baseUrl}${path}`)).text();

const HOURS = [
  { days: [1, 2, 3, 4, 5], start: '12:00', end: '14:30' },
  { days: [4, 5, 6], start: '19:00', end: '01:00' },
];

async function restaurant(plan: 'free' | 'premium', name: string, profile: object) {
  const owner = await fx.owner(plan, name);
  await fx.menu(owner, sampleMenu());
  const cookie = await fx.signIn(owner);
  const headers = { cookie, origin: testApp.config.publicUrl };
  const put = async (payload: object) => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/v1/restaurant',
      headers,
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const upload = async (width: number): Promise<UploadedImage> => {
    const body = multipartBody(await twoColourImage('png', { width, height: 300 }));
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/images',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  await put(profile);
  return { owner, put, upload, path: `/u/${owner.id}` };
}

const jsonLdOf = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');
const openState = (html: string) =>
  /<span class="open-badge [^"]*">([^<]*)<\/span>/.exec(html)?.[1];

describe('the diner page header', () => {
  it('shows address (map link), tap-to-call, links, description and today’s hours', async () => {
    const { path } = await restaurant('free', 'Le Comptoir Public', {
      streetAddress: '12 rue Oberkampf',
      postalCode: '75011',
      city: 'Paris',
      phone: '0123456789',
      description: 'Cuisine de saison.',
      website: 'https://www.lecomptoir.fr',
      instagram: 'le.comptoir',
      reservationUrl: 'https://resa.example.fr/comptoir',
      openingHours: HOURS,
    });
    const html = await page(path);
    expect(html).toContain(
      '<a href="https://www.google.com/maps/search/?api=1&amp;query=12%20rue%20Oberkampf%2C%2075011%20Paris" rel="noopener" class="place-address">12 rue Oberkampf, 75011 Paris</a>',
    );
    expect(html).toContain(
      '<a href="tel:+33123456789" aria-label="Appeler le 01 23 45 67 89" class="place-phone">01 23 45 67 89</a>',
    );
    expect(html).toContain(
      '<a href="https://www.instagram.com/le.comptoir/" rel="noopener" class="place-instagram">Instagram</a>',
    );
    expect(html).toContain('href="https://www.lecomptoir.fr" rel="noopener"');
    expect(html).toContain('>Réserver une table</a>');
    expect(html).toContain('<p class="about">Cuisine de saison.</p>');
    expect(html).toContain('Aujourd’hui : 12:00–14:30, 19:00–01:00');
    expect(html).toContain('<summary>Horaires d’ouverture</summary>');
    expect(html).toContain('<dt>dimanche</dt><dd>Fermé</dd>');
    expect(openState(html)).toBe('Ouvert maintenant');
  });

  it('flips from "Ouvert maintenant" to "Fermé" at the closing instant, without any event', async () => {
    const { path } = await restaurant('free', 'Chez Horloge', { openingHours: HOURS });
    const hitsBefore = testApp.publicFastPath.stats().hits;
    expect(openState(await page(path))).toBe('Ouvert maintenant');
    expect(openState(await page(path))).toBe('Ouvert maintenant');
    expect(testApp.publicFastPath.stats().hits).toBeGreaterThan(hitsBefore); // warm
    clock = new Date('2026-01-15T13:29:59.999Z');
    expect(openState(await page(path))).toBe('Ouvert maintenant');
    clock = new Date('2026-01-15T13:30:00Z'); // 14:30:00 in Paris
    expect(openState(await page(path))).toBe('Fermé');
    clock = new Date('2026-01-15T17:59:59Z');
    expect(openState(await page(path))).toBe('Fermé');
    clock = new Date('2026-01-15T18:00:00Z'); // 19:00 in Paris
    expect(openState(await page(path))).toBe('Ouvert maintenant');
    // Past midnight: Friday 00:59 is still Thursday evening's service; today's hours are Friday's.
    clock = new Date('2026-01-15T23:59:00Z');
    const late = await page(path);
    expect(openState(late)).toBe('Ouvert maintenant');
    expect(late).toContain('<dt>vendredi</dt>');
    expect(late).toMatch(/<div class="is-today"><dt>vendredi<\/dt>/);
    clock = new Date('2026-01-16T00:00:00Z');
    expect(openState(await page(path))).toBe('Fermé');
  });

  it('re-renders a warm page when the owner saves the profile (owner.changed)', async () => {
    const { put, path } = await restaurant('free', 'Chez Changement', { phone: '0123456789' });
    expect(await page(path)).toContain('01 23 45 67 89');
    expect(await page(path)).toContain('01 23 45 67 89');
    await put({ phone: '06 12 34 56 78', openingHours: [] });
    const html = await page(path);
    expect(html).toContain('06 12 34 56 78');
    expect(html).not.toContain('01 23 45 67 89');
    expect(openState(html)).toBeUndefined();
  });

  it('is translated in the diner’s language (Premium)', async () => {
    const { path } = await restaurant('premium', 'Chez Langues', {
      phone: '0123456789',
      openingHours: HOURS,
    });
    const expected = {
      en: ['Open now', 'Call 01 23 45 67 89', 'Opening hours', 'Today: 12:00–14:30'],
      es: ['Abierto ahora', 'Llamar al 01 23 45 67 89', 'Horario', 'Hoy: 12:00–14:30'],
      it: ['Aperto ora', 'Chiama il 01 23 45 67 89', 'Orari di apertura', 'Oggi: 12:00–14:30'],
      zh: ['营业中', '拨打 01 23 45 67 89', '营业时间', '今天：12:00–14:30'],
    };
    for (const [lang, texts] of Object.entries(expected)) {
      const html = await page(`${path}?lang=${lang}`);
      for (const text of texts) expect(html, `${lang}: ${text}`).toContain(text);
    }
    clock = new Date('2026-01-15T15:00:00Z');
    expect(openState(await page(`${path}?lang=en`))).toBe('Closed');
  });

  it('shows the logo and the cover as sized <picture>s', async () => {
    const r = await restaurant('free', 'Chez Images', {});
    const logo = await r.upload(400);
    const cover = await r.upload(1300);
    await r.put({ logoImageId: logo.id, coverImageId: cover.id });
    const html = await page(r.path);
    const logoImg = /<img class="logo"[^>]*>/.exec(html)?.[0] ?? '';
    expect(logoImg).toContain('alt="Logo de Chez Images"');
    expect(logoImg).toContain('width="64" height="64"');
    expect(logoImg).toContain(`/images/${logo.url.slice(8, 40)}-320.jpg 320w`);
    const coverImg = /<img class="cover"[^>]*>/.exec(html)?.[0] ?? '';
    expect(coverImg).toContain('alt=""');
    expect(coverImg).toContain('width="1280" height="480"');
    expect(html).toContain('<source type="image/avif"');
    const jsonLd = jsonLdOf(html);
    expect(jsonLd.logo).toBe(`${testApp.config.publicUrl}${logoImg.match(/src="([^"]+)"/)?.[1]}`);
    expect(jsonLd.image).toMatch(/^http.*-640\.jpg$/);
  });
});

describe('JSON-LD Restaurant', () => {
  it('has address, telephone, openingHoursSpecification and hasMenu', async () => {
    const { path } = await restaurant('free', 'Chez Schema', {
      streetAddress: '3 place du Marché',
      postalCode: '69002',
      city: 'Lyon',
      phone: '04 72 00 00 00',
      description: 'Bouchon lyonnais.',
      website: 'https://chez-schema.fr',
      openingHours: [{ days: [5], start: '19:00', end: '01:00' }],
    });
    const jsonLd = jsonLdOf(await page(path));
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Chez Schema',
      description: 'Bouchon lyonnais.',
      telephone: '+33472000000',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '3 place du Marché',
        postalCode: '69002',
        addressLocality: 'Lyon',
        addressCountry: 'FR',
      },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Friday',
          opens: '19:00',
          closes: '01:00',
        },
      ],
      sameAs: ['https://chez-schema.fr'],
      hasMenu: { '@type': 'Menu', name: 'Menu du midi' },
    });
    expect(jsonLd.url).toMatch(/\/chez-schema$/);
    expect(jsonLd.hasMenu.hasMenuSection.length).toBeGreaterThan(0);
  });

  it('escapes hostile profile text in the page and inside the <script>', async () => {
    const SCRIPT = '</script><script>alert(1)</script>';
    const IMG = '"><img src=x onerror=alert(1)>';
    const { path } = await restaurant('free', 'Chez Hostile', {
      description: SCRIPT,
      streetAddress: IMG,
      city: `Paris ${SCRIPT}`,
    });
    const html = await page(path);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    const raw = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(raw).not.toMatch(/[<>]/);
    const jsonLd = JSON.parse(raw);
    expect(jsonLd.description).toBe(SCRIPT);
    expect(jsonLd.address.streetAddress).toBe(IMG);
  });
});
