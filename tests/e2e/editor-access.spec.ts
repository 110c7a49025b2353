// Issue 5 "Menu editor": what the plan allows (read-only menus, one menu on free), unknown menus.
import { createMenuViaApi, watchConsole } from './support/dashboard';
import { expect, test } from './support/fixtures';

test('a free owner opens a menu beyond the free one read-only; unknown menus say so', async ({
  page,
  signedInOwner,
  setPlan,
}) => {
  const errors = watchConsole(page);
  const owner = await signedInOwner('Chez Paul', 'premium');
  await createMenuViaApi(page, 'Carte principale');
  const second = await createMenuViaApi(page, 'Carte du brunch', [
    { name: 'Pancakes', price: '9' },
  ]);
  await setPlan(owner, 'free');

  await page.goto(`/dashboard/menu/${second}/edit`);
  await expect(
    page.getByText(
      'Ce menu ne peut pas être modifié dans la version gratuite. Passez à Premium pour modifier tous vos menus.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Passer à Premium' })).toHaveAttribute(
    'href',
    '/dashboard/settings',
  );
  await expect(page.getByText('Pancakes')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sauvegarder' })).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);

  await page.goto('/dashboard/menu/00000000-0000-4000-8000-000000000000/edit');
  await expect(page.getByText('Erreur : Impossible de charger les données du menu')).toBeVisible();
  await page.getByRole('link', { name: 'Retour au tableau de bord' }).click();
  await expect(page).toHaveURL('/dashboard');
  // The 404 of the unknown menu is the browser's own console line, not an application error.
  expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
});

test('a free owner who has a menu is told why "Créer un menu" cannot make another', async ({
  page,
  signedInOwner,
}) => {
  const errors = watchConsole(page);
  await signedInOwner('Le Petit Coin');
  await createMenuViaApi(page, 'Carte');
  await page.goto('/dashboard/menu/new');
  await expect(
    page.getByText(
      "Vous ne pouvez créer qu'un seul menu avec la version gratuite. Passez à Premium pour créer des menus illimités !",
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Passer à Premium' })).toHaveAttribute(
    'href',
    '/dashboard/settings',
  );
  await expect(page.getByLabel('Nom du menu')).toHaveCount(0);
  expect(errors).toEqual([]);
});
