// Issue 5 "Menu editor": the new menu's draft, "Ignorer", the unload warning.
import type { Page } from '@playwright/test';
import { createMenuViaApi, watchConsole } from './support/dashboard';
import {
  closeWhileOffline,
  createdMenuId,
  expectSaved,
  readMenu,
  SAVE_STATUS,
  saveStatus,
} from './support/editor';
import { expect, test } from './support/fixtures';

const offerIn = (page: Page) =>
  page.getByRole('alertdialog', { name: 'Modifications non enregistrées' });

test('a new menu edited offline is offered back, then created on the server', async ({
  page,
  context,
  signedInOwner,
}) => {
  await signedInOwner('La Cabane');
  await page.goto('/dashboard/menu/new');
  await expect(page.getByLabel('Nom du menu')).toHaveValue('Nouveau Menu');
  await context.setOffline(true);
  await page.getByLabel('Nom du menu').fill('Carte de la plage');
  await expect(saveStatus(page)).toHaveText(SAVE_STATUS.offline);
  const releaseFirst = await closeWhileOffline(page, 'Carte de la plage');
  await context.setOffline(false);

  const again = await context.newPage();
  const errors = watchConsole(again);
  await again.goto('/dashboard/menu/new');
  await expect(offerIn(again)).toContainText('Carte de la plage');
  await releaseFirst();
  await offerIn(again).getByRole('button', { name: 'Reprendre mes modifications' }).click();
  const menuId = await createdMenuId(again);
  await expectSaved(again);
  expect((await readMenu(again, menuId)).document.name).toBe('Carte de la plage');

  // "Ignorer" drops a draft for good: the server's version stays.
  await context.setOffline(true);
  await again.getByLabel('Nom du menu').fill('Brouillon abandonné');
  await expect(saveStatus(again)).toHaveText(SAVE_STATUS.offline);
  const releaseSecond = await closeWhileOffline(again, 'Brouillon abandonné');
  await context.setOffline(false);
  const third = await context.newPage();
  await third.goto(`/dashboard/menu/${menuId}/edit`);
  await expect(offerIn(third)).toContainText('Brouillon abandonné');
  await releaseSecond();
  await offerIn(third).getByRole('button', { name: 'Ignorer' }).click();
  await expect(third.getByLabel('Nom du menu')).toHaveValue('Carte de la plage');
  await third.reload();
  await expect(saveStatus(third)).toHaveText(SAVE_STATUS.saved);
  await expect(offerIn(third)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('closing the tab with unsaved changes warns (beforeunload)', async ({
  page,
  signedInOwner,
}) => {
  await signedInOwner('Le Phare');
  const menuId = await createMenuViaApi(page, 'Carte');
  await page.goto(`/dashboard/menu/${menuId}/edit`);
  await expect(saveStatus(page)).toHaveText(SAVE_STATUS.saved);
  // An empty name cannot be saved, so the change stays unsaved.
  await page.getByLabel('Nom du menu').fill('');
  await expect(saveStatus(page)).toHaveText('Veuillez donner un nom à votre menu.');
  const dialog = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  expect((await dialog).type()).toBe('beforeunload');
  await (await dialog).accept();
});

test('the new menu takes its address without interrupting the owner', async ({
  page,
  signedInOwner,
}) => {
  const errors = watchConsole(page);
  await signedInOwner('Le Fil');
  await page.goto('/dashboard/menu/new');
  const name = page.getByLabel('Nom du menu');
  await name.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' du soir');
  const menuId = await createdMenuId(page); // created by the autosave, one second later
  await expect(name).toBeFocused();
  await page.keyboard.type(' et du midi');
  await expect(name).toHaveValue('Nouveau Menu du soir et du midi');
  await expectSaved(page);
  expect((await readMenu(page, menuId)).document.name).toBe('Nouveau Menu du soir et du midi');
  expect(errors).toEqual([]);
});
