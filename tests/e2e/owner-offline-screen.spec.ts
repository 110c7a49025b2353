// A screen's code comes with its first visit (each screen is its own chunk). An owner whose
// phone lost the network taps a screen not loaded yet: the app says so in French, inside the
// dashboard, and "Réessayer" brings the screen once the network is back.
import { expect, test } from './support/fixtures';

test('a screen that cannot load offline says so in French; "Réessayer" loads it back online', async ({
  page,
  signedInOwner,
}) => {
  await signedInOwner('Le Relais Sans Réseau');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /Bienvenue/ })).toBeVisible();

  await page.context().setOffline(true);
  await page.getByRole('navigation').getByRole('link', { name: 'QR Code' }).click();
  await expect(
    page.getByRole('heading', { name: 'Cette page n’a pas pu être chargée' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Vérifiez votre connexion');
  // Inside the dashboard: its header is still there to go elsewhere.
  await expect(page.getByRole('link', { name: 'Accueil' }).first()).toBeVisible();

  await page.context().setOffline(false);
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page).toHaveURL('/dashboard/qr-code');
  await expect(
    page.getByRole('heading', { name: 'Cette page n’a pas pu être chargée' }),
  ).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
