// Issue 41 §2, in Chromium: a diner opens Checkout for the table's bill and walks away. The
// board shows the payment in progress on the table's tab ("En cours de paiement · 19,90 € ·
// depuis … min"), staff cancel it (the Checkout Session is expired: the diner's page can no
// longer pay), and the table then closes "Réglé en caisse". Local payment mode, as the other
// payment specs; the pages send only what a browser sends.
import type { Page } from '@playwright/test';
import { createMenuViaApi, watchConsole } from './support/dashboard';
import { API_HEADERS } from './support/e2e-env';
import { expect, test } from './support/fixtures';
import { tableTokenOf } from './support/orders';

/** The restaurant connects its (local) Stripe account, as in Paramètres. */
async function takeTablePayments(owner: Page) {
  const link = await owner.request.post('/api/v1/payments/account/link', { headers: API_HEADERS });
  expect(link.status(), await link.text()).toBe(200);
  await owner.goto((await link.json()).url);
  await owner.getByRole('button', { name: 'Connecter' }).click();
  await owner.waitForURL(/\/dashboard/);
  const settings = await owner.request.put('/api/v1/payments/settings', {
    headers: API_HEADERS,
    data: { when: 'after', tips: true },
  });
  expect(settings.status(), await settings.text()).toBe(200);
}

test('staff cancel a payment a diner left in Checkout, then close the table “Réglé en caisse”', async ({
  page: owner,
  browser,
  signedInOwner,
}) => {
  test.setTimeout(120_000);
  const account = await signedInOwner('Chez Ardoise', 'premium');
  await createMenuViaApi(owner, 'Carte du soir', [{ name: 'Bœuf bourguignon', price: '19.90' }]);
  const token = await tableTokenOf(owner, '4');
  const opened = await owner.request.put('/api/v1/ordering', {
    headers: API_HEADERS,
    data: { open: true },
  });
  expect(opened.status()).toBe(200);
  await takeTablePayments(owner);

  // The diner orders at table 4, opens the bill and goes to Checkout for all of it.
  const phone = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
  });
  const diner = await phone.newPage();
  const errors = watchConsole(diner);
  await diner.goto(`/u/${account.id}?t=${token}`);
  await diner.getByRole('button', { name: 'Ajouter Bœuf bourguignon au panier' }).click();
  await diner.getByRole('button', { name: /^Voir le panier/ }).click();
  await diner.getByRole('dialog').getByRole('button', { name: 'Envoyer la commande' }).click();
  await expect(diner.locator('.order-pills .pill').last()).toBeVisible();
  await diner.locator('header').getByRole('button', { name: 'L’addition', exact: true }).click();
  const bill = diner.getByRole('dialog', { name: 'L’addition · Table 4' });
  await bill.getByRole('radio', { name: 'Tout payer' }).check();
  await bill.getByRole('radio', { name: 'Sans pourboire' }).check();
  await bill.getByRole('button', { name: 'Payer 19,90 €' }).click();
  await diner.waitForURL(/\/dev\/payments\/checkout\//);
  // …and walks away, the Checkout page left open.

  await owner.goto('/dashboard/orders');
  const card = owner
    .getByRole('region', { name: 'Additions ouvertes' })
    .getByRole('article', { name: 'Addition Table 4' });
  const inProgress = card.getByRole('list', { name: 'Paiements en cours' });
  await expect(inProgress).toHaveText(/^En cours de paiement · 19,90\s€ · depuis \d+ min/);

  // Closing is refused while the share is held, and says what to do.
  await card.getByRole('button', { name: 'Clôturer la table' }).click();
  const closing = owner.getByRole('alertdialog', { name: 'Clôturer Table 4 ?' });
  await closing.getByRole('radio', { name: 'Espèces' }).check();
  await closing.getByRole('button', { name: 'Clôturer' }).click();
  await expect(closing.getByRole('alert')).toContainText('Un paiement est en cours');
  await closing.getByRole('button', { name: 'Retour' }).click();
  await expect(closing).toBeHidden();

  // Staff cancel it, after confirming.
  await inProgress.getByRole('button', { name: 'Annuler le paiement de 19,90 €' }).click();
  const confirm = owner.getByRole('alertdialog', { name: 'Annuler ce paiement en cours ?' });
  await expect(confirm).toContainText('redevient à payer');
  await confirm.getByRole('button', { name: 'Annuler le paiement' }).click();
  await expect(confirm).toBeHidden();
  await expect(inProgress).toBeHidden();
  await expect(card.getByRole('definition').last()).toHaveText(/19,90/);

  // The diner's Checkout can no longer take the payment.
  await diner.reload();
  await expect(diner.getByRole('status')).toHaveText(
    'Cette session de paiement a expiré : aucun montant n’a été débité.',
  );
  await expect(diner.getByRole('button', { name: 'Payer', exact: true })).toHaveCount(0);

  // The table closes "Réglé en caisse".
  await card.getByRole('button', { name: 'Clôturer la table' }).click();
  await expect(closing).toContainText('Il reste 19,90');
  await closing.getByRole('radio', { name: 'Espèces' }).check();
  await closing.getByRole('button', { name: 'Clôturer' }).click();
  await expect(closing).toBeHidden();
  await expect(card).toBeHidden();
  expect(errors).toEqual([]);
  await phone.close();
});
