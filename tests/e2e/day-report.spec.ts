// Issue 24 §6, "Service du jour": after a day of orders (two tables, one order without a table,
// one cancelled, a table closed "Réglé en caisse" in cash), the owner opens the summary from the
// main navigation, reads the figures, downloads the CSV (its bytes checked) and walks to the
// day before and to a range; on a computer and on a phone, axe finds nothing.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { createMenuViaApi, expectNoHorizontalScroll, watchConsole } from './support/dashboard';
import { API_HEADERS } from './support/e2e-env';
import { expect, test } from './support/fixtures';
import { changeOrderStatus, openOrdering, placeOrder } from './support/orders';

const parisDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

/** Table `name`'s open tab closed by staff, the rest paid at the till with `method`. */
async function closeTabAtTill(page: Page, name: string, method: string) {
  const { tabs } = (await (await page.request.get('/api/v1/tabs')).json()) as {
    tabs: { id: string; table: string }[];
  };
  const tab = tabs.find((candidate) => candidate.table === name);
  const closed = await page.request.post(`/api/v1/tabs/${tab?.id}/close`, {
    headers: API_HEADERS,
    data: { method },
  });
  expect(closed.status(), await closed.text()).toBe(200);
}

test('the owner reads the day’s summary, downloads it as CSV, and looks back', async ({
  page,
  request,
  signedInOwner,
}) => {
  const errors = watchConsole(page);
  await signedInOwner('Le Comptoir du Marché', 'premium');
  const menuId = await createMenuViaApi(page, 'Carte du jour', [
    { name: 'Bœuf bourguignon', price: '19.90' },
    { name: 'Velouté de potimarron', price: '8.50' },
  ]);
  await openOrdering(page);
  // `request` carries no owner session: the diners' phones.
  const first = await placeOrder(
    page,
    request,
    menuId,
    [{ dish: 'Bœuf bourguignon', quantity: 2 }],
    '4',
  );
  await placeOrder(page, request, menuId, [{ dish: 'Velouté de potimarron', quantity: 1 }], '7');
  await placeOrder(page, request, menuId, [{ dish: 'Velouté de potimarron', quantity: 1 }]);
  const cancelled = await placeOrder(
    page,
    request,
    menuId,
    [{ dish: 'Velouté de potimarron', quantity: 1 }],
    '4',
  );
  await changeOrderStatus(page, cancelled.id, 'cancelled');
  await changeOrderStatus(page, first.id, 'preparing');
  await changeOrderStatus(page, first.id, 'ready');
  await closeTabAtTill(page, '7', 'cash');

  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Service du jour' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Service du jour' })).toBeVisible();
  await expect(page).toHaveTitle('Service du jour · Ardoise');
  await expect(page.getByLabel('Jour', { exact: true })).toHaveValue(parisDay());

  await expect(page.getByRole('term').first()).toHaveText('Chiffre d’affaires');
  /** A key figure's card: its name (dt) and what it says (dd). */
  const card = (label: string) =>
    page.locator('dl > div').filter({ has: page.getByRole('term').filter({ hasText: label }) });
  await expect(card('Chiffre d’affaires')).toContainText(/56,80\s€/);
  await expect(card('Chiffre d’affaires')).toContainText('3 commandes');
  await expect(card('Couverts')).toContainText('3');
  await expect(card('Couverts')).toContainText('2 tables servies, 1 commande sans table');
  await expect(card('Ticket moyen')).toContainText(/18,93\s€/);
  await expect(card('Encaissé')).toContainText(/8,50\s€/);
  await expect(card('Annulations')).toContainText('1');
  await expect(card('Annulations')).toContainText(/8,50\s€/);

  const services = page.getByRole('table', { name: 'Midi et soir' });
  await expect(
    services
      .getByRole('row', { name: /^Commandes/ })
      .getByRole('cell')
      .last(),
  ).toHaveText('3');
  await expect(
    services
      .getByRole('row', { name: /^Chiffre d’affaires/ })
      .getByRole('cell')
      .last(),
  ).toHaveText(/56,80\s€/);
  const takings = page.getByRole('table', { name: 'Encaissements par moyen de paiement' });
  await expect(takings.getByRole('row', { name: /^Espèces/ })).toContainText(/8,50\s€/);
  const dishes = page.getByRole('table', { name: 'Par plat' });
  await expect(dishes.getByRole('row').nth(1)).toContainText('Bœuf bourguignon');
  await expect(dishes.getByRole('row').nth(1)).toContainText(/39,80\s€/);
  await expect(dishes.getByRole('row', { name: /Velouté de potimarron/ })).toContainText(
    /17,00\s€/,
  );
  await expectAccessible(page, 'Service du jour, computer');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Télécharger (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`service-du-jour-${parisDay()}.csv`);
  const bytes = await readFile(String(await download.path()));
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe('Du;Au;Rubrique;Libellé;Catégorie;Nombre;Montant (€)');
  const [year, month, day] = parisDay().split('-');
  const date = `${day}/${month}/${year}`;
  expect(lines).toContain(`${date};${date};Commandes;Total;;3;56,80`);
  expect(lines).toContain(`${date};${date};Encaissements;Espèces;;1;8,50`);
  expect(lines).toContain(`${date};${date};Plat;Bœuf bourguignon;Plats principaux;2;39,80`);
  expect(lines).toContain(`${date};${date};Annulations;Commandes annulées;;1;8,50`);

  // The day before: nothing yet.
  await page.getByRole('button', { name: 'Jour précédent' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${parisDay(-1)}`));
  await expect(page.getByText('Aucune commande ni aucun encaissement ce jour-là.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Jour suivant' })).toBeEnabled();
  await page.getByRole('button', { name: 'Jour suivant' }).click();
  await expect(page.getByRole('button', { name: 'Jour suivant' })).toBeDisabled();
  await expect(card('Chiffre d’affaires')).toContainText(/56,80\s€/);

  // Yesterday and today together.
  await page.getByRole('switch', { name: 'Plusieurs jours' }).click();
  await page.getByLabel('Du', { exact: true }).fill(parisDay(-1));
  const days = page.getByRole('table', { name: 'Jour par jour' });
  await expect(days.getByRole('row')).toHaveCount(3);
  await expect(page).toHaveURL(new RegExp(`date=${parisDay(-1)}&to=${parisDay()}`));
  await expect(page.getByRole('link', { name: 'Télécharger (CSV)' })).toHaveAttribute(
    'href',
    `/api/v1/reports/day?date=${parisDay(-1)}&to=${parisDay()}&format=csv`,
  );
  // A range ending before it starts is refused before anything is asked.
  await page.getByLabel('Au', { exact: true }).fill(parisDay(-2));
  await expect(page.getByRole('alert')).toHaveText(
    'La fin de la période doit être le jour de début ou un jour suivant.',
  );

  // A phone: readable, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Aujourd’hui' }).click();
  await expect(services).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page, 'Service du jour, phone');
  expect(errors).toEqual([]);
});
