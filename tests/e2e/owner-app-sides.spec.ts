// Issue 16 point 1: the sign-in screens load without the dashboard's libraries (main.tsx picks a
// side by path). Going from one side to the other keeps the page: no reload, and a new owner
// sees nothing of the previous one.
import { createMenuViaApi, menuCard, toasts, watchConsole } from './support/dashboard';
import { expect, test } from './support/fixtures';

test('the dashboard hands over to the sign-in screen and back without a page load', async ({
  page,
  createOwner,
  signedInOwner,
}) => {
  const errors = watchConsole(page);
  await signedInOwner('Chez Alice');
  await createMenuViaApi(page, 'Carte d’Alice');
  const bob = await createOwner({ restaurantName: 'Chez Bob' });

  await page.goto('/dashboard');
  await expect(menuCard(page, 'Carte d’Alice')).toBeVisible();
  await page.evaluate(() => {
    (window as Window & { samePage?: boolean }).samePage = true;
  });

  // Alice's session ends elsewhere; the dashboard finds out when the tab is back in view.
  await page.context().clearCookies();
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('tab', { name: 'Connexion' })).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill(bob.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(bob.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(toasts(page).getByText('Connexion réussie')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue, Chez Bob' })).toBeVisible();
  await expect(page.getByText("Vous n'avez pas encore créé de menu")).toBeVisible();
  await expect(menuCard(page, 'Carte d’Alice')).toHaveCount(0);
  expect(await page.evaluate(() => (window as Window & { samePage?: boolean }).samePage)).toBe(
    true,
  );
  // Chromium logs the 401s of the ended session's last requests: not the app's errors.
  expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
});
