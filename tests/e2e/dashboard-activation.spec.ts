// Issue 16 point 6: no activation surprises. Activating a menu without dishes asks first; a
// Premium owner with every menu switched off is told which menu the QR code serves.
import { createMenuViaApi, menuCard, watchConsole } from './support/dashboard';
import { expect, test } from './support/fixtures';

test('activating an empty menu asks first; Annuler keeps it off', async ({
  page,
  signedInOwner,
}) => {
  const errors = watchConsole(page);
  await signedInOwner('Chez Paulette', 'premium');
  await createMenuViaApi(page, 'Carte', [{ name: 'Omelette', price: '9.50' }]);
  await createMenuViaApi(page, 'Nouveautés');
  await page.goto('/dashboard');

  const empty = menuCard(page, 'Nouveautés');
  const toggle = empty.getByRole('switch', { name: /Menu actif/ });
  await toggle.click();
  const dialog = page.getByRole('alertdialog', { name: 'Activer le menu Nouveautés ?' });
  await expect(dialog).toContainText('Ce menu ne contient aucun plat.');
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toBeFocused();
  await expect(menuCard(page, 'Carte').getByText('Actif', { exact: true })).toBeVisible();

  await toggle.click();
  await dialog.getByRole('button', { name: 'Activer quand même' }).click();
  await expect(toggle).toBeChecked();
  await expect(empty.getByText('Actif', { exact: true })).toBeVisible();
  await expect
    .poll(async () => {
      const menus = (await (await page.request.get('/api/v1/menus')).json()) as {
        name: string;
        isActive: boolean;
      }[];
      return menus.filter((menu) => menu.isActive).map((menu) => menu.name);
    })
    .toEqual(['Nouveautés']);

  // A menu with dishes switches at once, without a question.
  await menuCard(page, 'Carte').getByRole('switch').click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(menuCard(page, 'Carte').getByRole('switch')).toBeChecked();
  expect(errors).toEqual([]);
});

test('with every menu off, the dashboard says which menu the QR code serves', async ({
  page,
  signedInOwner,
}) => {
  const owner = await signedInOwner('Le Comptoir', 'premium');
  await createMenuViaApi(page, 'Carte d’hiver', [{ name: 'Pot-au-feu', price: '16' }]);
  await createMenuViaApi(page, 'Carte d’été', [{ name: 'Gaspacho', price: '8' }]);
  await page.goto('/dashboard');
  const notice = page.getByRole('status').filter({ hasText: 'Aucun menu n’est actif' });
  await expect(menuCard(page, 'Carte d’hiver').getByText('Actif', { exact: true })).toBeVisible();
  await expect(notice).toHaveCount(0);

  await menuCard(page, 'Carte d’hiver').getByRole('switch').click();
  await expect(notice).toContainText('Votre QR code affiche pour l’instant');
  await expect(notice).toContainText('« Carte d’hiver »');

  // It is true: the owner's QR link serves that menu.
  const diner = await page.request.get(`/u/${owner.id}`);
  expect(diner.status()).toBe(200);
  expect(await diner.text()).toContain('Pot-au-feu');

  await menuCard(page, 'Carte d’été').getByRole('switch').click();
  await expect(notice).toHaveCount(0);
});
