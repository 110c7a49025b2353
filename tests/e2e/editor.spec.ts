// Issue 5 "Menu editor" at 1280×800: build a menu, categories, suggestions, read-only menus.
import { createMenuViaApi, toasts, watchConsole } from './support/dashboard';
import {
  addDish,
  createdMenuId,
  dishNamesIn,
  dishPanel,
  expectSaved,
  mouseDrag,
  readMenu,
  SAVE_STATUS,
  saveStatus,
} from './support/editor';
import { expect, test } from './support/fixtures';

test('create a menu: custom category, dishes, drag, availability, rename, reload', async ({
  page,
  signedInOwner,
}) => {
  const errors = watchConsole(page);
  await signedInOwner('Chez Lucie');
  await page.goto('/dashboard/menu/new');

  await expect(page.getByRole('heading', { level: 1, name: 'Éditeur de Menu' })).toBeVisible();
  await expect(page).toHaveTitle('Nouveau Menu - Éditeur de Menu - Ardoise');
  const name = page.getByLabel('Nom du menu');
  await expect(name).toHaveValue('Nouveau Menu');
  const sidebar = page.getByRole('complementary', { name: 'Catégories' });
  for (const core of ['Entrées', 'Plats principaux', 'Desserts', 'Boissons']) {
    await expect(sidebar.getByRole('button', { name: new RegExp(`^${core}`) })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Sauvegarder' })).toBeDisabled();

  // A custom category, refused empty or twice.
  await sidebar.getByRole('button', { name: 'Ajouter une catégorie' }).click();
  const picker = page.getByRole('dialog', { name: 'Choisissez une catégorie' });
  await picker.getByRole('button', { name: 'Créer' }).click();
  await expect(picker.getByRole('alert')).toHaveText(
    'Le nom de la catégorie ne peut pas être vide',
  );
  await picker.getByLabel('Catégorie personnalisée').fill('Pizzas');
  await picker.getByRole('button', { name: 'Créer' }).click();
  await expect(toasts(page).getByText('Catégorie "Pizzas" ajoutée')).toBeVisible();
  await expect(picker).toBeHidden();
  await sidebar.getByRole('button', { name: 'Ajouter une catégorie' }).click();
  await picker.getByLabel('Catégorie personnalisée').fill('pizzas');
  await picker.getByRole('button', { name: 'Créer' }).click();
  await expect(picker.getByRole('alert')).toHaveText(
    'La catégorie "pizzas" existe déjà dans votre menu.',
  );
  await picker.getByRole('button', { name: 'Fermer' }).click();

  // The first change creates the menu; the address follows without reloading the editor.
  const menuId = await createdMenuId(page);
  await expect(page.getByRole('heading', { name: /^Pizzas/ })).toBeVisible();

  await addDish(page, 'Pizzas', {
    name: 'Margherita',
    price: '12,5',
    allergens: ['Gluten', 'Lait'],
  });
  await addDish(page, 'Pizzas', { name: 'Regina', price: '14' });
  const pizzas = page.getByRole('list', { name: 'Plats : Pizzas' });
  const rows = pizzas.getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Margherita');
  await expect(rows.first()).toContainText('12,50 €');
  await expect(rows.first()).toContainText('GlutenLait');

  // Drag Regina above Margherita, then hide Margherita from diners.
  await mouseDrag(page, pizzas.getByRole('button', { name: 'Déplacer Regina' }), rows.first());
  await expect(rows.first()).toContainText('Regina');
  // The rows slide to their new places (dnd-kit's transition): a tap lands where the switch is
  // once they are there (CI once saw a click right after the drop toggle nothing).
  for (const row of await rows.all()) await expect(row).toHaveCSS('transform', 'none');
  await page.getByRole('switch', { name: 'Disponible : Margherita' }).click();
  await expect(page.getByRole('switch', { name: 'Disponible : Margherita' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Disponible : Regina' })).toBeChecked();

  await name.fill('Carte du midi');
  await expect(page).toHaveTitle('Carte du midi - Éditeur de Menu - Ardoise');
  await expect(saveStatus(page)).toHaveText(SAVE_STATUS.dirty);
  await expectSaved(page);

  await page.reload();
  await expect(page.getByLabel('Nom du menu')).toHaveValue('Carte du midi');
  await expect(rows.first()).toContainText('Regina');
  await expect(rows.nth(1)).toContainText('Margherita');
  await expect(page.getByRole('switch', { name: 'Disponible : Margherita' })).not.toBeChecked();
  const stored = await readMenu(page, menuId);
  expect(stored.document.name).toBe('Carte du midi');
  expect(dishNamesIn(stored, 'Pizzas')).toEqual(['Regina', 'Margherita']);
  const margherita = stored.document.categories
    .find((category) => category.name === 'Pizzas')
    ?.items.find((dish) => dish.name === 'Margherita');
  expect(margherita).toMatchObject({
    price: '12.50',
    allergens: ['Gluten', 'Lait'],
    isActive: false,
  });
  expect(errors).toEqual([]);
});

test('categories: delete with confirmation, empty state, suggestions, stock images', async ({
  page,
  signedInOwner,
}) => {
  const errors = watchConsole(page);
  await signedInOwner('Le Bistrot');
  const menuId = await createMenuViaApi(page, 'Carte', [{ name: 'Steak frites', price: '18' }]);
  await page.goto(`/dashboard/menu/${menuId}/edit`);
  await expect(saveStatus(page)).toHaveText(SAVE_STATUS.saved);

  // A loaded menu shows its stored categories only: the core ones are for new menus.
  const sidebar = page.getByRole('complementary', { name: 'Catégories' });
  await expect(sidebar.getByRole('button', { name: /^Plats principaux/ })).toBeVisible();
  await expect(sidebar.getByRole('button', { name: /^(Entrées|Desserts|Boissons)/ })).toHaveCount(
    0,
  );
  for (const category of ['Plats principaux']) {
    await page.getByRole('button', { name: `Supprimer la catégorie ${category}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Supprimer la catégorie' });
    await expect(confirm).toContainText(
      `Êtes-vous sûr de vouloir supprimer la catégorie ${category} ? Cette action supprimera également tous les plats associés.`,
    );
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(toasts(page).getByText(`Catégorie "${category}" supprimée`)).toBeVisible();
  }
  await expect(page.getByText('Commencer par ajouter des catégories à votre menu')).toBeVisible();
  await expect(page.getByText('Aucune catégorie', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter un plat', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Desserts', exact: true }).click();
  await expect(toasts(page).getByText('Catégorie "Desserts" ajoutée')).toBeVisible();

  // Suggestions: accent-insensitive search; a wine needs "Boissons", added first.
  await page.getByRole('button', { name: 'Suggestions de plats' }).click();
  const search = page.getByRole('dialog', { name: 'Suggestions de plats' });
  await search.getByPlaceholder('Rechercher un plat...').fill('zzz');
  await expect(search.getByText('Aucun plat trouvé.')).toBeVisible();
  await search.getByPlaceholder('Rechercher un plat...').fill('CREME brulee');
  await expect(search.getByText('Description non ajoutée automatiquement')).toBeVisible();
  await search.getByRole('button', { name: /Crème brûlée/ }).click();
  await expect(page.getByRole('list', { name: 'Plats : Desserts' })).toContainText('8,00 €');
  await page.getByRole('button', { name: 'Suggestions de plats' }).click();
  await search.getByRole('button', { name: 'Vins', exact: true }).click();
  await search.getByRole('button', { name: /^Côtes-du-Rhône/ }).click();
  await expect(toasts(page).getByText('Catégorie "Boissons" ajoutée')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Plats : Boissons' })).toContainText(
    'Côtes-du-Rhône',
  );

  // The dish panel: "Générer" needs a name; stock images follow the name of a new dish.
  await page.getByRole('button', { name: 'Ajouter un plat dans Desserts' }).click();
  const panel = dishPanel(page);
  await expect(panel.getByRole('button', { name: 'Générer' })).toBeDisabled();
  await expect(panel.getByRole('button', { name: 'Ajouter', exact: true })).toBeDisabled();
  await expect(panel.getByText('Image bientôt disponible pour ce plat')).toBeVisible();
  await panel.getByLabel('Nom', { exact: true }).fill('Cheeseburger maison');
  await expect(panel.getByRole('button', { name: 'Cheeseburger' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await panel.getByRole('button', { name: "Supprimer l'image" }).click();
  await expect(panel.getByRole('button', { name: 'Cheeseburger' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await panel.getByRole('button', { name: 'Générer' }).click();
  await expect(panel.getByLabel('Description (optionnelle)')).not.toHaveValue('');
  await panel.getByRole('tab', { name: 'Importer une photo' }).click();
  await expect(panel.getByRole('button', { name: 'Choisir une photo' })).toBeVisible();
  await expect(panel.getByText('Glissez une photo ici, ou :')).toBeVisible();
  await panel.getByLabel('Prix').pressSequentially('9,90');
  await expect(panel.getByLabel('Prix')).toHaveValue('9,90');
  await panel.getByRole('button', { name: 'Ajouter', exact: true }).click();

  // Changing the category moves the dish.
  await page.getByRole('button', { name: 'Modifier Cheeseburger maison' }).click();
  await expect(panel.getByRole('heading', { name: 'Modifier le plat' })).toBeVisible();
  await panel.getByLabel('Catégorie').selectOption({ label: 'Boissons' });
  await panel.getByRole('button', { name: 'Sauvegarder', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Plats : Boissons' })).toContainText('Cheeseburger');
  await page.getByRole('button', { name: 'Modifier Cheeseburger maison' }).click();
  await panel.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expect(toasts(page).getByText('Plat supprimé')).toBeVisible();
  await expect(toasts(page).getByText('Le plat a été supprimé avec succès.')).toBeVisible();

  await page.getByRole('button', { name: 'Ajouter une catégorie' }).click();
  const picker = page.getByRole('dialog', { name: 'Choisissez une catégorie' });
  for (const category of ['Entrées', 'Plats principaux', 'Apéritifs']) {
    await picker.getByRole('button', { name: category }).click();
    await page.getByRole('button', { name: 'Ajouter une catégorie' }).click();
  }
  await picker.getByRole('button', { name: 'Vins' }).click();
  await page.getByRole('button', { name: 'Ajouter une catégorie' }).click();
  await expect(picker.getByText('Toutes les catégories ont déjà été ajoutées')).toBeVisible();
  await picker.getByRole('button', { name: 'Fermer' }).click();

  await expectSaved(page);
  const stored = await readMenu(page, menuId);
  expect(dishNamesIn(stored, 'Desserts')).toEqual(['Crème brûlée']);
  expect(stored.document.categories.find((c) => c.name === 'Desserts')?.items[0]?.description).toBe(
    '',
  );
  expect(dishNamesIn(stored, 'Plats principaux')).toEqual([]);
  expect(errors).toEqual([]);
});

test('a deleted core category stays deleted after a reload, and promotions no longer offer it', async ({
  page,
  signedInOwner,
}) => {
  const errors = watchConsole(page);
  await signedInOwner('La Cantine', 'premium');
  await page.goto('/dashboard/menu/new');
  const sidebar = page.getByRole('complementary', { name: 'Catégories' });
  await expect(sidebar.getByRole('button', { name: /^Desserts/ })).toBeVisible();
  await addDish(page, 'Plats principaux', { name: 'Blanquette', price: '17' });
  const menuId = await createdMenuId(page);
  await expectSaved(page);

  await page.getByRole('button', { name: 'Supprimer la catégorie Desserts' }).click();
  await page
    .getByRole('alertdialog', { name: 'Supprimer la catégorie' })
    .getByRole('button', { name: 'Supprimer' })
    .click();
  await expect(toasts(page).getByText('Catégorie "Desserts" supprimée')).toBeVisible();
  await expectSaved(page);

  await page.reload();
  await expect(sidebar.getByRole('button', { name: /^Plats principaux/ })).toBeVisible();
  await expect(sidebar.getByRole('button', { name: /^Entrées/ })).toBeVisible();
  await expect(sidebar.getByRole('button', { name: /^Desserts/ })).toHaveCount(0);
  await expect(saveStatus(page)).toHaveText(SAVE_STATUS.saved);
  const stored = await readMenu(page, menuId);
  expect(stored.document.categories.map((category) => category.name)).not.toContain('Desserts');

  await page.goto('/dashboard/promotions');
  await page.getByRole('button', { name: 'Nouvelle promotion' }).click();
  const form = page.getByRole('form', { name: 'Nouvelle promotion' });
  // The categories come with the menu, read after the form opens: wait for them (a one-off
  // read of the options found none on a busy machine).
  const options = form.getByLabel('Catégorie', { exact: true }).locator('option');
  await expect(options.filter({ hasText: 'Plats principaux' })).toHaveCount(1);
  expect(await options.allTextContents()).not.toContain('Desserts');
  expect(errors).toEqual([]);
});
