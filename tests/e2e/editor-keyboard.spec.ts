// Issue 5 "Menu editor", keyboard only: a dish is added, edited and moved without a pointer.
import { createMenuViaApi, watchConsole } from './support/dashboard';
import {
  dishNamesIn,
  dishPanel,
  expectSaved,
  readMenu,
  SAVE_STATUS,
  saveStatus,
  tabTo,
} from './support/editor';
import { expect, test } from './support/fixtures';

test('keyboard only: add a dish, edit it, move it', async ({ page, signedInOwner }) => {
  const errors = watchConsole(page);
  await signedInOwner('Le Clavier');
  const menuId = await createMenuViaApi(page, 'Carte', [{ name: 'Poulet rôti', price: '19' }]);
  await page.goto(`/dashboard/menu/${menuId}/edit`);
  await expect(saveStatus(page)).toHaveText(SAVE_STATUS.saved);

  await tabTo(page, page.getByRole('button', { name: 'Ajouter un plat dans Plats principaux' }));
  await page.keyboard.press('Enter');
  const panel = dishPanel(page);
  await expect(panel.getByLabel('Catégorie')).toBeFocused();
  await tabTo(page, panel.getByLabel('Nom', { exact: true }));
  await page.keyboard.type('Tartare');
  await tabTo(page, panel.getByLabel('Prix'));
  await page.keyboard.type('16,5');
  await tabTo(page, panel.getByRole('button', { name: 'Œufs', exact: true }));
  await page.keyboard.press('Space');
  await tabTo(page, panel.getByRole('button', { name: 'Ajouter', exact: true }));
  await page.keyboard.press('Enter');
  await expect(panel).toBeHidden();
  const rows = page.getByRole('list', { name: 'Plats : Plats principaux' }).getByRole('listitem');
  await expect(rows.nth(1)).toContainText('Tartare16,50 €');

  await tabTo(page, page.getByRole('button', { name: 'Modifier Tartare' }));
  await page.keyboard.press('Enter');
  await tabTo(page, panel.getByLabel('Nom', { exact: true }));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Tartare de bœuf');
  await page.keyboard.press('Enter');
  await expect(panel).toBeHidden();
  await expect(rows.nth(1)).toContainText('Tartare de bœuf');

  // dnd-kit's keyboard sensor: Space picks up, arrows move, Space drops.
  await tabTo(page, page.getByRole('button', { name: 'Déplacer Tartare de bœuf' }), {
    backwards: true,
  });
  // Each step waits for what a screen reader announces (in French).
  await page.keyboard.press('Space');
  await expect(page.getByText('Tartare de bœuf saisi, position 2 sur 2.')).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Tartare de bœuf déplacé en position 1 sur 2.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText('Tartare de bœuf déposé en position 1 sur 2.')).toBeAttached();
  await expect(rows.first()).toContainText('Tartare de bœuf');
  await expectSaved(page);
  const stored = await readMenu(page, menuId);
  expect(dishNamesIn(stored, 'Plats principaux')).toEqual(['Tartare de bœuf', 'Poulet rôti']);
  expect(stored.document.categories[0]?.items[0]).toMatchObject({
    price: '16.50',
    allergens: ['Œufs'],
  });
  expect(errors).toEqual([]);
});
