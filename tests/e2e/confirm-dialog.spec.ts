// Issue "Groundwork" (forms and dialogs): the one ConfirmDialog keeps a failed confirmation
// open with its French reason, runs it once however fast the taps, and gives the focus back.
import { createMenuViaApi, toasts, watchConsole } from './support/dashboard';
import { expectSaved } from './support/editor';
import { expect, test } from './support/fixtures';

const OFFLINE = 'Connexion impossible. Vérifiez votre réseau, puis réessayez.';

test('a failed deletion stays open with the reason; the retry goes through', async ({
  page,
  signedInOwner,
}) => {
  const errors = watchConsole(page);
  await signedInOwner('Le Relais');
  await createMenuViaApi(page, 'Carte du soir');
  await page.goto('/dashboard');

  let deletions = 0;
  await page.route('**/api/v1/menus/*', async (route) => {
    if (route.request().method() !== 'DELETE') return route.continue();
    deletions += 1;
    return deletions === 1 ? route.abort('internetdisconnected') : route.continue();
  });
  await page.getByRole('button', { name: 'Supprimer le menu Carte du soir' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Supprimer le menu' });
  const confirm = dialog.getByRole('button', { name: 'Supprimer' });
  await confirm.click();
  await expect(dialog.getByRole('alert')).toHaveText(OFFLINE);
  await expect(confirm).toBeFocused();

  await confirm.dblclick();
  await expect(toasts(page).getByText('Menu supprimé')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Mes menus' })).toBeFocused();
  expect(deletions).toBe(2);
  expect(errors.filter((line) => !line.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
});

test('a dialog opened without a trigger gives the focus back to what opened it', async ({
  page,
  signedInOwner,
}) => {
  await signedInOwner('Le Relais');
  const menuId = await createMenuViaApi(page, 'Carte');
  await page.goto(`/dashboard/menu/${menuId}/edit`);
  await expectSaved(page);

  const bin = page.getByRole('button', { name: 'Supprimer la catégorie Plats principaux' });
  await bin.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Supprimer la catégorie' });
  await expect(dialog.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(bin).toBeFocused();
});
