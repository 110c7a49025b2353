// Issue 26 "Done when": the owner sees the charts after a scripted week of visits. The app runs
// in this process on its own database with a clock the spec moves (support/clock-server.ts,
// the same `now` the integration tests inject): each day of the last seven, diners' phones open
// the menu at lunch (by the QR code of table 4) and in the evening, open a dish and sometimes
// order. Every count goes through the real pages, beacon and counter; then the owner, on a
// phone, reads "Statistiques": the busiest day, the day-by-day table, the CSV; axe finds nothing.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, devices, expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { startClockServer } from './support/clock-server';
import { expectNoHorizontalScroll, watchConsole } from './support/dashboard';

const DAY_MS = 86_400_000;
const parisDay = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(
    new Date(Date.now() + offsetDays * DAY_MS),
  );
/** An instant on that Paris day (UTC 11:30 and 19:15 are lunch and dinner there all year). */
const at = (day: string, utcTime: string) => new Date(`${day}T${utcTime}Z`);
const dayMonth = (day: string) => `${day.slice(8)}/${day.slice(5, 7)}`;

/** The week: visits at lunch (QR code of table 4) and at dinner (the restaurant's link). */
const WEEK = [
  { offset: -6, lunch: 2, dinner: 1, orders: 0 },
  { offset: -5, lunch: 3, dinner: 2, orders: 1 },
  { offset: -4, lunch: 1, dinner: 0, orders: 0 },
  { offset: -3, lunch: 4, dinner: 4, orders: 2 },
  { offset: -2, lunch: 2, dinner: 3, orders: 0 },
  { offset: -1, lunch: 0, dinner: 2, orders: 1 },
  { offset: 0, lunch: 1, dinner: 1, orders: 0 },
].map((day) => ({ ...day, date: parisDay(day.offset), views: day.lunch + day.dinner }));

let server: Awaited<ReturnType<typeof startClockServer>>;
test.beforeAll(async () => {
  server = await startClockServer(at(parisDay(-6), '09:00:00'));
});
test.afterAll(async () => {
  await server?.close();
});
test.use({ extraHTTPHeaders: {} });

test('after a week of visits, the owner reads it in charts, as a table and as a CSV file', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = await server.createOwner({ restaurantName: 'Chez Odette', plan: 'premium' });
  const [tartare, mousse] = [randomUUID(), randomUUID()];
  const menu = await server.createMenu(owner.id, {
    name: 'Carte de la semaine',
    categories: [
      {
        id: 'plats',
        name: 'Plats principaux',
        items: [{ id: tartare, name: 'Tartare de bœuf', price: '18.50', allergens: [] }],
      },
      {
        id: 'desserts',
        name: 'Desserts',
        items: [{ id: mousse, name: 'Mousse au chocolat', price: '7', allergens: ['Œufs'] }],
      },
    ],
  });

  const ownerContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'fr-FR',
    hasTouch: true,
    baseURL: server.baseUrl,
  });
  const { name, value } = await server.sessionCookie(owner.id);
  await ownerContext.addCookies([
    { name, value, url: server.baseUrl, httpOnly: true, sameSite: 'Lax' },
  ]);
  const api: APIRequestContext = ownerContext.request;
  const headers = { origin: server.baseUrl };
  expect((await api.put('/api/v1/ordering', { headers, data: { open: true } })).status()).toBe(200);
  const saved = await api.put('/api/v1/tables', { headers, data: { names: ['4'] } });
  const table4 = ((await saved.json()) as { tables: { name: string; token: string }[] }).tables[0]
    ?.token;
  expect(table4).toBeTruthy();

  // The diners' phones (a real phone's User-Agent: a headless browser is not counted).
  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    locale: 'fr-FR',
    baseURL: server.baseUrl,
  });
  const diner = await phone.newPage();
  const visit = async (address: string) => {
    await diner.goto(address);
    await expect(diner.getByRole('heading', { level: 1 })).toContainText('Carte de la semaine');
  };
  for (const day of WEEK) {
    server.setClock(at(day.date, '11:30:00'));
    for (let n = 0; n < day.lunch; n += 1) await visit(`/u/${owner.id}?t=${table4}`);
    server.setClock(at(day.date, '19:15:00'));
    for (let n = 0; n < day.dinner; n += 1) await visit(`/u/${owner.id}`);
    // The last diner of the day opens the tartare (the page's beacon) and orders at table 4.
    // Wait for the server's answer: a beacon still in flight when the clock moves on (or the
    // phone closes, after the last day) would count on another day or not at all.
    if (day.views > 0) {
      const answered = diner.waitForResponse((response) =>
        response.url().endsWith('/api/v1/public/events'),
      );
      const sent = await diner.evaluate(
        (body) => navigator.sendBeacon('/api/v1/public/events', JSON.stringify(body)),
        { menuId: menu.id, events: [{ type: 'dish_opened', dishId: tartare }] },
      );
      expect(sent).toBe(true);
      expect((await answered).ok()).toBe(true);
    }
    for (let n = 0; n < day.orders; n += 1) {
      const placed = await phone.request.post('/api/v1/public/orders', {
        headers,
        data: {
          menuId: menu.id,
          tableToken: table4,
          language: 'fr',
          clientRequestId: randomUUID(),
          lines: [{ dishId: mousse, quantity: 2 }],
        },
      });
      expect(placed.status(), await placed.text()).toBe(201);
    }
  }
  await phone.close();

  // The counts are written every few seconds: wait until the week is there.
  const week = { from: WEEK[0]?.date, to: WEEK[6]?.date };
  await expect
    .poll(
      async () => {
        const response = await api.get(`/api/v1/stats?from=${week.from}&to=${week.to}`);
        const stats = (await response.json()) as {
          days: { views: number; scans: number; orders: number }[];
        };
        return stats.days.map((day) => [day.views, day.scans, day.orders]);
      },
      { timeout: 30_000 },
    )
    .toEqual(WEEK.map((day) => [day.views, day.lunch, day.orders]));

  // "Statistiques" on the owner's phone: the last seven days by default.
  const page = await ownerContext.newPage();
  const errors = watchConsole(page);
  await page.goto('/dashboard/stats');
  // A busy machine may take a while to bring the screen's code the first time.
  await expect(page.getByRole('heading', { level: 1, name: 'Statistiques' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('button', { name: '7 jours' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const total = (pick: (day: (typeof WEEK)[number]) => number) =>
    String(WEEK.reduce((sum, day) => sum + pick(day), 0));
  const figure = (label: string) =>
    page.locator('dl > div').filter({ has: page.getByRole('term').filter({ hasText: label }) });
  await expect(figure('Vues du menu')).toContainText(
    total((day) => day.views),
    {
      timeout: 20_000,
    },
  );
  await expect(figure('Scans de QR code')).toContainText(total((day) => day.lunch));
  await expect(figure('Commandes')).toContainText(total((day) => day.orders));
  // 4 orders of two mousses at 7 €.
  await expect(figure('Chiffre d’affaires')).toContainText(/56,00\s€/);

  // The busiest day is the chart's top; the views at lunch and dinner show in the hours.
  const busiest = WEEK.reduce((top, day) => (day.views > top.views ? day : top));
  await expect(
    page.getByRole('img', { name: new RegExp(`^Vues par jour : au plus ${busiest.views}\\b`) }),
  ).toBeVisible();
  await expect(
    page.getByRole('img', {
      name: new RegExp(`^Plats les plus vus : au plus ${WEEK.filter((d) => d.views).length}`),
    }),
  ).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page, 'Statistiques, a week on a phone');

  // The same days as a table: each day's views and scans, in order.
  await page.getByRole('button', { name: 'Voir en tableau : Vues par jour' }).click();
  const table = page.getByRole('table', { name: 'Vues par jour' });
  for (const day of WEEK) {
    await expect(table.getByRole('row', { name: new RegExp(dayMonth(day.date)) })).toContainText(
      new RegExp(`${day.views}\\s*${day.lunch}$`),
    );
  }
  await expectAccessible(page, 'Statistiques, a week as tables');

  // The CSV of the week, one row per day.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Télécharger (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`statistiques-${week.from}-au-${week.to}.csv`);
  const lines = (await readFile(String(await download.path()))).subarray(3).toString('utf8');
  for (const day of WEEK) {
    const [y, m, d] = day.date.split('-');
    expect(lines).toContain(`Jour;${d}/${m}/${y};${day.views};${day.lunch};${day.orders};`);
  }
  expect(errors).toEqual([]);
  await ownerContext.close();
});
