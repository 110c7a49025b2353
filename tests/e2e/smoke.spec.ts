import { expect, test } from './support/fixtures';

test('the sign-in page renders in French', async ({ page }) => {
  const response = await page.goto('/login');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveTitle(/Ardoise/);
  await expect(page.getByRole('heading', { level: 1, name: 'Espace restaurateur' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Connexion' })).toBeVisible();
});

test('an unknown path shows the 404 page with status 404', async ({ page }) => {
  // Two segments: a single one like /cette-page is a restaurant address (issue 15 §6), whose
  // 404 is the diner's "Menu non disponible" page.
  const response = await page.goto('/cette-page/n-existe-pas');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page non trouvée' })).toBeVisible();
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL('/');
});

test('the owner app loads without console errors (no CSP violation)', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // Signed out, the dashboard sends the browser to the sign-in screen.
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Espace restaurateur' })).toBeVisible();
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
  await page.goto('/reset-password');
  await expect(page.getByText('Lien invalide')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the browser accepts every header it is sent: no warning on any kind of page', async ({
  page,
  createOwner,
  createMenuFor,
}) => {
  // Chromium logs a header it does not understand ("Unrecognized feature: 'bluetooth'" in
  // Permissions-Policy) as a console warning on every page.
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  const owner = await createOwner({ restaurantName: 'Le Zinc', plan: 'premium' });
  await createMenuFor(owner, { name: 'Carte', categories: [] });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Espace restaurateur' })).toBeVisible();
  await page.goto(`/u/${owner.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/cette-page/n-existe-pas');
  await expect(page.getByRole('heading', { name: '404 Page non trouvée' })).toBeVisible();
  expect(warnings.filter((text) => !text.includes('404 (Not Found)'))).toEqual([]);
});
