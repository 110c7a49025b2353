// Issue 11 "Billing", in the local billing mode (the e2e server has no Stripe keys and runs on
// localhost): subscribe, come back, use Premium, cancel in the portal, lose it again.
import { createMenuViaApi, menuCard, toasts, watchConsole } from './support/dashboard';
import { expect, test } from './support/fixtures';

const subscription = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Abonnement' });

test('a free owner subscribes, gets Premium, and loses it by cancelling', async ({
  page,
  signedInOwner,
}) => {
  const errors = watchConsole(page);
  await signedInOwner('Le Bistrot du Port');
  await createMenuViaApi(page, 'Carte du midi');

  await page.goto('/dashboard/settings');
  const card = subscription(page);
  await expect(card.getByText('9,99 €')).toBeVisible();
  await expect(card.getByText('Annulable à tout moment')).toBeVisible();
  await expect(card.getByText('Menus illimités')).toBeVisible();
  await card.getByRole('button', { name: 'Passer à Premium' }).click();

  await expect(page).toHaveURL(/\/dev\/billing\/checkout\/cs_local_/);
  await page.getByRole('button', { name: 'Payer' }).click();

  await expect(page).toHaveURL('/dashboard/settings');
  await expect(
    toasts(page).getByText('Votre abonnement a été souscrit avec succès !'),
  ).toBeVisible();
  await expect(card.getByText('Abonnement actif')).toBeVisible();
  const state = await (await page.request.get('/api/v1/billing/subscription')).json();
  const nextPayment = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' }).format(
    new Date(state.currentPeriodEnd),
  );
  expect(Date.parse(state.currentPeriodEnd)).toBeGreaterThan(Date.now() + 27 * 864e5);
  await expect(card.getByText(`Prochain paiement le ${nextPayment}`)).toBeVisible();
  await expect(
    card.getByRole('heading', { name: 'Fonctionnalités Premium activées' }),
  ).toBeVisible();

  // Premium: a second menu, and the choice of the active one.
  await createMenuViaApi(page, 'Carte du soir', [{ name: 'Plat du jour', price: '12' }]);
  await page.goto('/dashboard');
  await expect(page.getByText('Mode Premium')).toBeVisible();
  const evening = menuCard(page, 'Carte du soir');
  await evening.getByRole('switch', { name: /Menu actif/ }).click();
  await expect(evening.getByText('Actif', { exact: true })).toBeVisible();
  await expect(menuCard(page, 'Carte du midi').getByText('Inactif', { exact: true })).toBeVisible();

  // "Gérer mon abonnement" opens the portal in a new tab; "Résilier" ends the subscription.
  await page.goto('/dashboard/settings');
  const popup = page.waitForEvent('popup');
  await card.getByRole('button', { name: /Gérer mon abonnement/ }).click();
  const portal = await popup;
  await expect(portal).toHaveURL(/\/dev\/billing\/portal\/bps_local_/);
  await portal.getByRole('button', { name: 'Résilier' }).click();
  await expect(portal).toHaveURL(/\/dashboard\/settings$/);
  await expect(
    toasts(portal).getByText('Votre abonnement a été mis à jour avec succès'),
  ).toBeVisible();
  await expect(
    subscription(portal).getByRole('button', { name: 'Passer à Premium' }),
  ).toBeVisible();
  await portal.close();

  // Back in the first tab: the free card again, and the second menu read-only.
  await page.bringToFront();
  await page.reload();
  await expect(card.getByRole('button', { name: 'Passer à Premium' })).toBeVisible();
  await expect(card.getByText('Abonnement actif')).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page.getByText('Mode Premium')).toHaveCount(0);
  await expect(menuCard(page, 'Carte du midi').getByText('Menu par défaut')).toBeVisible();
  await expect(menuCard(page, 'Carte du soir').getByText('Lecture seule.')).toBeVisible();
  await expect(page.getByRole('switch')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('leaving the payment page says nothing changed', async ({ page, signedInOwner }) => {
  const errors = watchConsole(page);
  await signedInOwner('Chez Odette');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Passer à Premium' }).click();
  await page.getByRole('link', { name: 'Annuler et revenir à Ardoise' }).click();
  await expect(page).toHaveURL('/dashboard/settings');
  await expect(toasts(page).getByText("L'opération d'abonnement a été annulée")).toBeVisible();
  await expect(
    toasts(page).getByText("Aucun changement n'a été effectué sur votre compte."),
  ).toBeVisible();
  await expect(subscription(page).getByRole('button', { name: 'Passer à Premium' })).toBeVisible();
  expect(errors).toEqual([]);
});
