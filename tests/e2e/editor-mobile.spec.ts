// Issue 5 "Menu editor" on a phone (390×844, touch): the same menu built with the phone layout.
import { createMenuViaApi, toasts, watchConsole } from './support/dashboard';
import {
  createdMenuId,
  dishNamesIn,
  dishPanel,
  expectSaved,
  fillDish,
  readMenu,
  SAVE_STATUS,
  saveStatus,
  touchDrag,
} from './support/editor';
import { expect, test } from './support/fixtures';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('create a menu on a phone: chips, drawer, long-press drag, inline rename, reload', async ({
  page,
  signedInOwner,
}) => {
  const errors = watchConsole(page);
  await signedInOwner('Tapas Bar');
  await page.goto('/dashboard/menu/new');

  await expect(page.getByRole('heading', { level: 1, name: /Nouveau Menu/ })).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/menu-editor-mobile/);
  const chips = page.getByRole('group', { name: 'Filtrer par catégorie' });
  await expect(chips.getByRole('button')).toHaveText([
    'Tout',
    'Entrées',
    'Plats principaux',
    'Boissons',
    'Desserts',
    'Ajouter',
  ]);
  const saveButton = page.getByRole('button', { name: 'Sauvegarder' });
  await expect(saveButton).toBeDisabled();

  await chips.getByRole('button', { name: 'Ajouter une catégorie' }).tap();
  const picker = page.getByRole('dialog', { name: 'Choisissez une catégorie' });
  await picker.getByLabel('Catégorie personnalisée').fill('Tapas');
  await picker.getByRole('button', { name: 'Créer' }).tap();
  await expect(toasts(page).getByText('Catégorie "Tapas" ajoutée')).toBeVisible();
  const menuId = await createdMenuId(page);

  // The chip filters the list; "Ajouter un plat" then targets that category.
  await chips.getByRole('button', { name: 'Tapas' }).tap();
  await expect(page.getByRole('main').getByRole('region')).toHaveCount(1);
  for (const dish of [
    { name: 'Croquetas', price: '12,5', allergens: ['Gluten', 'Lait', 'Œufs'] },
    { name: 'Patatas bravas', price: '7' },
  ]) {
    await page.getByRole('button', { name: 'Ajouter un plat', exact: true }).first().tap();
    await expect(dishPanel(page).getByLabel('Catégorie')).toHaveValue(/^custom-/);
    await fillDish(page, dish);
    await dishPanel(page).getByRole('button', { name: 'Ajouter', exact: true }).tap();
    await expect(dishPanel(page)).toBeHidden();
  }
  const list = page.getByRole('list', { name: 'Plats : Tapas' });
  const rows = list.getByRole('listitem');
  await expect(rows.first()).toContainText('Croquetas12,50 €');
  await expect(rows.first()).toContainText('GlutenŒufs+1');

  await touchDrag(
    page,
    list.getByRole('button', { name: 'Déplacer Patatas bravas' }),
    rows.first(),
  );
  await expect(rows.first()).toContainText('Patatas bravas');
  await page.getByRole('switch', { name: 'Disponible : Croquetas' }).tap();
  await expect(page.getByRole('switch', { name: 'Disponible : Croquetas' })).not.toBeChecked();

  // The name in the header is edited in place; Enter confirms.
  await page.getByRole('button', { name: /Nouveau Menu/ }).tap();
  await page.getByLabel('Nom du menu').fill('Tapas du soir');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /Tapas du soir/ })).toBeVisible();
  await expect(page).toHaveTitle('Tapas du soir - Éditeur de Menu - Ardoise');
  await expectSaved(page);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Tapas du soir/ })).toBeVisible();
  await expect(rows.first()).toContainText('Patatas bravas');
  await expect(rows.nth(1)).toContainText('Croquetas');
  await expect(page.getByRole('switch', { name: 'Disponible : Croquetas' })).not.toBeChecked();
  const stored = await readMenu(page, menuId);
  expect(stored.document.name).toBe('Tapas du soir');
  expect(dishNamesIn(stored, 'Tapas')).toEqual(['Patatas bravas', 'Croquetas']);
  expect(stored.document.categories.find((c) => c.name === 'Tapas')?.items[1]).toMatchObject({
    price: '12.50',
    allergens: ['Gluten', 'Œufs', 'Lait'],
    isActive: false,
  });
  expect(errors).toEqual([]);
});

test('phone: menu settings, the exit dialog, and saving from the bottom bar', async ({
  page,
  signedInOwner,
}) => {
  const errors = watchConsole(page);
  // A controllable clock: the manual save below must not race the 1 s autosave.
  await page.clock.install();
  await signedInOwner('Le Kiosque');
  const menuId = await createMenuViaApi(page, 'Carte', [{ name: 'Crêpe sucre', price: '4' }]);
  await page.goto(`/dashboard/menu/${menuId}/edit`);
  await expect(saveStatus(page)).toHaveText(SAVE_STATUS.saved);

  await page.getByRole('button', { name: 'Paramètres du menu' }).tap();
  const settings = page.getByRole('dialog', { name: 'Paramètres du menu' });
  await expect(settings.getByLabel('Nom du menu')).toHaveValue('Carte');
  await settings.getByLabel('Nom du menu').fill('Carte du kiosque');
  await settings.getByRole('button', { name: 'Valider' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: /Carte du kiosque/ })).toBeVisible();

  // The suggestions open in a bottom drawer; a catalogue dish lands in its category.
  await page.getByRole('button', { name: 'Suggestions de plats' }).tap();
  const suggestions = page.getByRole('dialog', { name: 'Suggestions de plats' });
  await suggestions.getByPlaceholder('Rechercher un plat...').fill('oeufs mimosa');
  await page.clock.pauseAt(Date.now() + 1_000);
  await suggestions.getByRole('button', { name: /Œufs mimosa/ }).tap();
  await page.clock.runFor(500); // the drawer closes; the autosave (1 s) has not fired
  await expect(suggestions).toBeHidden();
  await expect(page.getByRole('list', { name: 'Plats : Entrées' })).toContainText('Œufs mimosa');

  // Saving at once from the bottom bar.
  await page.getByRole('button', { name: 'Sauvegarder' }).tap();
  await page.clock.resume();
  await expect(toasts(page).getByText('Menu sauvegardé avec succès')).toBeVisible();
  await expectSaved(page);

  // Back with an unsaved change: discard or save (spec §2).
  await page.getByRole('button', { name: /Carte du kiosque/ }).tap();
  await page.getByLabel('Nom du menu').fill('');
  await page.getByLabel('Nom du menu').blur();
  await expect(page.getByRole('heading', { level: 1, name: /Menu sans nom/ })).toBeVisible();
  await page.getByRole('button', { name: 'Retour au tableau de bord' }).tap();
  const exit = page.getByRole('alertdialog', { name: "Quitter l'éditeur ?" });
  await expect(exit).toContainText(
    'Vous avez des modifications non sauvegardées. Êtes-vous sûr de vouloir quitter ?',
  );
  await exit.getByRole('button', { name: 'Quitter sans sauvegarder' }).tap();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.locator('body')).not.toHaveClass(/menu-editor-mobile/);
  expect((await readMenu(page, menuId)).document.name).toBe('Carte du kiosque');

  await page.goto(`/dashboard/menu/${menuId}/edit`);
  await expect(page.getByRole('alertdialog')).toHaveCount(0); // the discarded draft is gone
  await page.getByRole('switch', { name: 'Disponible : Crêpe sucre' }).tap();
  await page.getByRole('button', { name: 'Retour au tableau de bord' }).tap();
  await exit.getByRole('button', { name: 'Sauvegarder et quitter' }).tap();
  await expect(page).toHaveURL('/dashboard');
  const stored = await readMenu(page, menuId);
  expect(stored.document.categories[0]?.items[0]?.isActive).toBe(false);
  expect(errors).toEqual([]);
});
