// Issue 5 "Menu editor", saving at 1280×800: offline drafts, conflicts, the unsaved-changes guard.
import type { Page } from '@playwright/test';
import { createMenuViaApi, menuCard, toasts, watchConsole } from './support/dashboard';
import {
  closeWhileOffline,
  expectSaved,
  readMenu,
  SAVE_STATUS,
  saveStatus,
} from './support/editor';
import { expect, test } from './support/fixtures';

/** Lines Chromium itself logs for failed requests (offline, 409): not application errors. */
const appErrors = (errors: string[]) =>
  errors.filter((error) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(error));

async function openEditor(page: Page, menuId: string) {
  await page.goto(`/dashboard/menu/${menuId}/edit`);
  await expect(saveStatus(page)).toHaveText(SAVE_STATUS.saved);
}

test('offline: edits are kept, saved when the network is back, offered back after closing', async ({
  page,
  context,
  signedInOwner,
}) => {
  const errors = watchConsole(page);
  await signedInOwner('Le Refuge');
  const menuId = await createMenuViaApi(page, 'Carte', [{ name: 'Fondue', price: '24' }]);
  await openEditor(page, menuId);

  // Network cut, then back: the same page saves by itself.
  await context.setOffline(true);
  await page.getByLabel('Nom du menu').fill('Carte d’hiver');
  await expect(saveStatus(page)).toHaveText(SAVE_STATUS.offline);
  await context.setOffline(false);
  await expectSaved(page);
  expect((await readMenu(page, menuId)).document.name).toBe('Carte d’hiver');

  // Network cut, tab closed: the draft survives and is offered back.
  await context.setOffline(true);
  await page.getByLabel('Nom du menu').fill('Carte de printemps');
  await page.getByRole('switch', { name: 'Disponible : Fondue' }).click();
  await expect(saveStatus(page)).toHaveText(SAVE_STATUS.offline);
  const release = await closeWhileOffline(page, 'Carte de printemps');
  await context.setOffline(false);

  const again = await context.newPage();
  const againErrors = watchConsole(again);
  await again.goto(`/dashboard/menu/${menuId}/edit`);
  const offer = again.getByRole('alertdialog', { name: 'Modifications non enregistrées' });
  await expect(offer).toContainText('Carte de printemps');
  await release();
  await offer.getByRole('button', { name: 'Reprendre mes modifications' }).click();
  await expect(again.getByLabel('Nom du menu')).toHaveValue('Carte de printemps');
  await expectSaved(again);
  const stored = await readMenu(again, menuId);
  expect(stored.document.name).toBe('Carte de printemps');
  expect(stored.document.categories.find((c) => c.id === 'plats')?.items[0]?.isActive).toBe(false);

  // Once saved, nothing is offered any more.
  await again.reload();
  await expect(saveStatus(again)).toHaveText(SAVE_STATUS.saved);
  await expect(offer).toHaveCount(0);
  expect(appErrors(errors)).toEqual([]);
  expect(againErrors).toEqual([]);
});

test('two tabs: the second save meets the conflict dialog; reload or overwrite', async ({
  context,
  page,
  signedInOwner,
}) => {
  const errors = watchConsole(page);
  await signedInOwner('Chez Nous');
  const menuId = await createMenuViaApi(page, 'Carte');
  const other = await context.newPage();
  await openEditor(page, menuId);
  await openEditor(other, menuId);

  await page.getByLabel('Nom du menu').fill('Carte de la salle');
  await expectSaved(page);
  await other.getByLabel('Nom du menu').fill('Carte du comptoir');
  const conflict = other.getByRole('alertdialog', { name: 'Conflit de modifications' });
  await expect(conflict).toContainText(
    'Ce menu a été modifié ailleurs. Rechargez pour voir la dernière version.',
  );
  await conflict.getByRole('button', { name: 'Recharger la dernière version' }).click();
  await expect(conflict).toBeHidden();
  await expect(other.getByLabel('Nom du menu')).toHaveValue('Carte de la salle');
  await expect(saveStatus(other)).toHaveText(SAVE_STATUS.saved);

  // Again, but this time the second tab keeps its version.
  await page.getByLabel('Nom du menu').fill('Carte de la terrasse');
  await expectSaved(page);
  await other.getByLabel('Nom du menu').fill('Carte du comptoir');
  await conflict.getByRole('button', { name: 'Écraser avec mes modifications' }).click();
  await expectSaved(other);
  expect((await readMenu(page, menuId)).document.name).toBe('Carte du comptoir');
  expect(appErrors(errors)).toEqual([]);
});

test('leaving with unsaved changes asks first: links and "Déconnexion"', async ({
  page,
  context,
  signedInOwner,
}) => {
  const errors = watchConsole(page);
  await signedInOwner('Au Coin');
  const menuId = await createMenuViaApi(page, 'Carte');
  // Another tab shows the dashboard: it follows the saves made in the editor.
  const dashboard = await context.newPage();
  await dashboard.goto('/dashboard');
  await expect(menuCard(dashboard, 'Carte')).toBeVisible();
  await page.goto('/dashboard');
  await expect(menuCard(page, 'Carte')).toBeVisible();
  const dashboardTitle = await page.title();
  await openEditor(page, menuId);
  await expect(page).toHaveTitle('Carte - Éditeur de Menu - Ardoise');

  // An empty name cannot be saved: the change stays unsaved, and leaving asks.
  await page.getByLabel('Nom du menu').fill('');
  await expect(saveStatus(page)).toHaveText('Veuillez donner un nom à votre menu.');
  await page.getByRole('link', { name: 'Accueil' }).click();
  const guard = page.getByRole('alertdialog', { name: 'Navigation en cours' });
  await expect(guard).toContainText(
    'Vous avez des modifications non sauvegardées. Voulez-vous sauvegarder avant de continuer ?',
  );
  await guard.getByRole('button', { name: 'Sauvegarder et continuer' }).click();
  await expect(toasts(page).getByText('Veuillez donner un nom à votre menu.')).toBeVisible();
  await expect(page).toHaveURL(`/dashboard/menu/${menuId}/edit`);
  await page.getByRole('banner').getByRole('button', { name: 'Au Coin' }).click();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await guard.getByRole('button', { name: "Revenir à l'édition" }).click();
  await expect(guard).toBeHidden();
  await expect(page).toHaveURL(`/dashboard/menu/${menuId}/edit`);

  // The autosave starts a second after typing; a save still on its way is unsaved too. Holding
  // it until the question shows keeps the click "before the save", however slow the machine.
  let releaseSave = () => {};
  const saveHeld = new Promise<void>((resolve) => {
    releaseSave = resolve;
  });
  await page.route(`**/api/v1/menus/${menuId}`, async (route) => {
    if (route.request().method() === 'PUT') await saveHeld;
    await route.continue();
  });
  await page.getByLabel('Nom du menu').fill('Carte du jour');
  await page.getByRole('link', { name: 'Retour au tableau de bord' }).click();
  await expect(guard).toBeVisible();
  releaseSave();
  await guard.getByRole('button', { name: 'Sauvegarder et continuer' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page).toHaveTitle(dashboardTitle);
  await expect(menuCard(page, 'Carte du jour')).toBeVisible();
  await expect(menuCard(dashboard, 'Carte du jour')).toBeVisible();
  expect((await readMenu(page, menuId)).document.name).toBe('Carte du jour');
  expect(errors).toEqual([]);
});
