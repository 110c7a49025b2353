// Issue 42 §4 on a phone (390×844): a new owner imports a PDF whose main course was filed under
// the starters, moves it to a new category, adds a missing dish, creates the menu and finds
// them on the diner page; and an import where nothing was recognised shows the text that was
// read, which the owner corrects and reads again.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expectAccessible } from './support/a11y';
import { watchConsole } from './support/dashboard';
import { expect, test } from './support/fixtures';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** A one-page PDF with a text layer, as a word processor exports a menu. */
async function menuPdf(lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  lines.forEach((line, index) => {
    if (line !== '') page.drawText(line, { x: 56, y: 780 - index * 16, size: 11, font });
  });
  return Buffer.from(await pdf.save());
}

test('move a misfiled dish to a new category, add a missing dish, create the menu', async ({
  page,
  signedInOwner,
}) => {
  // A PDF read on the server, an axe run and a second page, on a shared machine.
  test.slow();
  const errors = watchConsole(page);
  const owner = await signedInOwner('Table du Marché');
  await page.goto('/dashboard/import');
  await page.getByRole('tab', { name: 'PDF' }).tap();
  await page.getByLabel('Fichier PDF de la carte').setInputFiles({
    name: 'carte.pdf',
    mimeType: 'application/pdf',
    buffer: await menuPdf([
      'La Table du Marché',
      '',
      'Entrées',
      'Terrine de campagne 8,50 €',
      'Entrecôte frites 22 €',
      '',
      'Desserts',
      'Tarte Tatin 7 €',
    ]),
  });
  await page.getByRole('button', { name: 'Envoyer' }).tap();
  await expect(page.getByRole('heading', { name: 'Aperçu du menu' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Lu sur ce serveur')).toBeVisible();
  await expect(page.getByText(/^3 plats dans 2 catégories/)).toBeVisible();

  // A category for the main courses: its name field takes the focus.
  await page.getByRole('button', { name: 'Ajouter une catégorie' }).tap();
  const newCategory = page.getByLabel('Catégorie', { exact: true }).last();
  await expect(newCategory).toBeFocused();
  await newCategory.fill('Plats');
  await expect(page.getByRole('region', { name: 'Catégorie : Plats' })).toBeVisible();

  // The misfiled dish, moved by the menu made for touch and keyboard.
  await page.getByRole('button', { name: 'Déplacer Entrecôte frites vers…' }).tap();
  await page.getByRole('menuitem', { name: 'Plats' }).tap();
  const plats = page.getByRole('region', { name: 'Catégorie : Plats' });
  await expect(plats.getByLabel('Nom du plat')).toHaveValue('Entrecôte frites');
  await expect(
    page.getByRole('region', { name: 'Catégorie : Entrées' }).getByLabel('Nom du plat'),
  ).toHaveCount(1);

  // The dish the reader missed.
  await page.getByRole('button', { name: 'Ajouter un plat dans Plats' }).tap();
  const added = plats.getByLabel('Nom du plat').last();
  await expect(added).toBeFocused();
  await added.fill('Magret de canard');
  await plats.getByLabel('Prix de « Magret de canard » (€)').fill('21,50');
  await expect(page.getByText(/^4 plats dans 3 catégories/)).toBeVisible();
  await expectAccessible(page, 'import preview with an added category');

  await page.getByRole('button', { name: 'Créer le menu' }).tap();
  await expect(page).toHaveURL(/\/dashboard\/menu\/[0-9a-f-]{36}\/edit$/, { timeout: 20_000 });
  const diner = await page.context().newPage();
  await diner.goto(`/u/${owner.id}`);
  const dinerPlats = diner.getByRole('region', { name: 'Plats' });
  await expect(dinerPlats.getByText('Entrecôte frites')).toBeVisible({ timeout: 20_000 });
  await expect(dinerPlats.getByText('Magret de canard')).toBeVisible();
  await expect(dinerPlats.getByText('21,50 €')).toBeVisible();
  await expect(
    diner.getByRole('region', { name: 'Entrées' }).getByText('Entrecôte frites'),
  ).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('nothing recognised: the text read is shown, corrected and read again', async ({
  page,
  signedInOwner,
}) => {
  test.slow();
  const errors = watchConsole(page);
  await signedInOwner('Bistrot Relu');
  await page.goto('/dashboard/import');
  await page.getByRole('tab', { name: 'PDF' }).tap();
  await page.getByLabel('Fichier PDF de la carte').setInputFiles({
    name: 'ardoise.pdf',
    mimeType: 'application/pdf',
    buffer: await menuPdf(['Bienvenue au Bistrot', 'Tarte Tatin', 'sept euros']),
  });
  await page.getByRole('button', { name: 'Envoyer' }).tap();
  await expect(page.getByText('La carte n’a pas pu être lue')).toBeVisible({ timeout: 30_000 });
  const read = page.getByLabel('Texte lu');
  await expect(read).toHaveValue(/Tarte Tatin\s+sept euros/);
  // The original beside the text (the file this tab sent).
  await expect(page.getByRole('heading', { name: 'Votre fichier' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ouvrir ardoise.pdf' })).toBeVisible();
  await expectAccessible(page, 'import failed with the text read');

  await read.fill('Desserts\nTarte Tatin 7 €');
  await page.getByRole('button', { name: 'Relire ce texte' }).tap();
  await expect(page.getByRole('heading', { name: 'Aperçu du menu' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByLabel('Prix de « Tarte Tatin » (€)')).toHaveValue('7,00');
  expect(errors).toEqual([]);
});

test.describe('on a desktop', () => {
  // Tall enough for the handle and the target to be on screen together (a mouse drags no scroll).
  test.use({ viewport: { width: 1280, height: 1600 }, isMobile: false, hasTouch: false });

  test('dishes moved into another category by mouse, by the keyboard on the handle, and by the menu', async ({
    page,
    signedInOwner,
  }) => {
    const errors = watchConsole(page);
    await signedInOwner('Souris Importée');
    await page.goto('/dashboard/import');
    await page
      .getByLabel('Texte de la carte')
      .fill('Entrées\nTerrine de campagne 8 €\nEntrecôte frites 22 €\n\nPlats\nMagret 21 €');
    await page.getByRole('button', { name: 'Lire la carte' }).click();
    await expect(page.getByRole('heading', { name: 'Aperçu du menu' })).toBeVisible({
      timeout: 20_000,
    });
    const entrees = page.getByRole('region', { name: 'Catégorie : Entrées' });
    const plats = page.getByRole('region', { name: 'Catégorie : Plats' });
    await expect(plats.getByLabel('Nom du plat')).toHaveValue('Magret');

    // The handle, dragged by a real mouse onto the Magret: the dish lands in Plats, before it.
    const handle = page.getByRole('button', { name: 'Déplacer Entrecôte frites', exact: true });
    const from = await handle.boundingBox();
    const to = await plats.getByRole('listitem').first().boundingBox();
    if (!from || !to) throw new Error('not laid out');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 20, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 3, { steps: 12 });
    await page.mouse.up();
    await expect(plats.getByLabel('Nom du plat')).toHaveCount(2);
    await expect(plats.getByLabel('Nom du plat').first()).toHaveValue('Entrecôte frites');
    await expect(entrees.getByLabel('Nom du plat')).toHaveValue('Terrine de campagne');

    // The handle from the keyboard (dnd-kit's keyboard sensor): Space, ArrowDown, Space; the
    // announcement says where it is before it is dropped, as a screen reader user hears.
    await page.getByRole('button', { name: 'Déplacer Terrine de campagne', exact: true }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText(/^Terrine de campagne saisi, dans Entrées/)).toBeAttached();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText(/^Terrine de campagne au-dessus de\s: .*Plats/)).toBeAttached();
    await page.keyboard.press('Space');
    await expect(page.getByText(/^Terrine de campagne déposé .*Plats/)).toBeAttached();
    await expect(plats.getByLabel('Nom du plat')).toHaveCount(3);

    await expect(
      entrees.getByText('Aucun plat : glissez-en un ici ou ajoutez-en un.'),
    ).toBeVisible();

    // "Déplacer vers…" from the keyboard: Enter opens it, End reaches the last item (Entrées).
    await page.getByRole('button', { name: 'Déplacer Magret vers…' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Entrées' })).toBeVisible();
    await page.keyboard.press('End');
    await expect(page.getByRole('menuitem', { name: 'Entrées' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(entrees.getByLabel('Nom du plat')).toHaveValue('Magret');
    await expect(plats.getByLabel('Nom du plat')).toHaveCount(2);

    // A category added by mistake, removed while empty.
    await page.getByRole('button', { name: 'Ajouter une catégorie' }).click();
    await page.getByRole('button', { name: 'Supprimer la catégorie Nouvelle catégorie' }).click();
    await expect(page.getByRole('region', { name: /Nouvelle catégorie/ })).toHaveCount(0);
    await expect(page.getByText(/^3 plats dans 2 catégories/)).toBeVisible();
    expect(errors).toEqual([]);
  });
});
