// Issue 25 §5 and §6: from the editor, the owner opens "Tableau des allergènes" (the print
// page: its table read, its printed look checked with the print media, axe clean) and
// downloads its PDF; in Paramètres, "Exporter mes données" prepares the archive, shows the
// link with its expiry, and the ZIP downloaded by the browser holds the menu, its allergen
// table and the README. Nothing is mocked: the real server builds both files.
import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { expectAccessible } from './support/a11y';
import { createMenuViaApi, watchConsole } from './support/dashboard';
import { expect, test } from './support/fixtures';
import { pdfText } from './support/pdf';

test('the owner prints the allergen table from the editor, then exports all their data', async ({
  page,
  signedInOwner,
}) => {
  // Two screens, two downloads and two axe passes on a shared machine.
  test.slow();
  const errors = watchConsole(page);
  await signedInOwner('Le Comptoir du Marché');
  const menuId = await createMenuViaApi(page, 'Carte du jour', [
    { name: 'Velouté de potimarron', price: '8.50', allergens: ['Lait', 'Céleri'] },
    { name: 'Salade verte', price: '6.00' },
  ]);

  // The editor's "Tableau des allergènes".
  await page.goto(`/dashboard/menu/${menuId}/edit`);
  await page.getByRole('link', { name: 'Tableau des allergènes' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/menu/${menuId}/allergens$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tableau des allergènes');
  const sheet = page.getByRole('region', { name: 'Tableau à imprimer' });
  await expect(sheet).toContainText('Carte du jour – Le Comptoir du Marché');
  await expect(sheet).toContainText('décret n° 2015-447');
  const table = sheet.getByRole('table');
  await expect(table.locator('thead').getByRole('columnheader')).toHaveCount(15);
  const soup = table.getByRole('row', { name: /Velouté de potimarron/ });
  await expect(soup.getByRole('cell', { name: 'contient' })).toHaveCount(2);
  await expect(table.getByRole('row', { name: /Salade verte/ })).toContainText(
    'Aucun des 14 allergènes',
  );
  await expectAccessible(page, 'allergen table page');

  // Printed: the sheet alone (no header, no buttons, no form).
  await page.emulateMedia({ media: 'print' });
  await expect(sheet).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imprimer' })).toBeHidden();
  await expect(page.getByLabel('Mention imprimée avec le tableau')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // The owner adapts the sentence; the PDF prints it.
  const notice = page.getByLabel('Mention imprimée avec le tableau');
  await notice.fill('Allergènes : notre équipe vous renseigne (décret n° 2015-447).');
  await page.getByRole('button', { name: 'Enregistrer la mention' }).click();
  await expect(sheet).toContainText('Allergènes : notre équipe vous renseigne');

  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Télécharger le PDF' }).click();
  const pdf = await readFile((await (await pdfDownload).path()) ?? '');
  const pdfTextContent = await pdfText(pdf);
  expect(pdfTextContent).toContain('Tableau des allergènes');
  expect(pdfTextContent).toContain('Allergènes : notre équipe vous renseigne');
  expect(pdfTextContent).toContain('Salade verte Aucun des 14 allergènes');

  // Paramètres → "Exporter mes données".
  await page.goto('/dashboard/settings');
  const card = page.getByRole('region', { name: 'Exporter mes données' });
  // Far down the page: its content loads as it comes near (lib/deferred).
  await card.scrollIntoViewIfNeeded();
  await card.getByRole('button', { name: 'Exporter mes données' }).click();
  await expect(card.getByText('Préparation de l’archive…')).toBeVisible();
  const link = card.getByRole('link', { name: /Télécharger l’archive/ });
  await expect(link).toBeVisible();
  await expect(card).toContainText('Lien valable jusqu’au');
  await expectAccessible(page, 'settings with the export link');

  const zipDownload = page.waitForEvent('download');
  await link.click();
  const download = await zipDownload;
  expect(download.suggestedFilename()).toMatch(/^ardoise-donnees-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile((await download.path()) ?? '')));
  expect(Object.keys(files)).toEqual(
    expect.arrayContaining([
      'README.txt',
      'compte.json',
      'restaurant.json',
      'menus/01-carte-du-jour.json',
      'menus/01-carte-du-jour-allergenes.pdf',
      'equipe.json',
      'audience/comptages.json',
    ]),
  );
  const exported = JSON.parse(new TextDecoder().decode(files['menus/01-carte-du-jour.json']));
  expect(exported.id).toBe(menuId);
  expect(exported.document.name).toBe('Carte du jour');
  expect(errors).toEqual([]);
});
