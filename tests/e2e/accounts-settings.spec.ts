// Issue "Accounts": settings (rename, password, deletion) and the phone layout of the shell.
import type { Page } from '@playwright/test';
import { API_HEADERS } from './support/e2e-env';
import { expect, test } from './support/fixtures';

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

test('rename the restaurant, change the password, delete the account', async ({
  page,
  signedInOwner,
}) => {
  const owner = await signedInOwner('Chez Marcel');
  await page.goto('/');
  await expect(page).toHaveURL('/dashboard'); // signed-in owners skip the sign-in screen
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();

  const name = page.getByLabel('Nom du restaurant');
  await expect(name).toHaveValue('Chez Marcel');
  await name.fill('   ');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(
    page.getByRole('main').getByText('Le nom du restaurant ne peut pas être vide.'),
  ).toBeVisible();
  await expect(toasts(page).getByText('Erreur', { exact: true })).toBeVisible();

  await name.fill('Chez Marcel et Fils');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(toasts(page).getByText('Paramètres sauvegardés')).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Chez Marcel et Fils' }),
  ).toBeVisible();

  const newPassword = 'Encore une phrase de passe';
  await page.getByLabel('Mot de passe actuel', { exact: true }).fill('Pas le bon mot de passe');
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
  await expect(page.getByText('Mot de passe actuel incorrect.')).toBeVisible();
  await page.getByLabel('Mot de passe actuel', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
  await expect(toasts(page).getByText('Mot de passe mis à jour')).toBeVisible();

  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText(/droit à l'effacement/)).toBeVisible();
  await expect(dialog.getByLabel('Mot de passe', { exact: true })).toBeFocused();
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(owner.password);
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(dialog.getByText('Mot de passe incorrect.')).toBeVisible();
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(newPassword);
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(page).toHaveURL('/login');
  await expect(toasts(page).getByText('Compte supprimé')).toBeVisible();

  const session = await page.request.get('/api/auth/get-session');
  expect(await session.json()).toBeNull();
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    headers: API_HEADERS,
    data: { email: owner.email, password: newPassword },
  });
  expect(signIn.status()).toBe(401);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the main links move into the restaurant menu', async ({ page, createOwner }) => {
    // Signs in through the sign-in form: the real flow.
    const owner = await createOwner({ restaurantName: 'Le Petit Zinc' });
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(owner.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(owner.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(toasts(page).getByText('Connexion réussie')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bienvenue, Le Petit Zinc' }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden();

    const openMenu = () => page.getByRole('button', { name: 'Le Petit Zinc' }).click();
    await openMenu();
    const menu = page.getByRole('menu');
    for (const label of [
      'Accueil',
      'Créer un menu',
      'Commandes',
      'Service du jour',
      'QR Code',
      'Paramètres',
    ]) {
      await expect(menu.getByRole('menuitem', { name: label })).toBeVisible();
    }
    await expect(menu.getByRole('menuitem', { name: 'Accueil' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await menu.getByRole('menuitem', { name: 'QR Code' }).click();
    await expect(page).toHaveURL('/dashboard/qr-code');
    await expect(
      page.getByRole('heading', { level: 1, name: 'QR Code pour votre restaurant' }),
    ).toBeVisible();

    await openMenu();
    await menu.getByRole('menuitem', { name: 'Paramètres' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();

    await openMenu();
    await menu.getByRole('menuitem', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL('/');
    await page.goto('/dashboard/settings');
    await expect(page).toHaveURL('/login');
  });
});
