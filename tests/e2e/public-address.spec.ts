// Issue 15 §6: the readable public address, changed in Settings.
import { randomUUID } from 'node:crypto';
import { toasts } from './support/dashboard';
import { expect, test } from './support/fixtures';

test('change the public address: the new one serves the page, the old one redirects', async ({
  page,
  signedInOwner,
  createMenuFor,
}) => {
  const owner = await signedInOwner('Le Comptoir Éphémère');
  await createMenuFor(owner, {
    name: 'Carte du jour',
    categories: [
      {
        id: 'plats',
        name: 'Plats principaux',
        items: [{ id: randomUUID(), name: 'Tartare de bœuf', price: '18.00', allergens: [] }],
      },
    ],
  });
  await page.goto('/dashboard/settings');
  // Below the profile: its form loads as the owner scrolls down to it.
  await page.getByRole('heading', { name: 'Adresse publique' }).scrollIntoViewIfNeeded();
  const field = page.getByRole('textbox', { name: 'Adresse publique' });
  const oldSlug = await field.inputValue();
  expect(oldSlug).toMatch(/^le-comptoir-ephemere(-\d+)?$/);
  const address = page.getByTestId('public-address');
  await expect(address).toHaveText(new RegExp(`/${oldSlug}$`));

  await field.fill('Mauvaise Adresse');
  await page.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
  await expect(page.getByRole('main').getByText(/ne peut contenir que des lettres/)).toBeVisible();

  const newSlug = `comptoir-${Date.now().toString(36)}`;
  await field.fill(newSlug);
  await expect(address).toHaveText(new RegExp(`/${newSlug}$`));
  await page.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
  await expect(toasts(page).getByText('Adresse publique enregistrée')).toBeVisible();

  await page.goto(`/${newSlug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Carte du jour' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/${newSlug}$`),
  );

  const old = await page.request.get(`/${oldSlug}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/${newSlug}`);
  await page.goto(`/${oldSlug}`);
  await expect(page).toHaveURL(new RegExp(`/${newSlug}$`));

  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/${newSlug}</loc>`);
});

test('a profile that could not be loaded says so, and "Réessayer" brings the cards back', async ({
  page,
  signedInOwner,
}) => {
  await signedInOwner('Le Bistrot Coupé');
  // The connection drops for the profile's request, and for its retry.
  let isOffline = true;
  await page.route('**/api/v1/restaurant', (route) =>
    isOffline ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.goto('/dashboard/settings');
  const alerts = page.getByRole('alert').filter({ hasText: 'Impossible de charger le profil' });
  await page.getByRole('heading', { name: 'Adresse publique' }).scrollIntoViewIfNeeded();
  // The profile card and the address card each say it (never "Chargement…" for ever); so does
  // the receipts' card if it came in sight meanwhile.
  await expect(alerts.nth(1)).toBeVisible();

  isOffline = false;
  // Online again, a card that comes into sight now (the receipts') fetches the profile by itself
  // (an error is fetched again when a card appears) and can bring every card back before the
  // click lands: nothing is left to retry then (seen once in CI). Otherwise, the click does it.
  await page
    .getByRole('button', { name: 'Réessayer' })
    .first()
    .click({ timeout: 10_000 })
    .catch(async (error: unknown) => {
      if ((await alerts.count()) > 0) throw error;
    });
  await expect(alerts).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Adresse publique' })).toHaveValue(
    /^le-bistrot-coupe(-\d+)?$/,
  );
});
