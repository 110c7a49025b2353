// Issue "Groundwork" (one error format): a request the server refuses as cross-site reaches the
// owner as the server's French message, from the accounts API and from the menus API alike.
import type { Page } from '@playwright/test';
import { createMenuViaApi } from './support/dashboard';
import { expect, test } from './support/fixtures';

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const CSRF_MESSAGE = 'Requête refusée : origine non autorisée.';

/** Makes the browser's next writes to `pattern` look forged (another site's Origin). */
async function forgeOrigin(page: Page, pattern: string) {
  await page.route(pattern, async (route) => {
    if (route.request().method() === 'GET') return route.continue();
    // Sent by Playwright itself: a browser will not let a page forge its own Origin.
    const headers = { ...route.request().headers(), origin: 'https://evil.example' };
    const response = await route.fetch({ headers });
    return route.fulfill({ response });
  });
}

test('a refused write shows the French reason, never "le serveur ne répond pas"', async ({
  page,
  signedInOwner,
}) => {
  await signedInOwner('Chez Odette');

  await page.goto('/dashboard/settings');
  await forgeOrigin(page, '**/api/auth/update-user');
  await page.getByLabel('Nom du restaurant').fill('Chez Odette et Fils');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(toasts(page).getByText(CSRF_MESSAGE)).toBeVisible();
  await expect(toasts(page).getByText(/ne répond pas/)).toHaveCount(0);

  await createMenuViaApi(page, 'Carte unique');
  await page.goto('/dashboard');
  await forgeOrigin(page, '**/api/v1/menus/*');
  await page.getByRole('button', { name: 'Supprimer le menu Carte unique' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  // A refused confirmation keeps its dialog open and says why there.
  await expect(dialog.getByRole('alert')).toHaveText(CSRF_MESSAGE);
});
