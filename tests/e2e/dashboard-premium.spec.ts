// Issue 4 "Mes menus" (Premium): choosing the active menu, optimistic and rolled back on refusal.
import { createMenuViaApi, menuCard, menuCards, toasts, watchConsole } from './support/dashboard';
import { expect, test } from './support/fixtures';

test('a Premium owner chooses the active menu; exactly one card says "Actif"', async ({
  page,
  signedInOwner,
}) => {
  const errors = watchConsole(page);
  await signedInOwner('Chez Marcel', 'premium');
  await createMenuViaApi(page, 'Carte du soir'); // the first menu becomes the active one
  await createMenuViaApi(page, 'Brunch du dimanche', [{ name: 'Plat du jour', price: '12' }]);
  await page.goto('/dashboard');
  await expect(page.getByText('Mode Premium')).toBeVisible();

  const evening = menuCard(page, 'Carte du soir');
  const brunch = menuCard(page, 'Brunch du dimanche');
  const active = menuCards(page).getByText('Actif', { exact: true });
  await expect(evening.getByText('Actif', { exact: true })).toBeVisible();
  await expect(brunch.getByText('Inactif', { exact: true })).toBeVisible();
  await expect(active).toHaveCount(1);

  await brunch.getByRole('switch', { name: /Menu actif/ }).click();
  await expect(brunch.getByRole('switch')).toBeChecked();
  await expect(brunch.getByText('Actif', { exact: true })).toBeVisible();
  await expect(evening.getByRole('switch')).not.toBeChecked();
  await expect(evening.getByText('Inactif', { exact: true })).toBeVisible();
  await expect(active).toHaveCount(1);
  await expect
    .poll(async () => {
      const menus = (await (await page.request.get('/api/v1/menus')).json()) as {
        name: string;
        isActive: boolean;
      }[];
      return menus.filter((menu) => menu.isActive).map((menu) => menu.name);
    })
    .toEqual(['Brunch du dimanche']);

  // Deactivating leaves no active menu: the customer preview has nothing to show.
  await brunch.getByRole('switch').click();
  await expect(active).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Aperçu client' })).toBeDisabled();
  await page.reload();
  await expect(menuCards(page).getByText('Inactif', { exact: true })).toHaveCount(2);

  // An inactive menu can still be previewed by its owner.
  await page.getByRole('link', { name: 'Aperçu du menu Brunch du dimanche' }).click();
  await expect(page.getByText('Ce menu est inactif')).toBeVisible();
  const frame = page.frameLocator('iframe[title^="Aperçu du menu Brunch du dimanche"]');
  await expect(frame.getByRole('heading', { name: 'Brunch du dimanche' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a refused toggle is rolled back, with the server message', async ({
  page,
  signedInOwner,
  setPlan,
}) => {
  const owner = await signedInOwner('Le Zinc', 'premium');
  await createMenuViaApi(page, 'Midi');
  await createMenuViaApi(page, 'Soir', [{ name: 'Plat du jour', price: '12' }]);
  await page.goto('/dashboard');
  const evening = menuCard(page, 'Soir');
  await expect(evening.getByRole('switch')).not.toBeChecked();

  // The plan changes behind the page's back: the server now refuses the toggle.
  await setPlan(owner, 'free');
  await evening.getByRole('switch').click();
  await expect(
    toasts(page).getByText("Fonctionnalité Premium requise pour gérer l'activation des menus"),
  ).toBeVisible();
  // Back to what the server holds, on the free plan: no switches, the oldest menu is the default.
  await expect(evening.getByText('Inactif', { exact: true })).toBeVisible();
  await expect(menuCard(page, 'Midi').getByText('Menu par défaut')).toBeVisible();
  await expect(page.getByRole('switch')).toHaveCount(0);
});

test('back on the free plan: the oldest menu is the default, the others are read-only', async ({
  page,
  signedInOwner,
  setPlan,
}) => {
  const owner = await signedInOwner('La Cantine', 'premium');
  await createMenuViaApi(page, 'Carte principale');
  const brunchId = await createMenuViaApi(page, 'Carte du brunch');
  await setPlan(owner, 'free');
  await page.goto('/dashboard');

  await expect(
    page.getByText('Seul votre premier menu est actif dans la version gratuite'),
  ).toBeVisible();
  await expect(menuCard(page, 'Carte principale').getByText('Menu par défaut')).toBeVisible();
  const brunch = menuCard(page, 'Carte du brunch');
  await expect(brunch.getByText('Inactif', { exact: true })).toBeVisible();
  await expect(brunch.getByText('Lecture seule.')).toBeVisible();
  await expect(brunch.getByRole('link', { name: /^Modifier/ })).toHaveCount(0);
  await expect(brunch.getByRole('link', { name: /^Consulter/ })).toHaveAttribute(
    'href',
    `/dashboard/menu/${brunchId}/edit`,
  );
  await expect(page.getByRole('switch')).toHaveCount(0);
  // Still deletable.
  await brunch.getByRole('button', { name: 'Supprimer le menu Carte du brunch' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(menuCards(page)).toHaveCount(1);
  await expect(
    page.getByText('Seul votre premier menu est actif dans la version gratuite'),
  ).toBeHidden();
});

test('"Dupliquer" copies a Premium menu, inactive; free owners do not see it', async ({
  page,
  signedInOwner,
}) => {
  const errors = watchConsole(page);
  await signedInOwner('Chez Marcel', 'premium');
  await createMenuViaApi(page, 'Carte du soir', [{ name: 'Steak frites', price: '19' }]);
  await page.goto('/dashboard');
  const duplicate = page.getByRole('button', { name: 'Dupliquer le menu Carte du soir' });
  // A double tap makes one copy.
  await duplicate.dblclick();
  await expect(toasts(page)).toContainText('« Carte du soir (copie) » a été créé');
  const copy = menuCard(page, 'Carte du soir (copie)');
  await expect(copy.getByText('Inactif', { exact: true })).toBeVisible();
  await expect(copy.getByText('1 plat')).toBeVisible();
  await expect(menuCards(page)).toHaveCount(2);
  expect(errors).toEqual([]);
});
