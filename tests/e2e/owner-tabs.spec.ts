// Issue 23 §1 and §5, the staff's side: each table's open tab under the board — total, paid,
// remaining — live as orders arrive; "Clôturer la table" with the till's method ("Réglé en
// caisse") empties it, the closed tab says it was settled at the till and that nothing remains,
// and the next group at the table starts a new tab.
import { createMenuViaApi } from './support/dashboard';
import { API_HEADERS } from './support/e2e-env';
import { expect, test } from './support/fixtures';
import { placeOrder } from './support/orders';

test('the board shows each table’s tab live, and staff close it “Réglé en caisse”', async ({
  page,
  request,
  signedInOwner,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInOwner('Chez Ardoise', 'premium');
  const menuId = await createMenuViaApi(page, 'Carte du soir', [
    { name: 'Bœuf bourguignon', price: '19.90' },
    { name: 'Velouté de potimarron', price: '8.50' },
  ]);
  const opened = await page.request.put('/api/v1/ordering', {
    headers: API_HEADERS,
    data: { open: true },
  });
  expect(opened.status()).toBe(200);
  // `request` carries no owner session: the diners' phones.
  const diner = request;

  await page.goto('/dashboard/orders');
  const tabs = page.getByRole('region', { name: 'Additions ouvertes' });
  await expect(tabs.getByText('Aucune addition ouverte.', { exact: false })).toBeVisible();

  await placeOrder(page, diner, menuId, [{ dish: 'Bœuf bourguignon', quantity: 2 }], '4');
  const card = tabs.getByRole('article', { name: 'Addition Table 4' });
  await expect(card).toContainText('39,80');
  // A second round from another phone joins the same tab, live.
  await placeOrder(page, diner, menuId, [{ dish: 'Velouté de potimarron', quantity: 1 }], '4');
  await expect(card.getByRole('definition').first()).toHaveText(/48,30/);
  await expect(card.getByRole('definition').last()).toHaveText(/48,30/);

  await card.getByRole('button', { name: 'Clôturer la table' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Clôturer Table 4 ?' });
  await expect(dialog).toContainText('Il reste 48,30');
  await dialog.getByRole('button', { name: 'Clôturer' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choisissez le moyen de paiement.');
  await dialog.getByRole('radio', { name: 'Espèces' }).check();
  await dialog.getByRole('button', { name: 'Clôturer' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toBeHidden();
  await expect(tabs.getByText('Aucune addition ouverte.', { exact: false })).toBeVisible();

  // Closed, it says what happened (issue 41 §3): settled at the till in cash, nothing remains.
  const closedList = page.getByText('Additions clôturées', { exact: true });
  await closedList.click();
  const closedCard = page
    .getByRole('list', { name: 'Additions clôturées' })
    .getByRole('article', { name: 'Addition Table 4' });
  const figure = (term: string) =>
    closedCard.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd');
  await expect(figure('Réglé en caisse (Espèces)')).toHaveText(/48,30/);
  await expect(figure('Reste')).toHaveText(/0,00/);
  await expect(figure('Payé')).toHaveText(/0,00/);
  await closedList.click();

  // The next group at table 4 starts an empty tab of its own.
  await placeOrder(page, diner, menuId, [{ dish: 'Velouté de potimarron', quantity: 1 }], '4');
  await expect(card).toContainText('8,50');
  await expect(card).not.toContainText('39,80');
});
