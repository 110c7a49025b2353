import { describe, expect, it } from 'vitest';
import { formatLocalDate } from '../../domain/reports/day-report-rules';
import { wallClockAt } from '../../domain/time/zoned-time';
import { orderFixtures } from '../orders/testing/order-fixtures';
import { teamFixtures } from '../team/testing/team-fixtures';
import type { TestApp } from '../testing/test-app';
import { testAppForThisFile } from '../testing/test-app';

// Issue 26 §1 and §2: a diner's visit (the page with a table's code, the beacon, an order)
// arrives in the hourly counts after a flush; crawlers are not counted; two instances add up;
// a clean shutdown loses nothing; the owner reads the figures as JSON and CSV. Over a real
// socket (the warm path sits in front of Fastify). Runs on SQLite and on PostgreSQL.
const a = testAppForThisFile({ listen: true });
/** What instance b still held in memory when its database would have been closed. */
let pendingAtDatabaseClose: number | undefined;
const b = testAppForThisFile(() => ({
  sameDatabaseAs: a,
  listen: true,
  afterClose: async () => {
    pendingAtDatabaseClose = b.audience.pending();
  },
}));
const fx = orderFixtures(() => a);
/** A Premium restaurant taking orders at tables "4" and "7", its translations done (each one
 * drops the page's cache: a warm page is then warm because of what the test did). */
async function restaurant() {
  const r = await fx.restaurant();
  await a.translationQueue.idle();
  return r;
}
const team = teamFixtures(() => a);

const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const today = () => formatLocalDate(wallClockAt(new Date()));

async function page(
  app: TestApp,
  url: string,
  userAgent: string | null = BROWSER,
  referer?: string,
) {
  const hits = app.publicFastPath.stats().hits;
  const response = await fetch(`${app.baseUrl}${url}`, {
    headers: {
      ...(userAgent !== null && { 'user-agent': userAgent }),
      ...(referer && { referer }),
    },
  });
  await response.text();
  return { status: response.status, isFast: app.publicFastPath.stats().hits === hits + 1 };
}

const beacon = (app: TestApp, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${app.baseUrl}/api/v1/public/events`, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      origin: app.config.publicUrl,
      'user-agent': BROWSER,
      ...headers,
    },
    body: JSON.stringify(body),
  });

async function countsOf(ownerId: string) {
  const rows = await a.testDatabase.database.db
    .selectFrom('audience_hour')
    .select(['menu_id', 'kind', 'key', 'count'])
    .where('owner_id', '=', ownerId)
    .execute();
  return Object.fromEntries(rows.map((row) => [`${row.kind}:${row.key}`, Number(row.count)]));
}

const stats = (cookie: string, query: string) =>
  fx.call({ method: 'GET', url: `/api/v1/stats?${query}`, cookie });

describe('counting a visit', () => {
  it('counts the page with its table, the beacon and the order, warm path included', async () => {
    const r = await restaurant();
    const url = `/r/${r.menuId}?t=${r.tokens['4']}`;
    // Until the warm path answers (a late background change may drop the first cached page):
    // the views it answers are counted like the others.
    let loads = 0;
    for (let isFast = false; !isFast; loads++) {
      if (loads === 10) throw new Error('the warm path never answered');
      const shown = await page(a, url);
      expect(shown.status).toBe(200);
      isFast = shown.isFast;
    }
    expect(loads).toBeGreaterThanOrEqual(2);
    expect((await page(a, `/r/${r.menuId}?lang=en`)).status).toBe(200);

    const sent = await beacon(a, {
      menuId: r.menuId,
      events: [
        { type: 'dish_opened', dishId: r.beef },
        { type: 'dish_opened', dishId: 'not-on-this-menu' },
        { type: 'cart_added', dishId: r.beef },
        { type: 'filter_used' },
        { type: 'language_switched', lang: 'en' },
      ],
    });
    expect(sent.status).toBe(204);
    expect(sent.headers.get('set-cookie')).toBeNull();

    const placed = await fx.place(
      fx.orderOf(r.menuId, [{ dishId: r.beef, quantity: 2 }], { tableToken: r.tokens['4'] }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const total = placed.json().totalCents as number;

    await a.audience.flush();
    expect(await countsOf(r.owner.id)).toEqual({
      'view:fr': loads,
      'view:en': 1,
      'scan:4': loads,
      [`dish_opened:${r.beef}`]: 1,
      [`cart_added:${r.beef}`]: 1,
      'filter_used:': 1,
      'language_switched:en': 1,
      'order:4': 1,
      'revenue:4': total,
      [`ordered_dish:${r.beef}`]: 2,
    });

    const day = today();
    const answer = await stats(r.cookie, `from=${day}&to=${day}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const figures = answer.json();
    expect(figures.days).toEqual([
      { date: day, views: loads + 1, scans: loads, orders: 1, revenueCents: total, paidCents: 0 },
    ]);
    expect(figures.hours).toHaveLength(24);
    expect(
      figures.hours.reduce((sum: number, hour: { views: number }) => sum + hour.views, 0),
    ).toBe(loads + 1);
    expect(figures.tables).toEqual([{ table: '4', scans: loads, orders: 1 }]);
    expect(figures.languages).toEqual({ fr: loads, en: 1, es: 0, zh: 0, it: 0 });
    const beef = r.document.categories.flatMap((c) => c.items).find((d) => d.id === r.beef);
    expect(figures.dishes).toEqual([{ dishId: r.beef, name: beef?.name, views: 1, orders: 2 }]);
    expect(figures.menus).toEqual([{ menuId: r.menuId, views: loads + 1 }]);

    const csv = await stats(r.cookie, `from=${day}&to=${day}&format=csv`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="statistiques-${day}-au-${day}.csv"`,
    );
    const bytes = csv.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      "Rubrique;Libellé;Vues;Scans;Commandes;Chiffre d'affaires (€);Encaissé à table (€)",
    );
    const [d, m, y] = [day.slice(8), day.slice(5, 7), day.slice(0, 4)];
    const euros = `${Math.floor(total / 100)},${String(total % 100).padStart(2, '0')}`;
    expect(lines[1]).toBe(`Jour;${d}/${m}/${y};${loads + 1};${loads};1;${euros};0,00`);
    expect(lines).toContain(`Table;4;;${loads};1;;`);
    expect(lines).toContain('Langue;English;1;;;;');
    expect(lines).toContain(`Plat;${beef?.name};1;;2;;`);
  });

  it('leaves crawlers, link previews and scripts out', async () => {
    const r = await restaurant();
    const url = `/r/${r.menuId}?t=${r.tokens['7']}`;
    const agents = [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'WhatsApp/2.23.20.0',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'TelegramBot (like TwitterBot)',
      'curl/8.5.0',
      null,
    ];
    for (const agent of agents) {
      await page(a, url, agent);
      await page(a, url, agent);
    }
    // The warm path answers them too (tried until it does), and does not count them either.
    let isFast = false;
    for (let tries = 0; !isFast && tries < 10; tries++)
      isFast = (await page(a, url, agents[0] ?? '')).isFast;
    expect(isFast).toBe(true);
    const body = { menuId: r.menuId, events: [{ type: 'filter_used' }] };
    expect((await beacon(a, body, { 'user-agent': agents[0] ?? '' })).status).toBe(204);
    await a.audience.flush();
    expect(await countsOf(r.owner.id)).toEqual({});
  });
});

describe('one visit, one view', () => {
  it('does not count the same page again: a reload, a remembered or switched language', async () => {
    const r = await restaurant();
    const url = `/r/${r.menuId}?t=${r.tokens['4']}`;
    // The QR code: no Referer. Then the page replaces itself with the remembered language, and
    // the diner reloads it (cold, then warm): the browser names the page itself as Referer.
    expect((await page(a, url)).status).toBe(200);
    const self = `${a.baseUrl}${url}`;
    for (let i = 0; i < 3; i++) await page(a, `${url}&lang=en`, BROWSER, self);
    // Another page of the site, or another site, leading here: a view.
    await page(a, url, BROWSER, 'https://www.instagram.com/p/abc/');
    await a.audience.flush();
    const counts = await countsOf(r.owner.id);
    expect(counts['view:fr']).toBe(2);
    expect(counts['view:en']).toBeUndefined();
    expect(counts['scan:4']).toBe(2);
  });
});

describe('across instances and shutdowns', () => {
  it('adds up the counts of two instances in the same rows', async () => {
    const r = await restaurant();
    const url = `/r/${r.menuId}?t=${r.tokens['4']}`;
    for (const app of [a, b, a, b, b]) await page(app, url);
    await Promise.all([a.audience.flush(), b.audience.flush()]);
    expect(await countsOf(r.owner.id)).toEqual({ 'view:fr': 5, 'scan:4': 5 });
  });

  it('writes what was counted when an instance closes', async () => {
    const r = await restaurant();
    await page(b, `/r/${r.menuId}`);
    await page(b, `/r/${r.menuId}`);
    expect(b.audience.pending()).toBeGreaterThan(0);
    await b.app.close();
    expect(await countsOf(r.owner.id)).toEqual({ 'view:fr': 2 });
    // The process entry closes the database in `afterClose`: after the last flush.
    expect(pendingAtDatabaseClose).toBe(0);
  });
});

describe('GET /api/v1/stats and POST /api/v1/public/events, refused', () => {
  it('answers 401, 403, 404, 400 for a bad period and 422 for a bad beacon, in French', async () => {
    const r = await restaurant();
    const other = await restaurant();
    const day = today();
    const anonymous = await fx.call({ method: 'GET', url: `/api/v1/stats?from=${day}&to=${day}` });
    expect(anonymous.statusCode).toBe(401);
    const waiter = await team.member(r, 'service');
    expect((await stats(waiter.cookie, `from=${day}&to=${day}`)).statusCode).toBe(403);
    const foreign = await stats(r.cookie, `from=${day}&to=${day}&menuId=${other.menuId}`);
    expect(foreign.statusCode).toBe(404);
    const refusals: [string, string, string][] = [
      ['from=2026-11-26&to=2026-11-20', 'to', 'La date de fin doit suivre la date de début.'],
      ['from=2025-01-01&to=2026-11-26', 'to', 'Choisissez une période de 400 jours au plus.'],
      [
        'from=2026-02-30&to=2026-03-02',
        'from',
        'Cette date n’existe pas : choisissez un jour du calendrier.',
      ],
      ['from=26/11/2026&to=2026-11-26', 'from', 'Date attendue au format AAAA-MM-JJ.'],
    ];
    for (const [query, field, message] of refusals) {
      const refused = await stats(r.cookie, query);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().error, query).toMatchObject({ code: 'BAD_REQUEST', field, message });
    }
    // The longest period allowed is taken.
    expect((await stats(r.cookie, 'from=2025-10-23&to=2026-11-26')).statusCode).toBe(200);

    const unknown = await beacon(a, { menuId: 'nope', events: [{ type: 'filter_used' }] });
    expect(unknown.status).toBe(404);
    const invalid = await beacon(a, { menuId: r.menuId, events: [] });
    expect(invalid.status).toBe(422);
    const foreignOrigin = await beacon(
      a,
      { menuId: r.menuId, events: [{ type: 'filter_used' }] },
      { origin: 'https://evil.example' },
    );
    expect(foreignOrigin.status).toBe(403);
  });

  it('limits the beacons of one client address (429)', async () => {
    const r = await restaurant();
    const body = { menuId: r.menuId, events: [{ type: 'filter_used' }] };
    // A Blob of type application/json is read the same as sendBeacon's text/plain string.
    const json = await beacon(a, body, { 'content-type': 'application/json' });
    expect(json.status).toBe(204);
    const broken = await fetch(`${a.baseUrl}/api/v1/public/events`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: a.config.publicUrl },
      body: '{not json',
    });
    expect(broken.status).toBe(400);
    let last = 0;
    for (let sent = 0; sent < 120; sent++) last = (await beacon(a, body)).status;
    expect(last).toBe(429);
  });
});
