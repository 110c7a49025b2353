// Issue 25 "Importer une carte" on a phone (390×844): a new owner pastes the text of a menu,
// checks the preview, corrects one price, creates the menu and finds it on the diner page.
import { expectAccessible } from './support/a11y';
import { watchConsole } from './support/dashboard';
import { expect, test } from './support/fixtures';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const MENU_TEXT = [
  'Entrées',
  'Tarte fine aux poireaux ........ 9',
  'Soupe à l’oignon gratinée 7,50 €',
  '',
  'Desserts',
  'Crème brûlée 6€50',
  '',
  'Service continu de midi à minuit, réservations conseillées le week-end',
].join('\n');

test('paste a menu, correct a price in the preview, create it and see it on the diner page', async ({
  page,
  signedInOwner,
}) => {
  // Two axe runs, a reload and a second page on a shared machine.
  test.slow();
  const errors = watchConsole(page);
  const owner = await signedInOwner('Bistro Importé');
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Importer une carte' }).first().tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Importer une carte' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Photo' })).toBeVisible();
  await expectAccessible(page, 'import source picker');

  await page.getByLabel('Texte de la carte').fill(MENU_TEXT);
  await page.getByRole('button', { name: 'Lire la carte' }).tap();
  await expect(page).toHaveURL(/\/dashboard\/import\/[0-9a-f-]{36}$/);
  // Read on the server, then shown (a shared machine may take seconds to do both).
  const preview = page.getByRole('heading', { name: 'Aperçu du menu' });
  await expect(preview).toBeVisible({ timeout: 20_000 });

  // The job lives on the server: a reload shows the same preview.
  await page.reload();
  await expect(preview).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('3 plats dans 2 catégories · 1 ligne non reconnue')).toBeVisible();
  await expectAccessible(page, 'import preview');

  // On a phone the source is behind a toggle.
  const sourceToggle = page.getByRole('button', { name: 'Voir le texte d’origine' });
  await expect(page.getByRole('heading', { name: 'Texte d’origine' })).toBeHidden();
  await sourceToggle.tap();
  await expect(page.getByText(/Ligne 8 : Service continu/)).toBeVisible();

  const price = page.getByLabel('Prix (€) de Tarte fine aux poireaux');
  await expect(price).toHaveValue('9.00');
  await price.fill('9,80');
  await page.getByRole('button', { name: 'Créer le menu' }).tap();
  await expect(page).toHaveURL(/\/dashboard\/menu\/[0-9a-f-]{36}\/edit$/, { timeout: 20_000 });

  const diner = await page.context().newPage();
  await diner.goto(`/u/${owner.id}`);
  await expect(diner.getByText('Tarte fine aux poireaux')).toBeVisible({ timeout: 20_000 });
  await expect(diner.getByText('9,80 €').first()).toBeVisible();
  await expect(diner.getByText('Crème brûlée')).toBeVisible();
  expect(errors).toEqual([]);
});
