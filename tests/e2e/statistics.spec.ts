// Issue 26 §2, "Statistiques": diners visit the menu on their phones (QR codes of tables 4 and
// 7, one visit in English), open dishes (the page's own beacon, sent by the page with
// navigator.sendBeacon) and order; once the server has written its counts, the owner reads
// "N vues cette semaine" on the dashboard, opens "Statistiques", sees the charts, switches one
// to its table, downloads the CSV (its bytes checked); on a computer and on a phone, axe finds
// nothing. Every count goes through the real server: nothing is mocked in the browser.
import { readFile } from 'node:fs/promises';
import { type BrowserContext, devices } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import {
  createMenuViaApi,
  expectNoHorizontalScroll,
  menuCard,
  watchConsole,
} from './support/dashboard';
import { expect, test } from './support/fixtures';
import { openOrdering, placeOrder, tableTokenOf } from './support/orders';

const parisDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

/** A diner's phone: a real phone browser's User-Agent (a headless one is not counted). */
const newPhone = (browser: { newContext: (options: object) => Promise<BrowserContext> }) =>
  browser.newContext({ ...devices['Pixel 7'], locale: 'fr-FR' });

type Stats = {
  days: { views: number; scans: number; orders: number }[];
  dishes: { name: string; views: number }[];
};

test('the owner reads the week’s statistics as charts and tables, and downloads them', async ({
  browser,
  page,
  signedInOwner,
}) => {
  const errors = watchConsole(page);
  const owner = await signedInOwner('Le Comptoir du Marché', 'premium');
  const menuId = await createMenuViaApi(page, 'Carte du jour', [
    { name: 'Bœuf bourguignon', price: '19.90' },
    { name: 'Velouté de potimarron', price: '8.50' },
  ]);
  await openOrdering(page);
  const [table4, table7] = [await tableTokenOf(page, '4'), await tableTokenOf(page, '7')];
  const menu = (await (await page.request.get(`/api/v1/menus/${menuId}`)).json()) as {
    document: { categories: { items: { id: string; name: string }[] }[] };
  };
  const dishId = (name: string) =>
    menu.document.categories[0]?.items.find((item) => item.name === name)?.id;

  // Six visits: three at table 4, two at table 7, one in English without a table.
  const phone = await newPhone(browser);
  const diner = await phone.newPage();
  for (const address of [
    `/u/${owner.id}?t=${table4}`,
    `/u/${owner.id}?t=${table4}`,
    `/u/${owner.id}?t=${table7}`,
    `/u/${owner.id}?t=${table7}`,
    `/u/${owner.id}?t=${table4}`,
    // Last: the page remembers the language, and a later visit would come back in English.
    `/u/${owner.id}?lang=en`,
  ]) {
    await diner.goto(address);
    await expect(diner.getByRole('heading', { level: 1 })).toContainText('Carte du jour');
  }
  // The dishes opened, as the page reports them (POST /api/v1/public/events, a beacon).
  const sent = await diner.evaluate(
    (body) => navigator.sendBeacon('/api/v1/public/events', JSON.stringify(body)),
    {
      menuId,
      events: [
        { type: 'dish_opened', dishId: dishId('Bœuf bourguignon') },
        { type: 'dish_opened', dishId: dishId('Bœuf bourguignon') },
        { type: 'dish_opened', dishId: dishId('Bœuf bourguignon') },
        { type: 'dish_opened', dishId: dishId('Velouté de potimarron') },
      ],
    },
  );
  expect(sent).toBe(true);
  await placeOrder(page, phone.request, menuId, [{ dish: 'Bœuf bourguignon', quantity: 2 }], '4');
  await placeOrder(
    page,
    phone.request,
    menuId,
    [{ dish: 'Velouté de potimarron', quantity: 1 }],
    '7',
  );
  await phone.close();

  // The server writes its counts every few seconds: wait until they are there.
  const today = parisDay();
  const week = { from: parisDay(-6), to: today };
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/v1/stats?from=${today}&to=${today}`);
        const stats = (await response.json()) as Stats;
        const day = stats.days.find(Boolean);
        return [day?.views, day?.scans, day?.orders, stats.dishes.find((d) => d.views)?.views];
      },
      { timeout: 20_000 },
    )
    .toEqual([6, 5, 2, 3]);

  // The dashboard: the menu's week in one line, a link to "Statistiques".
  await page.goto('/dashboard');
  const card = menuCard(page, 'Carte du jour');
  await expect(card.getByRole('link', { name: /^6 vues cette semaine/ })).toBeVisible();
  await card.getByRole('link', { name: /^6 vues cette semaine/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statistiques' })).toBeVisible();
  await expect(page).toHaveTitle('Statistiques · Ardoise');
  // The card's menu, then every menu.
  await expect(page.getByLabel('Menu', { exact: true })).toHaveValue(menuId);
  await expect(page.getByRole('link', { name: 'Télécharger (CSV)' })).toHaveAttribute(
    'href',
    `/api/v1/stats?from=${week.from}&to=${week.to}&menuId=${menuId}&format=csv`,
  );
  await expect(page.getByRole('img', { name: /^Vues par jour : au plus 6/ })).toBeVisible();
  await page.getByLabel('Menu', { exact: true }).selectOption({ label: 'Tous les menus' });
  await expect(page).toHaveURL(new RegExp(`\\?from=${week.from}&to=${week.to}$`));
  await expect(page.getByRole('button', { name: '7 jours' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByLabel('Du', { exact: true })).toHaveValue(week.from);
  await expect(page.getByLabel('Au', { exact: true })).toHaveValue(week.to);

  const figure = (label: string) =>
    page.locator('dl > div').filter({ has: page.getByRole('term').filter({ hasText: label }) });
  await expect(figure('Vues du menu')).toContainText('6');
  await expect(figure('Scans de QR code')).toContainText('5');
  await expect(figure('Commandes')).toContainText('2');
  await expect(figure('Chiffre d’affaires')).toContainText(/48,30\s€/);
  await expect(figure('Ticket moyen')).toContainText(/24,15\s€/);

  // The charts, each an image with its summary.
  await expect(page.getByRole('img', { name: /^Vues par jour : au plus 6/ })).toBeVisible();
  await expect(
    page.getByRole('img', { name: /^Vues par heure de la journée : au plus 6/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'Scans par table : au plus 3 (Table 4).' }),
  ).toBeVisible();
  await expect(
    page.getByRole('img', { name: /^Plats les plus vus : au plus 3 \(Bœuf/ }),
  ).toBeVisible();
  await expectAccessible(page, 'Statistiques, computer');

  // The same figures as tables.
  await page.getByRole('button', { name: 'Voir en tableau : Scans par table' }).click();
  const tables = page.getByRole('table', { name: 'Scans par table' });
  await expect(tables.getByRole('row', { name: /^Table 4/ })).toContainText(/3\s*1/);
  await expect(tables.getByRole('row', { name: /^Table 7/ })).toContainText(/2\s*1/);
  await page
    .getByRole('button', { name: 'Voir en tableau : Plats les plus vus et les plus commandés' })
    .click();
  const dishes = page.getByRole('table', { name: 'Plats les plus vus et les plus commandés' });
  await expect(dishes.getByRole('row').nth(1)).toContainText('Bœuf bourguignon');
  await expect(
    dishes.getByRole('columnheader').filter({ hasText: 'Plus commandés' }),
  ).toBeVisible();
  await expectAccessible(page, 'Statistiques, tables');

  // The CSV file of the week.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Télécharger (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`statistiques-${week.from}-au-${week.to}.csv`);
  const bytes = await readFile(String(await download.path()));
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe(
    "Rubrique;Libellé;Vues;Scans;Commandes;Chiffre d'affaires (€);Encaissé à table (€)",
  );
  expect(lines).toContain('Table;4;;3;1;;');
  expect(lines).toContain('Plat;Bœuf bourguignon;3;;2;;');

  // "30 jours", then a period without visits.
  await page.getByRole('button', { name: '30 jours' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${parisDay(-29)}&to=${today}`));
  await expect(figure('Vues du menu')).toContainText('6');
  await page.getByLabel('Au', { exact: true }).fill(parisDay(-20));
  await expect(page.getByText('Pas encore de visites sur cette période.')).toBeVisible();

  // A phone: readable, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: '7 jours' }).click();
  await expect(page.getByRole('img', { name: /^Vues par jour/ })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page, 'Statistiques, phone');
  expect(errors).toEqual([]);
});
