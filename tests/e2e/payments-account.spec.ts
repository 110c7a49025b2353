// Issue 23 §2, §7, in the local payment mode (the e2e server has no Stripe keys and runs on
// localhost): a Premium owner connects the restaurant's Stripe account in one click, sees it
// active, and chooses when diners pay; the choice is kept.
import { toasts, watchConsole } from './support/dashboard';
import { expect, test } from './support/fixtures';

test('a Premium owner connects Stripe in local mode, sees "Actif" and keeps "À la commande"', async ({
  page,
  signedInOwner,
}) => {
  const errors = watchConsole(page);
  await signedInOwner('La Table Connectée', 'premium');

  await page.goto('/dashboard/settings');
  const card = page.getByRole('region', { name: 'Paiements à table' });
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByTestId('payment-account-status')).toHaveText('Non connecté');
  await expect(
    card.getByText('Aucune commission Ardoise, aucun frais pour vos clients.'),
  ).toBeVisible();
  await card.getByRole('button', { name: 'Connecter mon compte Stripe' }).click();

  await expect(page).toHaveURL(/\/dev\/payments\/onboarding\/link_local_/);
  await expect(page.getByText('La Table Connectée')).toBeVisible();
  await page.getByRole('button', { name: 'Connecter' }).click();

  await expect(page).toHaveURL('/dashboard/settings');
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByTestId('payment-account-status')).toHaveText('Actif');
  const timing = card.getByRole('group', { name: 'Quand les clients paient-ils ?' });
  await expect(timing.getByRole('radio', { name: /Après le repas/ })).toBeChecked();
  await expect(card.getByRole('switch', { name: 'Pourboires proposés' })).toBeChecked();

  await timing.getByRole('radio', { name: /À la commande/ }).check();
  await expect(toasts(page).getByText('Réglage enregistré')).toBeVisible();

  await page.reload();
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByTestId('payment-account-status')).toHaveText('Actif');
  await expect(timing.getByRole('radio', { name: /À la commande/ })).toBeChecked();
  await expect(timing.getByRole('radio', { name: /Après le repas/ })).not.toBeChecked();
  expect(errors).toEqual([]);
});
